/**
 * Revision: a student's cards and reviews go into her export and are deleted with her account.
 * Her XP stays in the ledger, which carries no text.
 */
import { eq } from 'drizzle-orm';
import { revisionCards, revisionReviews } from '../../db/schema.ts';
import { deleted, type PersonalDataSource } from '../../lib/personal-data.ts';

export const revisionPersonalData: PersonalDataSource = {
  tables: { revision_cards: deleted, revision_reviews: deleted },
  async exportRows(tx, subject) {
    return {
      revision_cards: await tx.select().from(revisionCards).where(eq(revisionCards.userId, subject.id)),
      revision_reviews: await tx.select().from(revisionReviews).where(eq(revisionReviews.userId, subject.id)),
    };
  },
  async erase(tx, subject) {
    await tx.delete(revisionReviews).where(eq(revisionReviews.userId, subject.id));
    await tx.delete(revisionCards).where(eq(revisionCards.userId, subject.id));
    return undefined;
  },
};
