/** The SQL of "Report an error": the reports (their authors are named by the user directory). */
import type { LibraryItemKind, LibraryReportReason, LibraryReportStatus } from '@medsutra/contract/library/api';
import type { ItemStats } from '@medsutra/contract/library/item-figures';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { libraryReports } from '../../db/schema.ts';
import { type PersonalDataSubject, rowsOwnedBy } from '../../lib/personal-data.ts';

export type LibraryReportRow = typeof libraryReports.$inferSelect;

export function createLibraryReportsRepository() {
  return {
    exportPersonalRows,
    erasePersonalRows,
    async insert(
      exec: DbExecutor,
      row: {
        id: string;
        userId: string;
        itemKind: LibraryItemKind;
        itemId: string;
        itemVersion: string;
        reason: LibraryReportReason;
        text: string;
        now: Date;
      },
    ) {
      await exec.insert(libraryReports).values({ ...row, createdAt: row.now });
    },

    /**
     * The item analysis's report of a flagged question (decision 145): one per question and scope.
     * Analysing again refreshes an open report's figures and text; a resolved one stays as the
     * admin left it. Returns the report's id when it was filed now (null: it was there already).
     */
    async fileFromAnalysis(
      exec: DbExecutor,
      row: {
        id: string;
        itemId: string;
        itemVersion: string;
        scope: string;
        reason: LibraryReportReason;
        text: string;
        figures: ItemStats & { answerIndex: number; scopeTitle: string };
        now: Date;
      },
    ): Promise<string | null> {
      const inserted = await exec
        .insert(libraryReports)
        .values({
          id: row.id,
          userId: null,
          source: 'item-analysis',
          analysisScope: row.scope,
          itemKind: 'question',
          itemId: row.itemId,
          itemVersion: row.itemVersion,
          reason: row.reason,
          text: row.text,
          figures: row.figures,
          createdAt: row.now,
        })
        .onConflictDoUpdate({
          target: [libraryReports.itemId, libraryReports.analysisScope],
          set: { text: row.text, figures: row.figures, reason: row.reason },
          setWhere: sql`${libraryReports.status} = 'open'`,
        })
        .returning({ id: libraryReports.id, created: sql<boolean>`(xmax = 0)` });
      const [first] = inserted;
      return first?.created ? first.id : null;
    },

    list(
      exec: DbExecutor,
      filter: { status?: LibraryReportStatus | undefined; limit: number },
    ): Promise<LibraryReportRow[]> {
      return exec
        .select()
        .from(libraryReports)
        .where(filter.status ? eq(libraryReports.status, filter.status) : undefined)
        .orderBy(desc(libraryReports.createdAt), desc(libraryReports.id))
        .limit(filter.limit);
    },

    async find(exec: DbExecutor, id: string): Promise<LibraryReportRow | null> {
      const [row] = await exec.select().from(libraryReports).where(eq(libraryReports.id, id));
      return row ?? null;
    },

    /** Marks an open report fixed or rejected; false when it was already resolved. */
    async resolve(
      exec: DbExecutor,
      id: string,
      input: { status: 'fixed' | 'rejected'; by: string; now: Date },
    ): Promise<boolean> {
      const rows = await exec
        .update(libraryReports)
        .set({ status: input.status, resolvedBy: input.by, resolvedAt: input.now })
        .where(and(eq(libraryReports.id, id), eq(libraryReports.status, 'open')))
        .returning({ id: libraryReports.id });
      return rows.length === 1;
    },
  };
}
export type LibraryReportsRepository = ReturnType<typeof createLibraryReportsRepository>;

/** The subject's own reports, for the export. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  const rows = await rowsOwnedBy(
    tx,
    libraryReports,
    {
      id: libraryReports.id,
      itemKind: libraryReports.itemKind,
      itemId: libraryReports.itemId,
      reason: libraryReports.reason,
      text: libraryReports.text,
      status: libraryReports.status,
      createdAt: libraryReports.createdAt,
      resolvedAt: libraryReports.resolvedAt,
    },
    libraryReports.userId,
    subject,
  );
  return { library_reports: rows };
}

/** Deletes the subject's reports at erasure and takes her name off those she resolved. */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  await tx.delete(libraryReports).where(eq(libraryReports.userId, subject.id));
  await tx.update(libraryReports).set({ resolvedBy: null }).where(eq(libraryReports.resolvedBy, subject.id));
  return [];
}
