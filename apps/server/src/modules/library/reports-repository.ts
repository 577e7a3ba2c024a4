/** The SQL of "Report an error": the reports and who made them. */
import type { LibraryItemKind, LibraryReportReason, LibraryReportStatus } from '@medsutra/contract/library/api';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { DbExecutor } from '../../db/executor.ts';
import { libraryReports, users } from '../../db/schema.ts';

export type LibraryReportRow = typeof libraryReports.$inferSelect & { reporterName: string };

const columns = {
  id: libraryReports.id,
  userId: libraryReports.userId,
  itemKind: libraryReports.itemKind,
  itemId: libraryReports.itemId,
  itemVersion: libraryReports.itemVersion,
  reason: libraryReports.reason,
  text: libraryReports.text,
  status: libraryReports.status,
  resolvedBy: libraryReports.resolvedBy,
  resolvedAt: libraryReports.resolvedAt,
  createdAt: libraryReports.createdAt,
  reporterName: users.fullName,
};

export function createLibraryReportsRepository(db: Database) {
  return {
    async insert(row: {
      id: string;
      userId: string;
      itemKind: LibraryItemKind;
      itemId: string;
      itemVersion: string;
      reason: LibraryReportReason;
      text: string;
      now: Date;
    }) {
      await db.insert(libraryReports).values({ ...row, createdAt: row.now });
    },

    list(filter: { status?: LibraryReportStatus | undefined; limit: number }): Promise<LibraryReportRow[]> {
      return db
        .select(columns)
        .from(libraryReports)
        .innerJoin(users, eq(users.id, libraryReports.userId))
        .where(filter.status ? eq(libraryReports.status, filter.status) : undefined)
        .orderBy(desc(libraryReports.createdAt), desc(libraryReports.id))
        .limit(filter.limit);
    },

    async find(id: string): Promise<LibraryReportRow | null> {
      const [row] = await db
        .select(columns)
        .from(libraryReports)
        .innerJoin(users, eq(users.id, libraryReports.userId))
        .where(eq(libraryReports.id, id));
      return row ?? null;
    },

    /** Marks an open report fixed or rejected; false when it was already resolved. */
    async resolve(
      id: string,
      input: { status: 'fixed' | 'rejected'; by: string; now: Date },
      exec: DbExecutor = db,
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
