/**
 * "Download my data": a background job gathers every source's rows in one snapshot, writes them as
 * JSON files in a ZIP (fflate) to the file store, and the owner alone downloads it for 7 days.
 */
import crypto from 'node:crypto';
import {
  ACCOUNT_DATA_RULES,
  accountDataMessages,
  type DataExport,
  exportDownloadPath,
} from '@medsutra/contract/account/data';
import type { FastifyBaseLogger } from 'fastify';
import { zipSync } from 'fflate';
import type { FileStore, StoredFile } from '../../adapters/files/file-store.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { FindSubject, PersonalDataSource } from '../../lib/personal-data.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import { type AccountRepository, createAccountRepository, type DataExportRow } from './repository.ts';

export const ACCOUNT_JOBS = {
  export: 'account-export',
  /** Export jobs that failed every attempt: marked failed here. */
  exportFailed: 'account-export-failed',
  /** Periodic: erases accounts whose deletion is due and removes expired export files. */
  sweep: 'account-data-sweep',
} as const;

export interface ExportJobData {
  exportId: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const exportFileKey = (id: string) => `exports/${id}.zip`;

export interface ExportServiceDeps {
  db: Database;
  repository?: AccountRepository;
  sources: PersonalDataSource[];
  /** The account's id and current email (the auth module's). */
  findSubject: FindSubject;
  jobs: JobQueue;
  files: FileStore;
  now: () => Date;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/** The ZIP's files: one JSON file per table, and a README saying what they are. */
function buildExportZip(tables: Record<string, unknown[]>, meta: { userId: string; generatedAt: Date }): Uint8Array {
  const entries: Record<string, Uint8Array> = {
    'README.txt': new TextEncoder().encode(
      [
        'Your MedSutra data, exported under the Digital Personal Data Protection Act 2023.',
        'Each JSON file holds the rows of one table that names you. Passwords and sign-in tokens',
        'are never exported: tokens appear as metadata (when made, when used, when they expire).',
        '',
      ].join('\n'),
    ),
    'manifest.json': json({
      userId: meta.userId,
      generatedAt: meta.generatedAt.toISOString(),
      files: Object.keys(tables)
        .sort()
        .map((table) => ({ file: `${table}.json`, rows: tables[table]?.length ?? 0 })),
    }),
  };
  for (const [table, rows] of Object.entries(tables)) entries[`${table}.json`] = json(rows);
  return zipSync(entries, { level: 6, mtime: meta.generatedAt });
}

export function createExportService(deps: ExportServiceDeps) {
  const { db, sources, findSubject, jobs, files, now, logger } = deps;
  const repository = deps.repository ?? createAccountRepository();

  function toReply(row: DataExportRow): DataExport {
    const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now();
    return {
      exportId: row.id,
      status: expired ? 'expired' : row.status,
      requestedAt: row.requestedAt.toISOString(),
      downloadUrl: row.status === 'ready' && !expired ? exportDownloadPath(row.id) : null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      bytes: row.bytes,
    };
  }

  /** The owner's export; another user gets the same 404 as a missing one (no probing for ids). */
  async function ownExport(user: SessionUser, exportId: string): Promise<DataExportRow> {
    const row = await repository.findExport(db, exportId);
    if (!row || row.userId !== user.id) throw notFound(accountDataMessages.exportNotFound);
    return row;
  }

  return {
    /** Starts an export, or returns the one already being prepared. */
    async start(user: SessionUser): Promise<string> {
      const running = await repository.findPreparingExport(db, user.id);
      if (running) return running.id;
      const exportId = crypto.randomUUID();
      await jobs.whenReady();
      await db.transaction(async (tx) => {
        const at = now();
        await repository.insertExport(tx, { id: exportId, userId: user.id, now: at });
        await jobs.send<ExportJobData>(ACCOUNT_JOBS.export, { exportId }, { tx });
        await repository.audit(tx, { userId: user.id, action: 'export_requested', outcome: 'ok', now: at });
      });
      return exportId;
    },

    async status(user: SessionUser, exportId: string): Promise<DataExport> {
      return toReply(await ownExport(user, exportId));
    },

    async latest(user: SessionUser): Promise<DataExport | null> {
      const row = await repository.latestExport(db, user.id);
      return row ? toReply(row) : null;
    },

    async download(user: SessionUser, exportId: string): Promise<{ file: StoredFile; fileName: string }> {
      const row = await ownExport(user, exportId);
      const reply = toReply(row);
      if (reply.status === 'expired') throw new AppError('notFound', accountDataMessages.exportExpired);
      if (reply.status !== 'ready' || !row.fileKey) throw new AppError('conflict', accountDataMessages.exportNotReady);
      const file = await files.get(row.fileKey);
      if (!file) throw new AppError('notFound', accountDataMessages.exportExpired);
      await db.transaction((tx) =>
        repository.audit(tx, { userId: user.id, action: 'export_downloaded', outcome: 'ok', now: now() }),
      );
      const day = row.requestedAt.toISOString().slice(0, 10);
      return { file, fileName: `medsutra-data-${day}.zip` };
    },

    /** The job: safe to run twice (a finished export is left alone; the file is rewritten whole). */
    async runExportJob(data: ExportJobData): Promise<void> {
      const row = await repository.findExport(db, data.exportId);
      if (row?.status !== 'preparing') return;
      // One transaction: every file describes the same moment.
      const tables = await db.transaction(async (tx) => {
        const subject = await findSubject(tx, row.userId);
        if (!subject) return {};
        const all: Record<string, unknown[]> = {};
        for (const source of sources) Object.assign(all, await source.exportRows(tx, subject));
        return all;
      });
      const at = now();
      const zip = buildExportZip(tables, { userId: row.userId, generatedAt: at });
      const fileKey = exportFileKey(row.id);
      await files.put(fileKey, Buffer.from(zip));
      await db.transaction(async (tx) => {
        const done = await repository.markExportReady(tx, row.id, {
          fileKey,
          bytes: zip.byteLength,
          now: at,
          expiresAt: new Date(at.getTime() + ACCOUNT_DATA_RULES.exportLinkDays * DAY_MS),
        });
        if (done)
          await repository.audit(tx, { userId: row.userId, action: 'export_completed', outcome: 'ok', now: at });
      });
      logger.info({ exportId: row.id, bytes: zip.byteLength }, 'data export ready');
    },

    async runExportFailedJob(data: ExportJobData): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repository.findExport(tx, data.exportId);
        if (!row) return;
        if (await repository.markExportFailed(tx, row.id, now())) {
          await repository.audit(tx, { userId: row.userId, action: 'export_completed', outcome: 'failed', now: now() });
        }
      });
    },

    /** Removes the files of exports whose link has expired (the row stays, as the record). */
    async removeExpiredExports(): Promise<number> {
      const expired = await repository.expiredExportFiles(db, now());
      for (const row of expired) {
        if (row.fileKey) await files.delete(row.fileKey);
        await repository.forgetExportFile(db, row.id);
      }
      return expired.length;
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
