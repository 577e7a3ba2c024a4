/**
 * Google Drive import: a separate consent for the read-only Drive scope (PKCE; the state is tied
 * to the signed-in student who asked, so a redirect cannot connect someone else's account), the
 * PDFs in Drive, import (each file through the same checks as an upload, in the notes module's
 * PDF service), sync (re-import what changed since) and disconnect (revoke at Google, then forget).
 */
import crypto from 'node:crypto';
import {
  type DriveFile,
  type DriveImportReply,
  type DriveImportResult,
  driveApiPaths,
  driveMessages,
} from '@medsutra/contract/google-drive/api';
import { notesMessages } from '@medsutra/contract/notes/api';
import { paths } from '@medsutra/contract/routes';
import {
  DriveAuthError,
  type DriveFileMeta,
  DriveNotFoundError,
  type DriveTokens,
  DriveTooLargeError,
  type GoogleDrive,
} from '../../adapters/google-drive/google-drive.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import type { PdfService } from '../notes/pdf-service.ts';
import type { GoogleDriveRepository } from './repository.ts';
import type { TokenBox } from './token-box.ts';

const FLOW_MINUTES = 10;
/** Refresh a little before Google's expiry, so a token never dies mid-download. */
const REFRESH_MARGIN_MS = 60_000;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
const revisionOf = (meta: DriveFileMeta) => meta.md5Checksum ?? meta.modifiedTime ?? '';

export const drivePageLocation = (outcome: 'connected' | 'refused' | 'failed') =>
  `${paths.googleDriveImport}?drive=${outcome}`;

export function createGoogleDriveService(deps: {
  /** Null when Google is not configured on this server. */
  drive: GoogleDrive | null;
  tokens: TokenBox | null;
  db: Database;
  repository: GoogleDriveRepository;
  pdfs: PdfService;
  publicUrl: string;
  pdfMaxBytes: number;
  now: () => Date;
  log: { warn(details: object, message: string): void };
}) {
  const { db, repository, now } = deps;
  const redirectUri = new URL(driveApiPaths.callback, deps.publicUrl).toString();

  function configured(): { drive: GoogleDrive; tokens: TokenBox } {
    if (!deps.drive || !deps.tokens) throw new AppError('notFound', driveMessages.notConfigured);
    return { drive: deps.drive, tokens: deps.tokens };
  }

  /** A live access token for this student, refreshed when near expiry; 409 when not connected. */
  async function accessToken(user: SessionUser): Promise<string> {
    const { drive, tokens } = configured();
    const row = await repository.connection(db, user.id);
    if (!row) throw new AppError('conflict', driveMessages.notConnected, { details: { error: 'drive_not_connected' } });
    const held = tokens.open(row.encryptedTokens);
    if (!held) return forget(user, driveMessages.reconnect);
    if (held.expiresAt - REFRESH_MARGIN_MS > now().getTime()) return held.accessToken;
    if (!held.refreshToken) return forget(user, driveMessages.reconnect);
    try {
      const fresh: DriveTokens = await drive.refresh(held.refreshToken, now().getTime());
      await repository.updateTokens(db, user.id, tokens.seal(fresh), now());
      return fresh.accessToken;
    } catch (error) {
      if (error instanceof DriveAuthError) return forget(user, driveMessages.reconnect);
      throw unreachable(error);
    }
  }

  /** Google no longer honours the connection: drop it and ask the student to connect again. */
  async function forget(user: SessionUser, message: string): Promise<never> {
    await repository.deleteConnection(db, user.id);
    throw new AppError('conflict', message, { details: { error: 'drive_not_connected' } });
  }

  function unreachable(error: unknown): AppError {
    deps.log.warn({ err: error }, 'Google Drive call failed');
    return new AppError('unavailable', driveMessages.driveUnreachable);
  }

  /** Runs a Drive call with the student's token; a refused token means connecting again. */
  async function withDrive<T>(user: SessionUser, work: (drive: GoogleDrive, token: string) => Promise<T>): Promise<T> {
    const token = await accessToken(user);
    try {
      return await work(configured().drive, token);
    } catch (error) {
      if (error instanceof DriveAuthError) return forget(user, driveMessages.reconnect);
      if (error instanceof AppError || error instanceof DriveNotFoundError || error instanceof DriveTooLargeError) {
        throw error;
      }
      throw unreachable(error);
    }
  }

  async function importOne(
    user: SessionUser,
    drive: GoogleDrive,
    token: string,
    fileId: string,
  ): Promise<DriveImportResult> {
    let meta: DriveFileMeta;
    try {
      meta = await drive.metadata(token, fileId);
    } catch (error) {
      if (error instanceof DriveNotFoundError) {
        return { fileId, name: fileId, ok: false, pdfId: null, message: driveMessages.fileNotFound };
      }
      throw error;
    }
    const tooLarge = notesMessages.pdfTooLarge(Math.floor(deps.pdfMaxBytes / (1024 * 1024)));
    const fail = (message: string): DriveImportResult => ({ fileId, name: meta.name, ok: false, pdfId: null, message });
    if (meta.size !== null && meta.size > deps.pdfMaxBytes) return fail(tooLarge);
    const earlier = await repository.findImport(db, user.id, fileId);
    if (earlier && earlier.revision === revisionOf(meta)) {
      return { fileId, name: meta.name, ok: true, pdfId: earlier.pdfId, message: driveMessages.unchanged };
    }
    let bytes: Buffer;
    try {
      bytes = await drive.download(token, fileId, deps.pdfMaxBytes);
    } catch (error) {
      if (error instanceof DriveTooLargeError) return fail(tooLarge);
      if (error instanceof DriveNotFoundError) return fail(driveMessages.fileNotFound);
      throw error;
    }
    let pdf: Awaited<ReturnType<PdfService['upload']>>;
    try {
      // The same checks as an upload: the content, not the name, says whether it is a PDF.
      pdf = await deps.pdfs.upload(user, { filename: meta.name, bytes });
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) return fail(error.message);
      throw error;
    }
    await repository.saveImport(db, {
      userId: user.id,
      driveFileId: fileId,
      pdfId: pdf.id,
      name: meta.name,
      revision: revisionOf(meta),
      fileSize: bytes.length,
      importedAt: now(),
    });
    // A changed file replaces the copy imported before it.
    if (earlier && earlier.pdfId !== pdf.id) await deps.pdfs.remove(user, earlier.pdfId).catch(() => {});
    return { fileId, name: meta.name, ok: true, pdfId: pdf.id, message: driveMessages.imported(pdf.pageCount) };
  }

  function summary(results: DriveImportResult[]): string {
    const done = results.filter((result) => result.ok).length;
    return `${done} of ${results.length} imported.`;
  }

  return {
    enabled: deps.drive !== null,

    async status(user: SessionUser) {
      if (!deps.drive || !deps.tokens) return { configured: false, connected: false, connectedAt: null };
      const row = await repository.connection(db, user.id);
      return { configured: true, connected: row !== null, connectedAt: row?.connectedAt.toISOString() ?? null };
    },

    async connect(user: SessionUser): Promise<string> {
      const { drive } = configured();
      // openid-client loads with the first connection, not at start (docs/decisions/064).
      const oauth = await import('openid-client');
      const state = oauth.randomState();
      const codeVerifier = oauth.randomPKCECodeVerifier();
      const at = now();
      await repository.insertFlow(
        db,
        {
          stateHash: sha256(state),
          userId: user.id,
          codeVerifier,
          expiresAt: new Date(at.getTime() + FLOW_MINUTES * 60_000),
        },
        at,
      );
      try {
        return await drive.authorizationUrl({
          state,
          codeChallenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
          redirectUri,
        });
      } catch (error) {
        throw unreachable(error);
      }
    },

    /** Google's redirect back: where to send the browser (the Drive page, saying how it went). */
    async callback(
      user: SessionUser | null,
      query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
    ): Promise<string> {
      if (!deps.drive || !deps.tokens) return drivePageLocation('failed');
      if (query.error) return drivePageLocation('refused');
      if (!user || !query.code || !query.state) return drivePageLocation('failed');
      const flow = await repository.takeFlow(db, sha256(query.state), now());
      // Only the student who started the consent may finish it.
      if (!flow || flow.userId !== user.id) return drivePageLocation('failed');
      try {
        const tokens = await deps.drive.exchangeCode(
          { code: query.code, codeVerifier: flow.codeVerifier, redirectUri },
          now().getTime(),
        );
        await repository.saveConnection(db, {
          userId: user.id,
          encryptedTokens: deps.tokens.seal(tokens),
          scope: tokens.scope,
          now: now(),
        });
        return drivePageLocation('connected');
      } catch (error) {
        deps.log.warn({ err: error }, 'Google Drive: the code exchange failed');
        return drivePageLocation('failed');
      }
    },

    async files(user: SessionUser, pageToken?: string): Promise<{ files: DriveFile[]; nextPageToken: string | null }> {
      const listed = await withDrive(user, (drive, token) => drive.listPdfs(token, pageToken));
      const imported = new Map((await repository.imports(db, user.id)).map((row) => [row.driveFileId, row]));
      return {
        files: listed.files.map((file) => {
          const earlier = imported.get(file.id);
          return {
            id: file.id,
            name: file.name,
            size: file.size,
            modifiedTime: file.modifiedTime,
            imported: earlier !== undefined,
            changed: earlier !== undefined && earlier.revision !== revisionOf(file),
          };
        }),
        nextPageToken: listed.nextPageToken,
      };
    },

    async importFiles(user: SessionUser, fileIds: string[]): Promise<Omit<DriveImportReply, 'success'>> {
      const results = await withDrive(user, async (drive, token) => {
        const out: DriveImportResult[] = [];
        for (const fileId of [...new Set(fileIds)]) out.push(await importOne(user, drive, token, fileId));
        return out;
      });
      return { results, message: summary(results) };
    },

    /** Re-imports every imported file whose Drive version changed; unchanged ones are left alone. */
    async sync(user: SessionUser): Promise<Omit<DriveImportReply, 'success'>> {
      const earlier = await repository.imports(db, user.id);
      const results = await withDrive(user, async (drive, token) => {
        const out: DriveImportResult[] = [];
        for (const row of earlier) {
          const result = await importOne(user, drive, token, row.driveFileId);
          if (result.message !== driveMessages.unchanged) out.push(result);
        }
        return out;
      });
      return { results, message: results.length === 0 ? driveMessages.nothingToSync : summary(results) };
    },

    /** One tap: revoke at Google (best effort), then forget the tokens. Imported PDFs stay. */
    async disconnect(user: SessionUser): Promise<void> {
      const row = await repository.connection(db, user.id);
      if (!row) return;
      const held = deps.tokens?.open(row.encryptedTokens);
      const token = held?.refreshToken ?? held?.accessToken;
      if (token && deps.drive) await deps.drive.revoke(token).catch(() => {});
      await repository.deleteConnection(db, user.id);
    },
  };
}

export type GoogleDriveService = ReturnType<typeof createGoogleDriveService>;
