/**
 * Golden grants: exported; deleted at erasure (the watermarked copies go with the notes' PDFs,
 * and the orders that paid for them are kept by payments). An erased admin's name comes off the
 * grants she made or revoked and the items she put on sale.
 */
import { eq } from 'drizzle-orm';
import { goldenGrants, goldenItems } from '../../db/schema.ts';
import { anonymised, deleted, type PersonalDataSource } from '../../lib/personal-data.ts';

export const goldenStorePersonalData: PersonalDataSource = {
  tables: { golden_grants: deleted, golden_items: anonymised },
  async exportRows(tx, subject) {
    return {
      golden_grants: await tx
        .select({
          itemId: goldenGrants.itemId,
          source: goldenGrants.source,
          orderId: goldenGrants.orderId,
          grantedAt: goldenGrants.grantedAt,
          revokedAt: goldenGrants.revokedAt,
        })
        .from(goldenGrants)
        .where(eq(goldenGrants.userId, subject.id)),
      golden_items: await tx
        .select({ id: goldenItems.id, title: goldenItems.title, createdAt: goldenItems.createdAt })
        .from(goldenItems)
        .where(eq(goldenItems.createdBy, subject.id)),
    };
  },
  async erase(tx, subject) {
    await tx.delete(goldenGrants).where(eq(goldenGrants.userId, subject.id));
    await tx.update(goldenGrants).set({ grantedBy: null }).where(eq(goldenGrants.grantedBy, subject.id));
    await tx.update(goldenGrants).set({ revokedBy: null }).where(eq(goldenGrants.revokedBy, subject.id));
    await tx.update(goldenItems).set({ createdBy: null }).where(eq(goldenItems.createdBy, subject.id));
    return undefined;
  },
};
