/** The SQL of the moderation queue: reports and their decisions (the module's only table). */
import { and, asc, count, eq, inArray, ne, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { moderationReports } from '../../db/schema.ts';
import { type PersonalDataSubject, rowsOwnedBy } from '../../lib/personal-data.ts';

export type ModerationReportRow = typeof moderationReports.$inferSelect;

export function createModerationRepository() {
  return {
    exportPersonalRows,
    erasePersonalRows,
    /** The new report's id, or null when this reporter already has an open report on the target. */
    async insertOpen(
      exec: DbExecutor,
      row: {
        reporterUserId: string;
        targetKind: string;
        targetId: string;
        reason: string;
        details: string | null;
        now: Date;
      },
    ): Promise<string | null> {
      const [inserted] = await exec
        .insert(moderationReports)
        .values({
          reporterUserId: row.reporterUserId,
          targetKind: row.targetKind,
          targetId: row.targetId,
          reason: row.reason,
          details: row.details,
          createdAt: row.now,
        })
        .onConflictDoNothing()
        .returning({ id: moderationReports.id });
      return inserted?.id ?? null;
    },

    listOpen(exec: DbExecutor, limit: number): Promise<ModerationReportRow[]> {
      return exec
        .select()
        .from(moderationReports)
        .where(eq(moderationReports.status, 'open'))
        .orderBy(asc(moderationReports.createdAt), asc(moderationReports.id))
        .limit(limit);
    },

    /** Open reports per target, for the targets given as `kind:id`. */
    async openCounts(exec: DbExecutor, kinds: string[]): Promise<Map<string, number>> {
      if (kinds.length === 0) return new Map();
      const rows = await exec
        .select({ kind: moderationReports.targetKind, id: moderationReports.targetId, n: count() })
        .from(moderationReports)
        .where(and(eq(moderationReports.status, 'open'), inArray(moderationReports.targetKind, [...new Set(kinds)])))
        .groupBy(moderationReports.targetKind, moderationReports.targetId);
      return new Map(rows.map((row) => [`${row.kind}:${row.id}`, row.n]));
    },

    async find(exec: DbExecutor, id: string): Promise<ModerationReportRow | null> {
      const [row] = await exec.select().from(moderationReports).where(eq(moderationReports.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Decides an open report in one guarded statement: of two admins deciding at once, the second
     * waits for the first's row lock, then finds it no longer open and gets null.
     */
    async decide(
      tx: DbExecutor,
      id: string,
      decision: { status: 'upheld' | 'dismissed'; by: string; at: Date },
    ): Promise<ModerationReportRow | null> {
      const [row] = await tx
        .update(moderationReports)
        .set({ status: decision.status, decidedByUserId: decision.by, decidedAt: decision.at })
        .where(and(eq(moderationReports.id, id), eq(moderationReports.status, 'open')))
        .returning();
      return row ?? null;
    },

    /** Closes every other open report on the same target with the same decision; returns how many. */
    async decideOthersOnTarget(
      tx: DbExecutor,
      report: { id: string; targetKind: string; targetId: string },
      decision: { status: 'upheld' | 'dismissed'; by: string; at: Date },
    ): Promise<number> {
      const rows = await tx
        .update(moderationReports)
        .set({ status: decision.status, decidedByUserId: decision.by, decidedAt: decision.at })
        .where(
          and(
            eq(moderationReports.targetKind, report.targetKind),
            eq(moderationReports.targetId, report.targetId),
            eq(moderationReports.status, 'open'),
            ne(moderationReports.id, report.id),
          ),
        )
        .returning({ id: moderationReports.id });
      return rows.length;
    },
  };
}
export type ModerationRepository = ReturnType<typeof createModerationRepository>;

/** The reports the subject made, for the export. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  const rows = await rowsOwnedBy(
    tx,
    moderationReports,
    {
      id: moderationReports.id,
      targetKind: moderationReports.targetKind,
      targetId: moderationReports.targetId,
      reason: moderationReports.reason,
      details: moderationReports.details,
      status: moderationReports.status,
      createdAt: moderationReports.createdAt,
      decidedAt: moderationReports.decidedAt,
    },
    moderationReports.reporterUserId,
    subject,
  );
  return { moderation_reports: rows };
}

/** Deletes the reports she made and those about her account at erasure; clears her name off decisions. */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  await tx
    .delete(moderationReports)
    .where(
      or(
        eq(moderationReports.reporterUserId, subject.id),
        and(eq(moderationReports.targetKind, 'user'), eq(moderationReports.targetId, subject.id)),
      ),
    );
  await tx
    .update(moderationReports)
    .set({ decidedByUserId: null })
    .where(eq(moderationReports.decidedByUserId, subject.id));
  return [];
}
