/** The AI-tool runs' SQL. Status changes are guarded so a job run twice changes nothing twice. */
import { and, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/executor.ts';
import { aiToolRuns } from '../../db/schema.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

export type ToolRunRow = typeof aiToolRuns.$inferSelect;
export type NewToolRun = typeof aiToolRuns.$inferInsert;

export function createToolRepository() {
  return {
    exportPersonalRows,
    erasePersonalRows,
    async insert(tx: DbExecutor, row: NewToolRun): Promise<void> {
      await tx.insert(aiToolRuns).values(row);
    },

    async find(tx: DbExecutor, id: string): Promise<ToolRunRow | null> {
      const [row] = await tx.select().from(aiToolRuns).where(eq(aiToolRuns.id, id)).limit(1);
      return row ?? null;
    },

    /** The run, locked until the transaction ends: two actions on one case queue up. */
    async findForUpdate(tx: DbTransaction, id: string): Promise<ToolRunRow | null> {
      const [row] = await tx.select().from(aiToolRuns).where(eq(aiToolRuns.id, id)).for('update').limit(1);
      return row ?? null;
    },

    async update(
      tx: DbExecutor,
      id: string,
      change: Partial<Pick<ToolRunRow, 'status' | 'output' | 'state' | 'score' | 'title'>> & { now: Date },
    ): Promise<void> {
      const { now, ...fields } = change;
      await tx
        .update(aiToolRuns)
        .set({ ...fields, updatedAt: now })
        .where(eq(aiToolRuns.id, id));
    },

    async setXpAwarded(tx: DbExecutor, id: string, xp: number): Promise<void> {
      await tx.update(aiToolRuns).set({ xpAwarded: xp }).where(eq(aiToolRuns.id, id));
    },

    /** → failed and marked refunded, once: returns the run only the first time. */
    async markFailedOnce(tx: DbExecutor, id: string, reason: string, now: Date): Promise<ToolRunRow | null> {
      const [row] = await tx
        .update(aiToolRuns)
        .set({ status: 'failed', failureReason: reason, refundedAt: now, updatedAt: now })
        .where(and(eq(aiToolRuns.id, id), isNull(aiToolRuns.refundedAt)))
        .returning();
      return row ?? null;
    },

    /** Runs of these tools still `running` since before `before`: charged, then never answered. */
    async staleRunning(
      exec: DbExecutor,
      toolIds: readonly string[],
      before: Date,
      limit: number,
    ): Promise<ToolRunRow[]> {
      if (toolIds.length === 0) return [];
      return exec
        .select()
        .from(aiToolRuns)
        .where(
          and(
            inArray(aiToolRuns.toolId, [...toolIds]),
            eq(aiToolRuns.status, 'running'),
            isNull(aiToolRuns.refundedAt),
            lt(aiToolRuns.updatedAt, before),
          ),
        )
        .orderBy(aiToolRuns.updatedAt)
        .limit(limit);
    },

    async listByUser(exec: DbExecutor, userId: string, toolId: string, limit: number): Promise<ToolRunRow[]> {
      return exec
        .select()
        .from(aiToolRuns)
        .where(and(eq(aiToolRuns.userId, userId), eq(aiToolRuns.toolId, toolId)))
        .orderBy(desc(aiToolRuns.createdAt), desc(aiToolRuns.id))
        .limit(limit);
    },

    /** The library cases this user has already been given by a tool, most recent first. */
    async recentCaseIds(exec: DbExecutor, userId: string, toolId: string, limit: number): Promise<string[]> {
      const rows = await exec
        .select({ state: aiToolRuns.state })
        .from(aiToolRuns)
        .where(and(eq(aiToolRuns.userId, userId), eq(aiToolRuns.toolId, toolId)))
        .orderBy(desc(aiToolRuns.createdAt))
        .limit(limit);
      return rows.flatMap((row) => {
        const state = row.state as { caseIds?: string[] } | null;
        return state?.caseIds ?? [];
      });
    },
  };
}
export type ToolRepository = ReturnType<typeof createToolRepository>;

/** The subject's tool runs, with their input and output, for the export. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  return { ai_tool_runs: await tx.select().from(aiToolRuns).where(eq(aiToolRuns.userId, subject.id)) };
}

/** Deletes the subject's tool runs at erasure; they hold no files. */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  await tx.delete(aiToolRuns).where(eq(aiToolRuns.userId, subject.id));
  return [];
}
