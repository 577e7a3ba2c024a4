/** The mistakes deck's SQL: a card per student and question, and each review keyed by its answer. */
import { and, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/executor.ts';
import { mcqMistakeCards, mcqMistakeReviews } from '../../db/schema.ts';
import type { ReviewCard, ReviewRating } from '../../lib/spaced-repetition.ts';

export type MistakeCardRow = typeof mcqMistakeCards.$inferSelect;

export function createMistakesRepository() {
  return {
    /** New cards for these questions; a card that exists is left as it is. */
    async insertNewCards(
      tx: DbTransaction,
      userId: string,
      questions: readonly { questionId: string; subjectId: string }[],
      fresh: ReviewCard,
      now: Date,
    ): Promise<void> {
      await tx
        .insert(mcqMistakeCards)
        .values(
          questions.map((question) => ({
            userId,
            questionId: question.questionId,
            subjectId: question.subjectId,
            ...fresh,
            addedAt: now,
          })),
        )
        .onConflictDoNothing();
    },

    /** Every card of the student's deck (in the caller's transaction). */
    allCards(tx: DbTransaction, userId: string): Promise<MistakeCardRow[]> {
      return tx.select().from(mcqMistakeCards).where(eq(mcqMistakeCards.userId, userId));
    },

    /** The student's cards for these questions, locked in question order until the transaction ends. */
    lockCards(tx: DbTransaction, userId: string, questionIds: readonly string[]): Promise<MistakeCardRow[]> {
      return tx
        .select()
        .from(mcqMistakeCards)
        .where(and(eq(mcqMistakeCards.userId, userId), inArray(mcqMistakeCards.questionId, [...questionIds])))
        .orderBy(mcqMistakeCards.questionId)
        .for('update');
    },

    /** Logs a review by its answer; false when that answer has reviewed the deck already. */
    async logReview(
      tx: DbTransaction,
      row: { answerId: string; userId: string; questionId: string; rating: ReviewRating; reviewedAt: Date },
    ): Promise<boolean> {
      const logged = await tx
        .insert(mcqMistakeReviews)
        .values(row)
        .onConflictDoNothing()
        .returning({ answerId: mcqMistakeReviews.answerId });
      return logged.length > 0;
    },

    async saveCard(tx: DbTransaction, userId: string, questionId: string, card: ReviewCard): Promise<void> {
      await tx
        .update(mcqMistakeCards)
        .set(card)
        .where(and(eq(mcqMistakeCards.userId, userId), eq(mcqMistakeCards.questionId, questionId)));
    },

    async questionIds(exec: DbExecutor, userId: string): Promise<string[]> {
      const rows = await exec
        .select({ questionId: mcqMistakeCards.questionId })
        .from(mcqMistakeCards)
        .where(eq(mcqMistakeCards.userId, userId));
      return rows.map((row) => row.questionId);
    },

    /** The questions due at `now`, the longest overdue first. */
    async dueQuestionIds(exec: DbExecutor, userId: string, now: Date): Promise<string[]> {
      const rows = await exec
        .select({ questionId: mcqMistakeCards.questionId })
        .from(mcqMistakeCards)
        .where(and(eq(mcqMistakeCards.userId, userId), lte(mcqMistakeCards.due, now)))
        .orderBy(mcqMistakeCards.due);
      return rows.map((row) => row.questionId);
    },

    /** How many cards, how many due at `now`, and when the next one falls due. */
    async counts(exec: DbExecutor, userId: string, now: Date) {
      const [row] = await exec
        .select({
          total: count(),
          due: sql<number>`(count(*) filter (where ${mcqMistakeCards.due} <= ${now.toISOString()}))::int`,
          nextDue: sql<
            string | null
          >`min(${mcqMistakeCards.due}) filter (where ${mcqMistakeCards.due} > ${now.toISOString()})`,
        })
        .from(mcqMistakeCards)
        .where(eq(mcqMistakeCards.userId, userId));
      return row;
    },
  };
}
export type MistakesRepository = ReturnType<typeof createMistakesRepository>;
