/**
 * "Report an error" reports: a student's own reports go into her export and are deleted with her
 * account (their free text is hers); an admin's name on a report she resolved is cleared.
 */
import { eq } from 'drizzle-orm';
import { libraryReports } from '../../db/schema.ts';
import { deleted, type PersonalDataSource } from '../../lib/personal-data.ts';

export const libraryReportsPersonalData: PersonalDataSource = {
  tables: { library_reports: deleted },
  async exportRows(tx, subject) {
    const rows = await tx
      .select({
        id: libraryReports.id,
        itemKind: libraryReports.itemKind,
        itemId: libraryReports.itemId,
        reason: libraryReports.reason,
        text: libraryReports.text,
        status: libraryReports.status,
        createdAt: libraryReports.createdAt,
        resolvedAt: libraryReports.resolvedAt,
      })
      .from(libraryReports)
      .where(eq(libraryReports.userId, subject.id));
    return { library_reports: rows };
  },
  async erase(tx, subject) {
    await tx.delete(libraryReports).where(eq(libraryReports.userId, subject.id));
    await tx.update(libraryReports).set({ resolvedBy: null }).where(eq(libraryReports.resolvedBy, subject.id));
    return undefined;
  },
};
