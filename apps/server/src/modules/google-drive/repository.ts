/**
 * The Google Drive module's SQL: connections, consent flows, import records, and the import jobs
 * with their files, always by their owner.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import {
  driveConnectFlows,
  driveConnections,
  driveImportJobFiles,
  driveImportJobs,
  driveImports,
} from '../../db/schema.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

export type DriveConnectionRow = typeof driveConnections.$inferSelect;
export type DriveImportRow = typeof driveImports.$inferSelect;
export type DriveImportJobRow = typeof driveImportJobs.$inferSelect;
export type DriveImportJobFileRow = typeof driveImportJobFiles.$inferSelect;
export type DriveImportJobFileInput = Pick<
  DriveImportJobFileRow,
  'driveFileId' | 'name' | 'folderPath' | 'status' | 'reason'
>;

export function createGoogleDriveRepository() {
  return {
    exportPersonalRows,
    erasePersonalRows,
    async insertFlow(exec: DbExecutor, row: typeof driveConnectFlows.$inferInsert, now: Date): Promise<void> {
      await exec.delete(driveConnectFlows).where(lt(driveConnectFlows.expiresAt, now));
      await exec.insert(driveConnectFlows).values(row);
    },

    /** The flow for this state, used once: it is deleted as it is read. Null when unknown or expired. */
    async takeFlow(
      exec: DbExecutor,
      stateHash: string,
      now: Date,
    ): Promise<{ userId: string; codeVerifier: string } | null> {
      const [row] = await exec.delete(driveConnectFlows).where(eq(driveConnectFlows.stateHash, stateHash)).returning();
      return row && row.expiresAt > now ? { userId: row.userId, codeVerifier: row.codeVerifier } : null;
    },

    async connection(exec: DbExecutor, userId: string): Promise<DriveConnectionRow | null> {
      const [row] = await exec.select().from(driveConnections).where(eq(driveConnections.userId, userId)).limit(1);
      return row ?? null;
    },

    async saveConnection(
      exec: DbExecutor,
      input: { userId: string; encryptedTokens: string; scope: string; now: Date },
    ): Promise<void> {
      await exec
        .insert(driveConnections)
        .values({ ...input, connectedAt: input.now, updatedAt: input.now })
        .onConflictDoUpdate({
          target: driveConnections.userId,
          set: { encryptedTokens: input.encryptedTokens, scope: input.scope, updatedAt: input.now },
        });
    },

    async updateTokens(exec: DbExecutor, userId: string, encryptedTokens: string, now: Date): Promise<void> {
      await exec
        .update(driveConnections)
        .set({ encryptedTokens, updatedAt: now })
        .where(eq(driveConnections.userId, userId));
    },

    async deleteConnection(exec: DbExecutor, userId: string): Promise<void> {
      await exec.delete(driveConnections).where(eq(driveConnections.userId, userId));
    },

    async imports(exec: DbExecutor, userId: string): Promise<DriveImportRow[]> {
      return exec.select().from(driveImports).where(eq(driveImports.userId, userId));
    },

    async findImport(exec: DbExecutor, userId: string, driveFileId: string): Promise<DriveImportRow | null> {
      const [row] = await exec
        .select()
        .from(driveImports)
        .where(and(eq(driveImports.userId, userId), eq(driveImports.driveFileId, driveFileId)))
        .limit(1);
      return row ?? null;
    },

    async saveImport(exec: DbExecutor, row: DriveImportRow): Promise<void> {
      await exec
        .insert(driveImports)
        .values(row)
        .onConflictDoUpdate({
          target: [driveImports.userId, driveImports.driveFileId],
          set: {
            pdfId: row.pdfId,
            name: row.name,
            revision: row.revision,
            fileSize: row.fileSize,
            importedAt: row.importedAt,
          },
        });
    },

    async insertJob(exec: DbExecutor, row: typeof driveImportJobs.$inferInsert): Promise<void> {
      await exec.insert(driveImportJobs).values(row);
    },

    async job(exec: DbExecutor, id: string): Promise<DriveImportJobRow | null> {
      const [row] = await exec.select().from(driveImportJobs).where(eq(driveImportJobs.id, id)).limit(1);
      return row ?? null;
    },

    /** The owner's job only: another student's id finds nothing. */
    async jobOf(exec: DbExecutor, userId: string, id: string): Promise<DriveImportJobRow | null> {
      const [row] = await exec
        .select()
        .from(driveImportJobs)
        .where(and(eq(driveImportJobs.id, id), eq(driveImportJobs.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async jobFiles(exec: DbExecutor, jobId: string): Promise<DriveImportJobFileRow[]> {
      return exec
        .select()
        .from(driveImportJobFiles)
        .where(eq(driveImportJobFiles.jobId, jobId))
        .orderBy(asc(driveImportJobFiles.position));
    },

    /** The job's files, found once: a second call (a retry) adds nothing and keeps the first list. */
    async expandJob(
      exec: DbExecutor,
      job: { id: string; userId: string },
      files: DriveImportJobFileInput[],
      note: string | null,
      now: Date,
    ): Promise<void> {
      if (files.length > 0) {
        await exec
          .insert(driveImportJobFiles)
          .values(
            files.map((file, position) => ({ ...file, jobId: job.id, userId: job.userId, position, updatedAt: now })),
          )
          .onConflictDoNothing();
      }
      await exec.update(driveImportJobs).set({ expandedAt: now, note }).where(eq(driveImportJobs.id, job.id));
    },

    async setJobStatus(
      exec: DbExecutor,
      id: string,
      status: DriveImportJobRow['status'],
      finishedAt: Date | null,
      note?: string,
    ): Promise<void> {
      await exec
        .update(driveImportJobs)
        .set({ status, finishedAt, ...(note === undefined ? {} : { note }) })
        .where(eq(driveImportJobs.id, id));
    },

    async settleJobFile(
      exec: DbExecutor,
      jobId: string,
      driveFileId: string,
      outcome: Pick<DriveImportJobFileRow, 'status' | 'reason' | 'pdfId'> & { name?: string },
      now: Date,
    ): Promise<void> {
      await exec
        .update(driveImportJobFiles)
        .set({ ...outcome, updatedAt: now })
        .where(and(eq(driveImportJobFiles.jobId, jobId), eq(driveImportJobFiles.driveFileId, driveFileId)));
    },

    /** Every file still queued is failed, with the reason (the job gave up). */
    async failQueuedFiles(exec: DbExecutor, jobId: string, reason: string, now: Date): Promise<void> {
      await exec
        .update(driveImportJobFiles)
        .set({ status: 'failed', reason, updatedAt: now })
        .where(and(eq(driveImportJobFiles.jobId, jobId), eq(driveImportJobFiles.status, 'queued')));
    },
  };
}

export type GoogleDriveRepository = ReturnType<typeof createGoogleDriveRepository>;

/** The subject's Drive connection (metadata only, never the tokens), pending connects and imports, for the export. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  return {
    drive_connections: await tx
      .select({
        scope: driveConnections.scope,
        connectedAt: driveConnections.connectedAt,
        updatedAt: driveConnections.updatedAt,
      })
      .from(driveConnections)
      .where(eq(driveConnections.userId, subject.id)),
    drive_connect_flows: await tx
      .select({ expiresAt: driveConnectFlows.expiresAt })
      .from(driveConnectFlows)
      .where(eq(driveConnectFlows.userId, subject.id)),
    drive_imports: await tx.select().from(driveImports).where(eq(driveImports.userId, subject.id)),
    drive_import_jobs: await tx.select().from(driveImportJobs).where(eq(driveImportJobs.userId, subject.id)),
    drive_import_job_files: await tx
      .select()
      .from(driveImportJobFiles)
      .where(eq(driveImportJobFiles.userId, subject.id)),
  };
}

/** Deletes all of it at erasure (the import jobs and their files too); it holds no files (imported PDFs are the notes module's). */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  await tx.delete(driveImportJobFiles).where(eq(driveImportJobFiles.userId, subject.id));
  await tx.delete(driveImportJobs).where(eq(driveImportJobs.userId, subject.id));
  await tx.delete(driveImports).where(eq(driveImports.userId, subject.id));
  await tx.delete(driveConnectFlows).where(eq(driveConnectFlows.userId, subject.id));
  await tx.delete(driveConnections).where(eq(driveConnections.userId, subject.id));
  return [];
}
