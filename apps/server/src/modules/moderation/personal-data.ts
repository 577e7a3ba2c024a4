/**
 * Moderation reports: a student's own reports go into her export and are deleted with her account
 * (their details are her words), as are reports about her account; an admin's name on a decision
 * is cleared (the decision itself stays in the admin audit log).
 */
import { and, eq, or } from 'drizzle-orm';
import { moderationReports } from '../../db/schema.ts';
import { deleted, type PersonalDataSource } from '../../lib/personal-data.ts';

export const moderationPersonalData: PersonalDataSource = {
  tables: { moderation_reports: deleted },
  async exportRows(tx, subject) {
    const rows = await tx
      .select({
        id: moderationReports.id,
        targetKind: moderationReports.targetKind,
        targetId: moderationReports.targetId,
        reason: moderationReports.reason,
        details: moderationReports.details,
        status: moderationReports.status,
        createdAt: moderationReports.createdAt,
        decidedAt: moderationReports.decidedAt,
      })
      .from(moderationReports)
      .where(eq(moderationReports.reporterUserId, subject.id));
    return { moderation_reports: rows };
  },
  async erase(tx, subject) {
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
    return undefined;
  },
};
