/**
 * Google Drive over its real protocols: OAuth 2.0 authorization code with PKCE, refresh and
 * revocation through openid-client (endpoints from the issuer's discovery document, as for Google
 * sign-in), and the Drive v3 REST API with plain fetch (files.list of one folder's subfolders and
 * PDFs, page by page; files.get for metadata and with alt=media for the bytes). Tests point
 * GOOGLE_ISSUER and GOOGLE_DRIVE_API_URL at a local server speaking the same protocols.
 */
import { DRIVE_READONLY_SCOPE } from '@medsutra/contract/google-drive/api';
import type { Configuration, TokenEndpointResponse } from 'openid-client';
import { readUpTo } from '../../lib/read-stream.ts';
import { lazyOpenIdConfiguration, type OpenIdClientModule } from '../oidc/openid-configuration.ts';

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
}): GoogleDrive {
  const api = options.apiUrl.replace(/\/+$/, '');
  const openId = lazyOpenIdConfiguration(options);

  /** A token endpoint call; a refusal (invalid_grant: the code was used or the refresh token revoked) means connect again. */
  async function tokenRequest(
    grant: (client: OpenIdClientModule, config: Configuration) => Promise<TokenEndpointResponse>,
    now: number,
    previousRefresh: string | null,
  ): Promise<DriveTokens> {
    const { client, config } = await openId();
    let body: TokenEndpointResponse;
    try {
      body = await grant(client, config);
    } catch (error) {
      if (error instanceof client.ResponseBodyError && (error.status === 400 || error.status === 401)) {
        throw new DriveAuthError(error.error);
      }
      throw new Error('Google token endpoint: the grant failed', { cause: error });
    }
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token ?? previousRefresh,
      expiresAt: now + (body.expires_in ?? 3600) * 1000,
      scope: body.scope ?? '',
    };
  }

  async function driveGet(accessToken: string, path: string, query: Record<string, string>): Promise<Response> {
    const url = `${api}/drive/v3/${path}?${new URLSearchParams(query).toString()}`;
    const response = await fetch(url, { headers: { authorization: `Bearer ${accessToken}` } });
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
      const { client, config } = await openId();
      return client
        .buildAuthorizationUrl(config, {
          redirect_uri: input.redirectUri,
          scope: DRIVE_READONLY_SCOPE,
          // A refresh token, so imports and sync work after the first hour.
          access_type: 'offline',
          prompt: 'consent',
          include_granted_scopes: 'true',
          state: input.state,
          code_challenge: input.codeChallenge,
          code_challenge_method: 'S256',
        })
        .toString();
    },

    exchangeCode(input, now) {
      // The state was checked by the caller against the stored consent, so the URL carries the code only.
      const callback = new URL(input.redirectUri);
      callback.search = new URLSearchParams({ code: input.code }).toString();
      return tokenRequest(
        (client, config) =>
          client.authorizationCodeGrant(
            config,
            callback,
            { pkceCodeVerifier: input.codeVerifier },
            { redirect_uri: input.redirectUri },
          ),
        now,
        null,
      );
    },

    refresh(refreshToken, now) {
      return tokenRequest((client, config) => client.refreshTokenGrant(config, refreshToken), now, refreshToken);
    },

    async revoke(token) {
      const { client, config } = await openId();
      if (!config.serverMetadata().revocation_endpoint) return;
      await client.tokenRevocation(config, token).catch(() => undefined);
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
      if (!response.body) return Buffer.alloc(0);
      const { bytes, truncated } = await readUpTo(response.body, maxBytes);
      if (truncated) throw new DriveTooLargeError(fileId);
      return bytes;
    },
  };
}
