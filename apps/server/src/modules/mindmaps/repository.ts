/** The mindmap module's SQL. Status changes are guarded so that a job run twice changes nothing twice. */
import type { Grounding } from '@medsutra/contract/library/api';
import type { MindmapSource, MindmapTree } from '@medsutra/contract/mindmaps/api';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/executor.ts';
import { mindmaps } from '../../db/schema.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

export type MindmapRow = typeof mindmaps.$inferSelect;

/** The columns a list needs (never the tree, which can be large). */
const summaryColumns = {
  id: mindmaps.id,
  userId: mindmaps.userId,
  topic: mindmaps.topic,
  status: mindmaps.status,
  source: mindmaps.source,
  failureReason: mindmaps.failureReason,
  grounding: mindmaps.grounding,
  pdfFileKey: mindmaps.pdfFileKey,
  sharedAt: mindmaps.sharedAt,
  createdAt: mindmaps.createdAt,
};
export type MindmapSummaryRow = Pick<MindmapRow, keyof typeof summaryColumns>;

const UNFINISHED = ['queued', 'generating'] as const;

export function createMindmapRepository() {
  return {
    exportPersonalRows,
    erasePersonalRows,
    async insertQueued(
      tx: DbExecutor,
      row: { id: string; userId: string; topic: string; coinsSpent: number; xpAwarded: number; now: Date },
    ) {
      await tx.insert(mindmaps).values({
        id: row.id,
        userId: row.userId,
        topic: row.topic,
        coinsSpent: row.coinsSpent,
        xpAwarded: row.xpAwarded,
        createdAt: row.now,
        updatedAt: row.now,
      });
    },

    async find(tx: DbExecutor, id: string): Promise<MindmapRow | null> {
      const [row] = await tx.select().from(mindmaps).where(eq(mindmaps.id, id)).limit(1);
      return row ?? null;
    },

    /** What a Medstagram post shows of each mindmap (absent ids are simply missing). */
    cardsOf(exec: DbExecutor, ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return exec
        .select({
          id: mindmaps.id,
          topic: mindmaps.topic,
          source: mindmaps.source,
          grounding: mindmaps.grounding,
          tree: mindmaps.tree,
        })
        .from(mindmaps)
        .where(inArray(mindmaps.id, ids));
    },

    /** The row, locked until the transaction ends (sharing takes it so two shares queue up). */
    async findForUpdate(tx: DbTransaction, id: string): Promise<MindmapRow | null> {
      const [row] = await tx.select().from(mindmaps).where(eq(mindmaps.id, id)).for('update').limit(1);
      return row ?? null;
    },

    listByUser(exec: DbExecutor, userId: string, limit: number): Promise<MindmapSummaryRow[]> {
      return exec
        .select(summaryColumns)
        .from(mindmaps)
        .where(eq(mindmaps.userId, userId))
        .orderBy(desc(mindmaps.createdAt), desc(mindmaps.id))
        .limit(limit);
    },

    /** queued → generating; false when the job has finished already (a repeated run). */
    async markGenerating(exec: DbExecutor, id: string, now: Date): Promise<boolean> {
      const rows = await exec
        .update(mindmaps)
        .set({ status: 'generating', updatedAt: now })
        .where(and(eq(mindmaps.id, id), inArray(mindmaps.status, UNFINISHED)))
        .returning({ id: mindmaps.id });
      return rows.length === 1;
    },

    async markReady(
      tx: DbTransaction,
      id: string,
      result: {
        tree: MindmapTree;
        source: MindmapSource;
        model: string;
        grounding: Grounding | null;
        references: string[];
        now: Date;
      },
    ): Promise<boolean> {
      const rows = await tx
        .update(mindmaps)
        .set({
          status: 'ready',
          tree: result.tree,
          source: result.source,
          model: result.model,
          grounding: result.grounding,
          references: result.references,
          updatedAt: result.now,
        })
        .where(and(eq(mindmaps.id, id), inArray(mindmaps.status, UNFINISHED)))
        .returning({ id: mindmaps.id });
      return rows.length === 1;
    },

    /** → failed, once; the row tells the caller whom to refund. */
    async markFailed(tx: DbTransaction, id: string, reason: string, now: Date) {
      const [row] = await tx
        .update(mindmaps)
        .set({ status: 'failed', failureReason: reason, refundedAt: now, updatedAt: now })
        .where(and(eq(mindmaps.id, id), inArray(mindmaps.status, UNFINISHED), isNull(mindmaps.refundedAt)))
        .returning({ id: mindmaps.id, userId: mindmaps.userId });
      return row ?? null;
    },

    async setPdf(exec: DbExecutor, id: string, file: { key: string; bytes: number; now: Date }) {
      await exec
        .update(mindmaps)
        .set({ pdfFileKey: file.key, pdfBytes: file.bytes, updatedAt: file.now })
        .where(eq(mindmaps.id, id));
    },

    /** Marks it shared, once; false when it was shared already. */
    async markShared(tx: DbTransaction, id: string, now: Date): Promise<boolean> {
      const rows = await tx
        .update(mindmaps)
        .set({ sharedAt: now, updatedAt: sql`${mindmaps.updatedAt}` })
        .where(and(eq(mindmaps.id, id), isNull(mindmaps.sharedAt)))
        .returning({ id: mindmaps.id });
      return rows.length === 1;
    },
  };
}
export type MindmapRepository = ReturnType<typeof createMindmapRepository>;

/** The subject's mindmaps, with their trees, for the export. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  return { mindmaps: await tx.select().from(mindmaps).where(eq(mindmaps.userId, subject.id)) };
}

/** Deletes the subject's mindmaps at erasure; returns their PDFs' file keys. */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  const removed = await tx
    .delete(mindmaps)
    .where(eq(mindmaps.userId, subject.id))
    .returning({ pdfFileKey: mindmaps.pdfFileKey });
  return removed.flatMap((row) => (row.pdfFileKey ? [row.pdfFileKey] : []));
}
