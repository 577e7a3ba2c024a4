/**
 * The account module's SQL: data exports, deletion requests and the audit trail. Every function
 * takes the handle it runs on (decision 061); the services open the transactions.
 */
import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/executor.ts';
import { accountAuditEvents, accountDeletions, dataExports } from '../../db/schema.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

export type DataExportRow = typeof dataExports.$inferSelect;
export type AccountDeletionRow = typeof accountDeletions.$inferSelect;
export type AuditAction = (typeof accountAuditEvents.$inferInsert)['action'];
export type AuditOutcome = (typeof accountAuditEvents.$inferInsert)['outcome'];

const pending = and(isNull(accountDeletions.cancelledAt), isNull(accountDeletions.erasedAt));

export function createAccountRepository() {
  return {
    async audit(
      tx: DbExecutor,
      row: { userId: string; action: AuditAction; outcome: AuditOutcome; detail?: string; now: Date },
    ) {
      await tx.insert(accountAuditEvents).values({
        userId: row.userId,
        action: row.action,
        outcome: row.outcome,
        detail: row.detail ?? null,
        createdAt: row.now,
      });
    },

    async insertExport(tx: DbExecutor, row: { id: string; userId: string; now: Date }) {
      await tx.insert(dataExports).values({ id: row.id, userId: row.userId, requestedAt: row.now });
    },

    async findExport(db: DbExecutor, id: string): Promise<DataExportRow | null> {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
      return row ?? null;
    },

    async findPreparingExport(db: DbExecutor, userId: string): Promise<DataExportRow | null> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'preparing')))
        .orderBy(desc(dataExports.requestedAt))
        .limit(1);
      return row ?? null;
    },

    async latestExport(db: DbExecutor, userId: string): Promise<DataExportRow | null> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.requestedAt))
        .limit(1);
      return row ?? null;
    },

    /** preparing → ready; false when another run finished it already. */
    async markExportReady(
      tx: DbExecutor,
      id: string,
      done: { fileKey: string; bytes: number; now: Date; expiresAt: Date },
    ): Promise<boolean> {
      const rows = await tx
        .update(dataExports)
        .set({
          status: 'ready',
          fileKey: done.fileKey,
          bytes: done.bytes,
          completedAt: done.now,
          expiresAt: done.expiresAt,
        })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')))
        .returning({ id: dataExports.id });
      return rows.length === 1;
    },

    async markExportFailed(tx: DbExecutor, id: string, now: Date): Promise<boolean> {
      const rows = await tx
        .update(dataExports)
        .set({ status: 'failed', completedAt: now })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')))
        .returning({ id: dataExports.id });
      return rows.length === 1;
    },

    /** Ready exports past their link's life that still have a file. */
    expiredExportFiles(db: DbExecutor, now: Date): Promise<{ id: string; fileKey: string | null }[]> {
      return db
        .select({ id: dataExports.id, fileKey: dataExports.fileKey })
        .from(dataExports)
        .where(and(lte(dataExports.expiresAt, now), sql`${dataExports.fileKey} is not null`));
    },

    async forgetExportFile(db: DbExecutor, id: string) {
      await db.update(dataExports).set({ fileKey: null }).where(eq(dataExports.id, id));
    },

    async pendingDeletion(db: DbExecutor, userId: string): Promise<AccountDeletionRow | null> {
      const [row] = await db
        .select()
        .from(accountDeletions)
        .where(and(eq(accountDeletions.userId, userId), pending))
        .limit(1);
      return row ?? null;
    },

    async insertDeletion(tx: DbExecutor, row: { userId: string; now: Date; scheduledFor: Date }) {
      await tx
        .insert(accountDeletions)
        .values({ userId: row.userId, requestedAt: row.now, scheduledFor: row.scheduledFor });
    },

    /** Cancels the pending request, if any; returns whether there was one. */
    async cancelDeletion(tx: DbExecutor, userId: string, by: 'request' | 'sign_in', now: Date): Promise<boolean> {
      const rows = await tx
        .update(accountDeletions)
        .set({ cancelledAt: now, cancelledBy: by })
        .where(and(eq(accountDeletions.userId, userId), pending))
        .returning({ id: accountDeletions.id });
      return rows.length > 0;
    },

    dueDeletions(db: DbExecutor, now: Date, limit: number): Promise<AccountDeletionRow[]> {
      return db
        .select()
        .from(accountDeletions)
        .where(and(pending, lte(accountDeletions.scheduledFor, now)))
        .orderBy(asc(accountDeletions.scheduledFor))
        .limit(limit);
    },

    /** The request, locked, while it is still pending and due; null when cancelled or erased meanwhile. */
    async claimDueDeletion(tx: DbTransaction, id: string, now: Date): Promise<AccountDeletionRow | null> {
      const [row] = await tx
        .select()
        .from(accountDeletions)
        .where(and(eq(accountDeletions.id, id), pending, lte(accountDeletions.scheduledFor, now)))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async markErased(tx: DbExecutor, id: string, now: Date) {
      await tx.update(accountDeletions).set({ erasedAt: now }).where(eq(accountDeletions.id, id));
    },

    /** The subject's exports, deletion requests and audit trail, for the export. */
    async exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
      const [exports, deletions, audit] = await Promise.all([
        tx.select().from(dataExports).where(eq(dataExports.userId, subject.id)),
        tx.select().from(accountDeletions).where(eq(accountDeletions.userId, subject.id)),
        tx.select().from(accountAuditEvents).where(eq(accountAuditEvents.userId, subject.id)),
      ]);
      return { data_exports: exports, account_deletions: deletions, account_audit_events: audit };
    },

    /** Deletes the subject's exports at erasure (the record of what was asked and done stays); returns their files. */
    async erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
      const removed = await tx
        .delete(dataExports)
        .where(eq(dataExports.userId, subject.id))
        .returning({ fileKey: dataExports.fileKey });
      return removed.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
