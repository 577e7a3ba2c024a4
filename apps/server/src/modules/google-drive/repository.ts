/** The Google Drive module's SQL: connections, consent flows and import records, always by their owner. */
import { and, eq, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { driveConnectFlows, driveConnections, driveImports } from '../../db/schema.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

export type DriveConnectionRow = typeof driveConnections.$inferSelect;
export type DriveImportRow = typeof driveImports.$inferSelect;

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
  };
}

/** Deletes all of it at erasure; it holds no files (imported PDFs are the notes module's). */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  await tx.delete(driveImports).where(eq(driveImports.userId, subject.id));
  await tx.delete(driveConnectFlows).where(eq(driveConnectFlows.userId, subject.id));
  await tx.delete(driveConnections).where(eq(driveConnections.userId, subject.id));
  return [];
}
