/**
 * Google Drive over its real protocols, with plain fetch: OAuth 2.0 authorization code with PKCE
 * (endpoints from the issuer's discovery document, as Google publishes them), the token and
 * revocation endpoints, and the Drive v3 REST API (files.list of one folder's subfolders and PDFs,
 * page by page; files.get for metadata and with alt=media for the bytes). Tests point GOOGLE_ISSUER and GOOGLE_DRIVE_API_URL
 * at a local server speaking the same protocols.
 */
import { DRIVE_READONLY_SCOPE } from '@medsutra/contract/google-drive/api';

export interface DriveTokens {
  accessToken: string;
  refreshToken: string | null;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  scope: string;
}

export interface DriveFileMeta {
  id: string;
  name: string;
  mimeType: string;
  size: number | null;
  modifiedTime: string | null;
  md5Checksum: string | null;
}

const DRIVE_FOLDER_MIME = 'application/vnd.google-apps.folder';
const DRIVE_PDF_MIME = 'application/pdf';

/** One page of a folder's contents: its subfolders and PDFs, folders first, then by name. */
interface DriveFolderPage {
  folders: { id: string; name: string }[];
  files: DriveFileMeta[];
  nextPageToken: string | null;
}

/** Google refused the token (revoked, expired refresh token): the student must connect again. */
export class DriveAuthError extends Error {}
/** The file is gone, trashed, not visible to this token, or not a PDF. */
export class DriveNotFoundError extends Error {}
/** The file is larger than the upload limit. */
export class DriveTooLargeError extends Error {}

export interface GoogleDrive {
  authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string }): Promise<string>;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }, now: number): Promise<DriveTokens>;
  refresh(refreshToken: string, now: number): Promise<DriveTokens>;
  /** Best effort: a token Google already forgot is not an error. */
  revoke(token: string): Promise<void>;
  /** `folderId` is a folder's id, or `root` for My Drive. */
  listFolder(accessToken: string, folderId: string, pageToken?: string): Promise<DriveFolderPage>;
  /** A PDF's metadata; DriveNotFoundError when it is gone or not a PDF. */
  metadata(accessToken: string, fileId: string): Promise<DriveFileMeta>;
  /** A folder's name; DriveNotFoundError when it is gone or not a folder. */
  folder(accessToken: string, folderId: string): Promise<{ id: string; name: string }>;
  download(accessToken: string, fileId: string, maxBytes: number): Promise<Buffer>;
}

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  revocation_endpoint?: string;
}

const FILE_FIELDS = 'id,name,mimeType,size,modifiedTime,md5Checksum';

function toMeta(file: Record<string, unknown>): DriveFileMeta {
  return {
    id: String(file.id),
    name: String(file.name ?? 'Untitled'),
    mimeType: String(file.mimeType ?? ''),
    size: file.size === undefined ? null : Number(file.size),
    modifiedTime: typeof file.modifiedTime === 'string' ? file.modifiedTime : null,
    md5Checksum: typeof file.md5Checksum === 'string' ? file.md5Checksum : null,
  };
}

export function createGoogleDrive(options: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  fetch?: typeof fetch;
}): GoogleDrive {
  const doFetch = options.fetch ?? fetch;
  const api = options.apiUrl.replace(/\/+$/, '');
  let discovery: Promise<Discovery> | null = null;
  const endpoints = () => {
    discovery ??= (async () => {
      const url = `${options.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
      const response = await doFetch(url);
      if (!response.ok) throw new Error(`Google discovery failed: HTTP ${response.status}`);
      return (await response.json()) as Discovery;
    })().catch((error: unknown) => {
      discovery = null;
      throw error;
    });
    return discovery;
  };

  async function tokenRequest(form: Record<string, string>, now: number, previousRefresh: string | null) {
    const { token_endpoint } = await endpoints();
    const response = await doFetch(token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ ...form, client_id: options.clientId, client_secret: options.clientSecret }),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok || typeof body.access_token !== 'string') {
      // invalid_grant: the code was used or the refresh token revoked; the student connects again.
      if (response.status === 400 || response.status === 401) throw new DriveAuthError(String(body.error ?? 'refused'));
      throw new Error(`Google token endpoint: HTTP ${response.status}`);
    }
    return {
      accessToken: body.access_token,
      refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : previousRefresh,
      expiresAt: now + Number(body.expires_in ?? 3600) * 1000,
      scope: typeof body.scope === 'string' ? body.scope : '',
    };
  }

  async function driveGet(accessToken: string, path: string, query: Record<string, string>): Promise<Response> {
    const url = `${api}/drive/v3/${path}?${new URLSearchParams(query).toString()}`;
    const response = await doFetch(url, { headers: { authorization: `Bearer ${accessToken}` } });
    if (response.status === 401) {
      await response.body?.cancel();
      throw new DriveAuthError('the access token was refused');
    }
    if (response.status === 404) {
      await response.body?.cancel();
      throw new DriveNotFoundError(path);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`Google Drive: HTTP ${response.status} for ${path}`);
    }
    return response;
  }

  return {
    async authorizationUrl(input) {
      const url = new URL((await endpoints()).authorization_endpoint);
      url.search = new URLSearchParams({
        client_id: options.clientId,
        redirect_uri: input.redirectUri,
        response_type: 'code',
        scope: DRIVE_READONLY_SCOPE,
        // A refresh token, so imports and sync work after the first hour.
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state: input.state,
        code_challenge: input.codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    exchangeCode(input, now) {
      return tokenRequest(
        {
          grant_type: 'authorization_code',
          code: input.code,
          code_verifier: input.codeVerifier,
          redirect_uri: input.redirectUri,
        },
        now,
        null,
      );
    },

    refresh(refreshToken, now) {
      return tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }, now, refreshToken);
    },

    async revoke(token) {
      const { revocation_endpoint } = await endpoints();
      if (!revocation_endpoint) return;
      const response = await doFetch(revocation_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      }).catch(() => null);
      await response?.body?.cancel();
    },

    async listFolder(accessToken, folderId, pageToken) {
      // The id is quoted in Drive's query language: a quote or backslash in it is escaped.
      const quoted = folderId.replace(/[\\']/g, (c) => `\\${c}`);
      const response = await driveGet(accessToken, 'files', {
        q: `'${quoted}' in parents and trashed = false and (mimeType = '${DRIVE_FOLDER_MIME}' or mimeType = '${DRIVE_PDF_MIME}')`,
        fields: `nextPageToken,files(${FILE_FIELDS})`,
        orderBy: 'folder,name',
        pageSize: '100',
        spaces: 'drive',
        ...(pageToken ? { pageToken } : {}),
      });
      const body = (await response.json()) as { files?: Record<string, unknown>[]; nextPageToken?: string };
      const all = (body.files ?? []).map(toMeta);
      return {
        folders: all.filter((f) => f.mimeType === DRIVE_FOLDER_MIME).map((f) => ({ id: f.id, name: f.name })),
        files: all.filter((f) => f.mimeType === DRIVE_PDF_MIME),
        nextPageToken: body.nextPageToken ?? null,
      };
    },

    async metadata(accessToken, fileId) {
      const response = await driveGet(accessToken, `files/${encodeURIComponent(fileId)}`, { fields: FILE_FIELDS });
      const meta = toMeta((await response.json()) as Record<string, unknown>);
      if (meta.mimeType !== DRIVE_PDF_MIME) throw new DriveNotFoundError(fileId);
      return meta;
    },

    async folder(accessToken, folderId) {
      const response = await driveGet(accessToken, `files/${encodeURIComponent(folderId)}`, { fields: FILE_FIELDS });
      const meta = toMeta((await response.json()) as Record<string, unknown>);
      if (meta.mimeType !== DRIVE_FOLDER_MIME) throw new DriveNotFoundError(folderId);
      return { id: meta.id, name: meta.name };
    },

    async download(accessToken, fileId, maxBytes) {
      const response = await driveGet(accessToken, `files/${encodeURIComponent(fileId)}`, { alt: 'media' });
      const chunks: Buffer[] = [];
      let total = 0;
      const reader = response.body?.getReader();
      if (!reader) return Buffer.alloc(0);
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.byteLength;
        if (total > maxBytes) {
          await reader.cancel();
          throw new DriveTooLargeError(fileId);
        }
        chunks.push(Buffer.from(value));
      }
      return Buffer.concat(chunks);
    },
  };
}
