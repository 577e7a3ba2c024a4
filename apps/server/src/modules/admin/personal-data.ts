/**
 * The admin audit log: an admin's own actions go into her export; at erasure her name is taken
 * off them (the actions stay on record, as the platform's accountability requires).
 */
import { eq } from 'drizzle-orm';
import { adminActions } from '../../db/schema.ts';
import { anonymised, type PersonalDataSource } from '../../lib/personal-data.ts';

export const adminActionsPersonalData: PersonalDataSource = {
  tables: { admin_actions: anonymised },
  async exportRows(tx, subject) {
    const rows = await tx
      .select({
        action: adminActions.action,
        targetKind: adminActions.targetKind,
        targetId: adminActions.targetId,
        createdAt: adminActions.createdAt,
      })
      .from(adminActions)
      .where(eq(adminActions.adminUserId, subject.id));
    return { admin_actions: rows };
  },
  async erase(tx, subject) {
    await tx.update(adminActions).set({ adminUserId: null }).where(eq(adminActions.adminUserId, subject.id));
    return undefined;
  },
};
