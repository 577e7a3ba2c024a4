/**
 * Google Drive import: a separate consent for the read-only Drive scope (PKCE; the state is tied
 * to the signed-in student who asked, so a redirect cannot connect someone else's account),
 * browsing Drive's folders, imports and syncs as jobs (decision 065: each file through the same
 * checks as an upload, in the notes module's PDF service; a sync re-imports what changed, keeping
 * the copy's id) and disconnect (revoke at Google, then forget).
 */
import crypto from 'node:crypto';
import {
  DRIVE_FOLDER_DEPTH,
  DRIVE_IMPORT_MAX_FILES,
  DRIVE_ROOT,
  type DriveFilesReply,
  type DriveImport,
  driveApiPaths,
  driveMessages,
} from '@medsutra/contract/google-drive/api';
import { notesMessages, type UserPdf } from '@medsutra/contract/notes/api';
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
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/errors.ts';
import { sha256Hex } from '../../lib/hash.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import type { PdfService } from '../notes/pdf-service.ts';
import type {
  DriveImportJobFileInput,
  DriveImportJobFileRow,
  DriveImportJobRow,
  GoogleDriveRepository,
} from './repository.ts';
import type { TokenBox } from './token-box.ts';

const FLOW_MINUTES = 10;
/** Refresh a little before Google's expiry, so a token never dies mid-download. */
const REFRESH_MARGIN_MS = 60_000;

const revisionOf = (meta: DriveFileMeta) => meta.md5Checksum ?? meta.modifiedTime ?? '';

export const DRIVE_JOBS = { import: 'drive-import' } as const;
export interface DriveImportJobData {
  importId: string;
}

/** A replaced PDF the student has deleted here since: it is imported as a new one instead. */
const notFoundAsNull = (error: unknown): null => {
  if (error instanceof AppError && error.statusCode === 404) return null;
  throw error;
};

const drivePageLocation = (outcome: 'connected' | 'refused' | 'failed') =>
  `${paths.googleDriveImport}?drive=${outcome}`;

export function createGoogleDriveService(deps: {
  /** Null when Google is not configured on this server. */
  drive: GoogleDrive | null;
  tokens: TokenBox | null;
  db: Database;
  repository: GoogleDriveRepository;
  pdfs: PdfService;
  jobs: Pick<JobQueue, 'send' | 'whenReady'>;
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
  async function accessToken(userId: string): Promise<string> {
    const { drive, tokens } = configured();
    const row = await repository.connection(db, userId);
    if (!row) throw new AppError('conflict', driveMessages.notConnected, { details: { error: 'drive_not_connected' } });
    const held = tokens.open(row.encryptedTokens);
    if (!held) return forget(userId, driveMessages.reconnect);
    if (held.expiresAt - REFRESH_MARGIN_MS > now().getTime()) return held.accessToken;
    if (!held.refreshToken) return forget(userId, driveMessages.reconnect);
    try {
      const fresh: DriveTokens = await drive.refresh(held.refreshToken, now().getTime());
      await repository.updateTokens(db, userId, tokens.seal(fresh), now());
      return fresh.accessToken;
    } catch (error) {
      if (error instanceof DriveAuthError) return forget(userId, driveMessages.reconnect);
      throw unreachable(error);
    }
  }

  /** Google no longer honours the connection: drop it and ask the student to connect again. */
  async function forget(userId: string, message: string): Promise<never> {
    await repository.deleteConnection(db, userId);
    throw new AppError('conflict', message, { details: { error: 'drive_not_connected' } });
  }

  function unreachable(error: unknown): AppError {
    deps.log.warn({ err: error }, 'Google Drive call failed');
    return new AppError('unavailable', driveMessages.driveUnreachable);
  }

  /** Runs a Drive call with a live token; a refused token means connecting again (AppError 409). */
  async function driveCall<T>(userId: string, work: (drive: GoogleDrive, token: string) => Promise<T>): Promise<T> {
    const token = await accessToken(userId);
    try {
      return await work(configured().drive, token);
    } catch (error) {
      if (error instanceof DriveAuthError) return forget(userId, driveMessages.reconnect);
      throw error;
    }
  }

  /** The files a job will work, found once: picked PDFs, and the PDFs in picked folders (to the depth cap). */
  async function findJobFiles(
    job: DriveImportJobRow,
  ): Promise<{ files: DriveImportJobFileInput[]; note: string | null }> {
    const found = new Map<string, DriveImportJobFileInput>();
    const queue = (file: DriveImportJobFileInput) => {
      if (!found.has(file.driveFileId)) found.set(file.driveFileId, file);
    };
    const pdfCount = () => [...found.values()].filter((file) => file.status === 'queued').length;
    if (job.kind === 'sync') {
      for (const row of await repository.imports(db, job.userId)) {
        queue({ driveFileId: row.driveFileId, name: row.name, folderPath: '', status: 'queued', reason: null });
      }
      return { files: [...found.values()], note: found.size === 0 ? driveMessages.nothingToSync : null };
    }
    let capped = false;
    for (const fileId of job.request.fileIds) {
      try {
        const meta = await driveCall(job.userId, (drive, token) => drive.metadata(token, fileId));
        queue({ driveFileId: fileId, name: meta.name, folderPath: '', status: 'queued', reason: null });
      } catch (error) {
        if (!(error instanceof DriveNotFoundError)) throw error;
        queue({
          driveFileId: fileId,
          name: fileId,
          folderPath: '',
          status: 'skipped',
          reason: driveMessages.fileNotFound,
        });
      }
    }
    const visited = new Set<string>();
    // Depth first, the picked folder at depth 0; a folder reached twice (Drive allows two parents) is listed once.
    async function walk(folderId: string, path: string, depth: number): Promise<void> {
      if (visited.has(folderId) || capped) return;
      visited.add(folderId);
      const subfolders: { id: string; name: string }[] = [];
      let pageToken: string | undefined;
      do {
        const page = await driveCall(job.userId, (drive, token) => drive.listFolder(token, folderId, pageToken));
        for (const file of page.files) {
          if (found.has(file.id)) continue;
          if (pdfCount() >= DRIVE_IMPORT_MAX_FILES) {
            capped = true;
            return;
          }
          queue({ driveFileId: file.id, name: file.name, folderPath: path, status: 'queued', reason: null });
        }
        subfolders.push(...page.folders);
        pageToken = page.nextPageToken ?? undefined;
      } while (pageToken);
      if (depth >= DRIVE_FOLDER_DEPTH) return;
      for (const sub of subfolders) await walk(sub.id, `${path} / ${sub.name}`, depth + 1);
    }
    for (const folderId of job.request.folderIds) {
      let name: string;
      try {
        name = (await driveCall(job.userId, (drive, token) => drive.folder(token, folderId))).name;
      } catch (error) {
        if (!(error instanceof DriveNotFoundError)) throw error;
        queue({
          driveFileId: folderId,
          name: folderId,
          folderPath: '',
          status: 'skipped',
          reason: driveMessages.folderNotFound,
        });
        continue;
      }
      await walk(folderId, name, 0);
    }
    return { files: [...found.values()], note: capped ? driveMessages.overCap : null };
  }

  /**
   * One file of a job: imported (or, when Drive has a newer version than the copy here, its copy
   * replaced, keeping its id), or skipped with the reason. The import record and the file's
   * outcome are written together, so a retry never works a settled file again; a retry after the
   * upload but before that write uploads the same bytes, which answer the same PDF.
   */
  async function importJobFile(job: DriveImportJobRow, file: DriveImportJobFileRow): Promise<void> {
    const skip = (reason: string, pdfId: string | null = null, name?: string) =>
      repository.settleJobFile(
        db,
        job.id,
        file.driveFileId,
        { status: 'skipped', reason, pdfId, ...(name ? { name } : {}) },
        now(),
      );
    let meta: DriveFileMeta;
    try {
      meta = await driveCall(job.userId, (drive, token) => drive.metadata(token, file.driveFileId));
    } catch (error) {
      if (error instanceof DriveNotFoundError) {
        return skip(job.kind === 'sync' ? driveMessages.deletedInDrive : driveMessages.fileNotFound);
      }
      throw error;
    }
    const tooLarge = notesMessages.pdfTooLarge(Math.floor(deps.pdfMaxBytes / (1024 * 1024)));
    if (meta.size !== null && meta.size > deps.pdfMaxBytes) return skip(tooLarge, null, meta.name);
    const earlier = await repository.findImport(db, job.userId, file.driveFileId);
    if (earlier && earlier.revision === revisionOf(meta))
      return skip(driveMessages.unchanged, earlier.pdfId, meta.name);
    let bytes: Buffer;
    try {
      bytes = await driveCall(job.userId, (drive, token) => drive.download(token, file.driveFileId, deps.pdfMaxBytes));
    } catch (error) {
      if (error instanceof DriveTooLargeError) return skip(tooLarge, null, meta.name);
      if (error instanceof DriveNotFoundError) return skip(driveMessages.fileNotFound, null, meta.name);
      throw error;
    }
    const owner = { id: job.userId };
    let pdf: UserPdf;
    let reason: string;
    try {
      // The same checks as an upload: the content, not the name, says whether it is a PDF.
      const replaced = earlier ? await deps.pdfs.replace(owner, earlier.pdfId, { bytes }).catch(notFoundAsNull) : null;
      pdf = replaced ?? (await deps.pdfs.upload(owner, { filename: meta.name, bytes }));
      reason = replaced ? driveMessages.reimported(pdf.pageCount) : driveMessages.imported(pdf.pageCount);
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) return skip(error.message, null, meta.name);
      throw error;
    }
    await db.transaction(async (tx) => {
      await repository.saveImport(tx, {
        userId: job.userId,
        driveFileId: file.driveFileId,
        pdfId: pdf.id,
        name: meta.name,
        revision: revisionOf(meta),
        fileSize: bytes.length,
        importedAt: now(),
      });
      await repository.settleJobFile(
        tx,
        job.id,
        file.driveFileId,
        { status: 'imported', reason, pdfId: pdf.id, name: meta.name },
        now(),
      );
    });
  }

  function toImport(job: DriveImportJobRow, files: DriveImportJobFileRow[]): DriveImport {
    const counts = { queued: 0, imported: 0, skipped: 0, failed: 0 };
    for (const file of files) counts[file.status]++;
    return {
      id: job.id,
      kind: job.kind,
      status: job.status,
      total: files.length,
      counts,
      files: files.map((file) => ({
        fileId: file.driveFileId,
        name: file.name,
        folderPath: file.folderPath,
        status: file.status,
        reason: file.reason,
        pdfId: file.pdfId,
      })),
      note: job.note,
      createdAt: job.createdAt.toISOString(),
      finishedAt: job.finishedAt?.toISOString() ?? null,
    };
  }

  /** Creates the job's row and its queue job together, and answers its id at once. */
  async function queueJob(user: SessionUser, kind: 'import' | 'sync', request: DriveImportJobRow['request']) {
    configured();
    if (!(await repository.connection(db, user.id))) {
      throw new AppError('conflict', driveMessages.notConnected, { details: { error: 'drive_not_connected' } });
    }
    await deps.jobs.whenReady();
    const id = crypto.randomUUID();
    await db.transaction(async (tx) => {
      await repository.insertJob(tx, { id, userId: user.id, kind, status: 'queued', request, createdAt: now() });
      await deps.jobs.send<DriveImportJobData>(DRIVE_JOBS.import, { importId: id }, { tx });
    });
    return { importId: id, message: kind === 'sync' ? driveMessages.syncQueued : driveMessages.importQueued };
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
          stateHash: sha256Hex(state),
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
      const flow = await repository.takeFlow(db, sha256Hex(query.state), now());
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

    /** One page of a folder (My Drive's top level by default): subfolders, then PDFs, each marked if imported. */
    async files(
      user: SessionUser,
      folderId = DRIVE_ROOT,
      pageToken?: string,
    ): Promise<Omit<DriveFilesReply, 'success'>> {
      const listed = await driveCall(user.id, (drive, token) => drive.listFolder(token, folderId, pageToken)).catch(
        (error: unknown) => {
          if (error instanceof DriveNotFoundError) throw new AppError('notFound', driveMessages.folderNotFound);
          throw error instanceof AppError ? error : unreachable(error);
        },
      );
      const imported = new Map((await repository.imports(db, user.id)).map((row) => [row.driveFileId, row]));
      return {
        folders: listed.folders,
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

    /** Queues an import of the picked files and folders (202); the job does the work. */
    startImport(user: SessionUser, request: { fileIds: string[]; folderIds: string[] }) {
      return queueJob(user, 'import', {
        fileIds: [...new Set(request.fileIds)],
        folderIds: [...new Set(request.folderIds)],
      });
    },

    /** Queues a sync: every file imported before is looked at again, and what changed is re-imported. */
    startSync(user: SessionUser) {
      return queueJob(user, 'sync', { fileIds: [], folderIds: [] });
    },

    /** The student's own import and its files; another student's id is 404. */
    async importStatus(user: SessionUser, id: string): Promise<DriveImport> {
      const job = /^[0-9a-f-]{36}$/i.test(id) ? await repository.jobOf(db, user.id, id) : null;
      if (!job) throw new AppError('notFound', driveMessages.importNotFound);
      return toImport(job, await repository.jobFiles(db, job.id));
    },

    /**
     * The `drive-import` job. Lists the picked folders once, then works every file still queued.
     * A Drive that does not answer throws, and the queue retries (settled files stay settled); on
     * the last attempt the files left are failed with the reason. A connection Google no longer
     * honours ends the job at once: no retry can mend it.
     */
    async runImportJob(data: DriveImportJobData, attempt: { retryCount: number; retryLimit: number }): Promise<void> {
      const job = await repository.job(db, data.importId);
      if (!job || job.status === 'done' || job.status === 'failed') return;
      const finish = async (status: 'done' | 'failed', reason?: string) => {
        if (reason) await repository.failQueuedFiles(db, job.id, reason, now());
        await repository.setJobStatus(db, job.id, status, now(), status === 'failed' ? reason : undefined);
      };
      try {
        if (job.status === 'queued') await repository.setJobStatus(db, job.id, 'running', null);
        if (!job.expandedAt) {
          const { files, note } = await findJobFiles(job);
          await db.transaction((tx) => repository.expandJob(tx, job, files, note, now()));
        }
        for (const file of await repository.jobFiles(db, job.id)) {
          if (file.status === 'queued') await importJobFile(job, file);
        }
        await finish('done');
      } catch (error) {
        if (error instanceof AppError && error.statusCode < 500) return finish('failed', error.message);
        if (attempt.retryCount >= attempt.retryLimit) {
          deps.log.warn({ err: error, importId: job.id }, 'a Google Drive import gave up');
          return finish('failed', driveMessages.gaveUp);
        }
        throw error;
      }
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
