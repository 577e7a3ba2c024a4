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
