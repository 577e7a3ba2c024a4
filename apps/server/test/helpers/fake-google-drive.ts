/**
 * A local HTTP server on 127.0.0.1 speaking the parts of Google's protocols that Drive import
 * uses: the OpenID discovery document, OAuth 2.0 authorization code with PKCE (S256) and refresh
 * at the token endpoint, token revocation, and Drive v3 files.list / files.get (metadata and
 * alt=media) behind Bearer tokens. files.list understands the query terms the app sends
 * (`'<id>' in parents`, `trashed = false`, `mimeType = '…'` joined by `or`), `orderBy=folder,name`,
 * and pages by `pageSize` and `pageToken` as Drive does. Folders are files with Drive's folder type. `consent(url)` plays the student pressing "Allow" on Google's
 * page: it checks the authorization URL and returns the code and state Google would redirect with.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readAll } from '../../src/lib/read-stream.ts';

interface FakeDriveFile {
  id: string;
  name: string;
  mimeType: string;
  bytes: Buffer;
  modifiedTime: string;
  /** The folders it is in; My Drive's top level when left out. */
  parents?: string[];
}

export const FAKE_FOLDER_MIME = 'application/vnd.google-apps.folder';

export interface FakeGoogleDrive {
  issuer: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  files: Map<string, FakeDriveFile>;
  /** Adds a file or folder (a folder: `mimeType` is Drive's folder type, no bytes needed). */
  put(file: Omit<FakeDriveFile, 'bytes'> & { bytes?: Buffer }): void;
  /** Downloads of a file id answered 500 (Drive's backendError) before they succeed again. */
  failDownloads: Map<string, number>;
  /** Every Drive API call's path and query, in order. */
  driveCalls: string[];
  revoked: Set<string>;
  /** Token endpoint grants, in order (authorization_code, refresh_token). */
  grants: string[];
  consent(authorizationUrl: string): { code: string; state: string; scope: string };
  close(): Promise<void>;
}

export async function startFakeGoogleDrive(): Promise<FakeGoogleDrive> {
  const clientId = 'fake-client.apps.googleusercontent.com';
  const clientSecret = 'fake-google-client-secret';
  const files = new Map<string, FakeDriveFile>();
  const codes = new Map<string, { challenge: string; redirectUri: string; scope: string }>();
  const accessTokens = new Map<string, string>(); // access token → refresh token
  const refreshTokens = new Set<string>();
  const revoked = new Set<string>();
  const driveCalls: string[] = [];
  const failDownloads = new Map<string, number>();
  const grants: string[] = [];
  let counter = 0;
  let base = '';

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  // Drive gives folders no size and no checksum.
  const meta = (file: FakeDriveFile) => ({
    id: file.id,
    name: file.name,
    mimeType: file.mimeType,
    modifiedTime: file.modifiedTime,
    parents: file.parents ?? ['root'],
    ...(file.mimeType === FAKE_FOLDER_MIME
      ? {}
      : { size: String(file.bytes.length), md5Checksum: crypto.createHash('md5').update(file.bytes).digest('hex') }),
  });
  /** The subset of Drive's query language the app uses; anything else is a 400, as Drive answers. */
  const matcher = (q: string): ((file: FakeDriveFile) => boolean) | null => {
    const parent = /'((?:[^'\\]|\\.)*)' in parents/.exec(q)?.[1]?.replace(/\\(.)/g, '$1');
    const types = [...q.matchAll(/mimeType\s*=\s*'([^']+)'/g)].map((m) => m[1]);
    const rest = q
      .replace(/'(?:[^'\\]|\\.)*' in parents/, '')
      .replace(/mimeType\s*=\s*'[^']+'/g, '')
      .replace(/trashed\s*=\s*false/, '')
      .replace(/\b(and|or)\b|[()\s]/g, '');
    if (rest !== '') return null;
    return (file) =>
      (parent === undefined || (file.parents ?? ['root']).includes(parent)) &&
      (types.length === 0 || types.includes(file.mimeType));
  };
  const issue = (refresh: string, scope: string) => {
    const access = `ya29.fake-${++counter}`;
    accessTokens.set(access, refresh);
    return { access_token: access, expires_in: 3599, token_type: 'Bearer', scope };
  };

  const server = http.createServer(async (req, res) => {
    const body = await readAll(req);
    const url = new URL(req.url ?? '/', base);
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer: base,
        authorization_endpoint: `${base}/o/oauth2/v2/auth`,
        token_endpoint: `${base}/token`,
        revocation_endpoint: `${base}/revoke`,
      });
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const form = new URLSearchParams(body.toString());
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
        return json(res, 401, { error: 'invalid_client' });
      }
      grants.push(form.get('grant_type') ?? '');
      if (form.get('grant_type') === 'authorization_code') {
        const pending = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
        if (!pending || pending.challenge !== challenge || pending.redirectUri !== form.get('redirect_uri')) {
          return json(res, 400, { error: 'invalid_grant' });
        }
        const refresh = `1//fake-refresh-${++counter}`;
        refreshTokens.add(refresh);
        return json(res, 200, { ...issue(refresh, pending.scope), refresh_token: refresh });
      }
      if (form.get('grant_type') === 'refresh_token') {
        const refresh = form.get('refresh_token') ?? '';
        if (!refreshTokens.has(refresh) || revoked.has(refresh)) return json(res, 400, { error: 'invalid_grant' });
        return json(res, 200, issue(refresh, 'https://www.googleapis.com/auth/drive.readonly'));
      }
      return json(res, 400, { error: 'unsupported_grant_type' });
    }
    if (url.pathname === '/revoke' && req.method === 'POST') {
      const token = new URLSearchParams(body.toString()).get('token') ?? '';
      revoked.add(token);
      const refresh = accessTokens.get(token) ?? token;
      revoked.add(refresh);
      for (const [access, owner] of accessTokens) if (owner === refresh) revoked.add(access);
      res.writeHead(200);
      return res.end();
    }
    if (url.pathname.startsWith('/drive/v3/files')) {
      driveCalls.push(`${url.pathname}?${url.searchParams.toString()}`);
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if (!accessTokens.has(bearer) || revoked.has(bearer)) {
        return json(res, 401, { error: { code: 401, message: 'Request had invalid authentication credentials.' } });
      }
      if (url.pathname === '/drive/v3/files') {
        const matches = matcher(url.searchParams.get('q') ?? '');
        if (!matches) return json(res, 400, { error: { code: 400, message: 'Invalid Value' } });
        const listed = [...files.values()].filter(matches);
        if (url.searchParams.get('orderBy') === 'folder,name') {
          const rank = (file: FakeDriveFile) => (file.mimeType === FAKE_FOLDER_MIME ? 0 : 1);
          listed.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
        }
        const pageSize = Math.min(1000, Number(url.searchParams.get('pageSize') ?? 100));
        const start = Number(url.searchParams.get('pageToken') ?? 0);
        const page = listed.slice(start, start + pageSize);
        const next = start + pageSize < listed.length ? String(start + pageSize) : undefined;
        return json(res, 200, { files: page.map(meta), ...(next ? { nextPageToken: next } : {}) });
      }
      const id = decodeURIComponent(url.pathname.slice('/drive/v3/files/'.length));
      const file = files.get(id);
      if (!file) return json(res, 404, { error: { code: 404, message: `File not found: ${id}.` } });
      if (url.searchParams.get('alt') === 'media') {
        if (file.mimeType === FAKE_FOLDER_MIME) return json(res, 403, { error: { code: 403, message: 'Not a file.' } });
        const failures = failDownloads.get(id) ?? 0;
        if (failures > 0) {
          failDownloads.set(id, failures - 1);
          return json(res, 500, {
            error: { code: 500, message: 'Backend Error', errors: [{ reason: 'backendError' }] },
          });
        }
        res.writeHead(200, { 'content-type': file.mimeType, 'content-length': file.bytes.length });
        return res.end(file.bytes);
      }
      return json(res, 200, meta(file));
    }
    json(res, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer: base,
    apiUrl: base,
    clientId,
    clientSecret,
    files,
    put(file) {
      files.set(file.id, { ...file, bytes: file.bytes ?? Buffer.alloc(0) });
    },
    failDownloads,
    driveCalls,
    revoked,
    grants,
    consent(authorizationUrl) {
      const url = new URL(authorizationUrl);
      if (url.origin + url.pathname !== `${base}/o/oauth2/v2/auth`)
        throw new Error(`not our authorization endpoint: ${url}`);
      const q = url.searchParams;
      if (q.get('client_id') !== clientId || q.get('response_type') !== 'code')
        throw new Error('bad client or response type');
      if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) throw new Error('no PKCE');
      const code = `4/fake-code-${++counter}`;
      const scope = q.get('scope') ?? '';
      codes.set(code, { challenge: q.get('code_challenge') ?? '', redirectUri: q.get('redirect_uri') ?? '', scope });
      return { code, state: q.get('state') ?? '', scope };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
