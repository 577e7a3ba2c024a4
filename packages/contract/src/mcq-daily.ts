/**
 * The daily challenge: DAILY_CHALLENGE_SIZE questions, the same for everyone on a calendar day in
 * Asia/Kolkata (DECISIONS.md), answered through the practice answer call. 10 XP per correct answer
 * and 20 more for all five, each once per day.
 */
import { z } from 'zod';
import { practiceAnswerReplySchema, practiceQuestionSchema } from './mcq.ts';

export const mcqDailyPaths = { challenge: '/api/mcq/daily-challenge' } as const;
export const DAILY_CHALLENGE_SIZE = 5;
export const DAILY_CHALLENGE_XP_PER_CORRECT = 10;
export const DAILY_CHALLENGE_ALL_CORRECT_BONUS_XP = 20;

export const dailyChallengeText = {
  title: 'Daily challenge',
  description: (size: number) =>
    `${size} questions, the same for everyone today. 10 XP per correct answer, 20 more for all ${size}.`,
  loadFailed: 'Today’s challenge could not be loaded. Check your connection and try again.',
  progress: (answered: number, total: number) => `${answered} of ${total} answered`,
  submit: 'Submit answer',
  next: 'Next question',
  correct: 'Correct',
  wrong: 'Not quite',
  done: (correct: number, total: number) => `Done for today: ${correct} of ${total} correct.`,
  allCorrect: (xp: number) => `All correct: +${xp} XP bonus`,
} as const;

export const dailyChallengeReplySchema = z.object({
  day: z.string(),
  sessionId: z.string(),
  questions: z.array(practiceQuestionSchema),
  /** The replies to the answers given so far today, by question id. */
  answers: z.record(z.string(), practiceAnswerReplySchema),
  bonusXp: z.number().int(),
});
export type DailyChallengeReply = z.infer<typeof dailyChallengeReplySchema>;
