/** The revision tracker's SQL: a card per student and subtopic, and every review by its client id. */
import { and, eq, gt, gte, ne, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { revisionCards, revisionReviews, users } from '../../db/schema.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';
import type { ReviewCard } from '../../lib/spaced-repetition.ts';

export type RevisionCardRow = typeof revisionCards.$inferSelect;
export type RevisionReviewRow = typeof revisionReviews.$inferSelect;

export function createRevisionRepository() {
  return {
    exportPersonalRows,
    erasePersonalRows,
    cardsOf(exec: DbExecutor, userId: string): Promise<RevisionCardRow[]> {
      return exec.select().from(revisionCards).where(eq(revisionCards.userId, userId));
    },

    /**
     * The student's card for a subtopic, created (new, due now) if she has none, and locked until
     * the transaction ends: two reviews of one subtopic at once take turns.
     */
    async lockCard(tx: DbExecutor, userId: string, subtopicId: string, fresh: ReviewCard): Promise<RevisionCardRow> {
      await tx
        .insert(revisionCards)
        .values({ userId, subtopicId, ...fresh, reviewCount: 0 })
        .onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(revisionCards)
        .where(and(eq(revisionCards.userId, userId), eq(revisionCards.subtopicId, subtopicId)))
        .for('update');
      if (!row) throw new Error('the revision card was not created');
      return row;
    },

    /** The student's exam day (yyyy-mm-dd), or null. */
    async examDateOf(exec: DbExecutor, userId: string): Promise<string | null> {
      const [row] = await exec.select({ examDate: users.examDate }).from(users).where(eq(users.id, userId));
      return row?.examDate ?? null;
    },

    async setNoteOpened(tx: DbExecutor, userId: string, subtopicId: string, at: Date) {
      await tx
        .update(revisionCards)
        .set({ noteOpenedAt: at })
        .where(and(eq(revisionCards.userId, userId), eq(revisionCards.subtopicId, subtopicId)));
    },

    /** Whether the subtopic was ever completed: its note read, a check passed (or, before issue 36, paid). */
    async hasCompleted(tx: DbExecutor, userId: string, subtopicId: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: revisionReviews.id })
        .from(revisionReviews)
        .where(
          and(
            eq(revisionReviews.userId, userId),
            eq(revisionReviews.subtopicId, subtopicId),
            or(
              gt(revisionReviews.xpAwarded, 0),
              eq(revisionReviews.method, 'note'),
              and(eq(revisionReviews.method, 'check'), ne(revisionReviews.rating, 'again')),
            ),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Saves the card after a review; the note must be opened again to count as read again. */
    async saveCard(tx: DbExecutor, userId: string, subtopicId: string, card: ReviewCard, reviewCount: number) {
      await tx
        .update(revisionCards)
        .set({ ...card, reviewCount, noteOpenedAt: null })
        .where(and(eq(revisionCards.userId, userId), eq(revisionCards.subtopicId, subtopicId)));
    },

    async findReview(tx: DbExecutor, userId: string, reviewId: string): Promise<RevisionReviewRow | undefined> {
      const [row] = await tx
        .select()
        .from(revisionReviews)
        .where(and(eq(revisionReviews.userId, userId), eq(revisionReviews.reviewId, reviewId)));
      return row;
    },

    /** False when the review id is taken already (by a review of another subtopic sent at once). */
    async insertReview(tx: DbExecutor, row: typeof revisionReviews.$inferInsert): Promise<boolean> {
      const inserted = await tx
        .insert(revisionReviews)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: revisionReviews.id });
      return inserted.length > 0;
    },

    /** Reviews per day (the review's Asia/Kolkata day) from `fromDay` on; days without any are left out. */
    async reviewsByDay(exec: DbExecutor, userId: string, fromDay: string): Promise<{ day: string; count: number }[]> {
      const rows = await exec
        .select({ day: revisionReviews.day, count: sql<number>`count(*)::int` })
        .from(revisionReviews)
        .where(and(eq(revisionReviews.userId, userId), gte(revisionReviews.day, fromDay)))
        .groupBy(revisionReviews.day);
      return rows.map((row) => ({ day: String(row.day), count: Number(row.count) }));
    },

    async reviewCountOn(exec: DbExecutor, userId: string, day: string): Promise<number> {
      const [row] = await exec
        .select({ count: sql<number>`count(*)::int` })
        .from(revisionReviews)
        .where(and(eq(revisionReviews.userId, userId), eq(revisionReviews.day, day)));
      return Number(row?.count ?? 0);
    },
  };
}
export type RevisionRepository = ReturnType<typeof createRevisionRepository>;

/** The subject's revision cards and reviews, whole, for the export. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  return {
    revision_cards: await tx.select().from(revisionCards).where(eq(revisionCards.userId, subject.id)),
    revision_reviews: await tx.select().from(revisionReviews).where(eq(revisionReviews.userId, subject.id)),
  };
}

/** Deletes the subject's reviews, then her cards, at erasure; they hold no files. */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  await tx.delete(revisionReviews).where(eq(revisionReviews.userId, subject.id));
  await tx.delete(revisionCards).where(eq(revisionCards.userId, subject.id));
  return [];
}
