/**
 * Practice and tests: every answer, bookmark, test, mistakes-deck card and review and daily XP count of the student goes into
 * her export, and all of it is deleted with her account (a session's or a test's questions and
 * answers go with it, by their foreign keys). Her XP stays in the ledger, which carries no text.
 */
import { eq } from 'drizzle-orm';
import {
  mcqAnswers,
  mcqBookmarks,
  mcqFirstCorrect,
  mcqMistakeCards,
  mcqMistakeReviews,
  mcqPracticeXpDays,
  mcqSessions,
  mcqTestAnswers,
  mcqTests,
} from '../../db/schema.ts';
import { deleted, type PersonalDataSource } from '../../lib/personal-data.ts';

export const mcqPersonalData: PersonalDataSource = {
  tables: {
    mcq_sessions: deleted,
    mcq_answers: deleted,
    mcq_first_correct: deleted,
    mcq_practice_xp_days: deleted,
    mcq_bookmarks: deleted,
    mcq_tests: deleted,
    mcq_mistake_cards: deleted,
    mcq_mistake_reviews: deleted,
  },
  async exportRows(tx, subject) {
    const mine = subject.id;
    const tests = await tx.select().from(mcqTests).where(eq(mcqTests.userId, mine));
    const testAnswers = await tx
      .select({ testAnswer: mcqTestAnswers })
      .from(mcqTestAnswers)
      .innerJoin(mcqTests, eq(mcqTests.id, mcqTestAnswers.testId))
      .where(eq(mcqTests.userId, mine));
    return {
      mcq_sessions: await tx.select().from(mcqSessions).where(eq(mcqSessions.userId, mine)),
      mcq_answers: await tx.select().from(mcqAnswers).where(eq(mcqAnswers.userId, mine)),
      mcq_first_correct: await tx.select().from(mcqFirstCorrect).where(eq(mcqFirstCorrect.userId, mine)),
      mcq_practice_xp_days: await tx.select().from(mcqPracticeXpDays).where(eq(mcqPracticeXpDays.userId, mine)),
      mcq_bookmarks: await tx.select().from(mcqBookmarks).where(eq(mcqBookmarks.userId, mine)),
      mcq_tests: tests,
      mcq_test_answers: testAnswers.map((row) => row.testAnswer),
      mcq_mistake_cards: await tx.select().from(mcqMistakeCards).where(eq(mcqMistakeCards.userId, mine)),
      mcq_mistake_reviews: await tx.select().from(mcqMistakeReviews).where(eq(mcqMistakeReviews.userId, mine)),
    };
  },
  async erase(tx, subject) {
    const mine = subject.id;
    await tx.delete(mcqMistakeReviews).where(eq(mcqMistakeReviews.userId, mine));
    await tx.delete(mcqMistakeCards).where(eq(mcqMistakeCards.userId, mine));
    await tx.delete(mcqAnswers).where(eq(mcqAnswers.userId, mine));
    await tx.delete(mcqFirstCorrect).where(eq(mcqFirstCorrect.userId, mine));
    await tx.delete(mcqPracticeXpDays).where(eq(mcqPracticeXpDays.userId, mine));
    await tx.delete(mcqBookmarks).where(eq(mcqBookmarks.userId, mine));
    await tx.delete(mcqTests).where(eq(mcqTests.userId, mine));
    await tx.delete(mcqSessions).where(eq(mcqSessions.userId, mine));
    return undefined;
  },
};
