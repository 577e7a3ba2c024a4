/**
 * The daily challenge: DAILY_CHALLENGE_SIZE questions, the same for everyone on a calendar day in
 * Asia/Kolkata (docs/product-rules.md), answered through the practice answer call. 10 XP per correct answer
 * and 20 more for all five, each once per day.
 */
import { z } from 'zod';
import { practiceAnswerReplySchema, practiceQuestionSchema } from './practice-api.ts';

// The zod-free half lives in mcq-daily-screen.ts (the dashboard card loads it without zod).
export {
  DAILY_CHALLENGE_ALL_CORRECT_BONUS_XP,
  DAILY_CHALLENGE_SIZE,
  DAILY_CHALLENGE_XP_PER_CORRECT,
  dailyChallengeText,
  mcqDailyPaths,
} from './daily-screen.ts';

export const dailyChallengeReplySchema = z.object({
  day: z.string(),
  sessionId: z.string(),
  questions: z.array(practiceQuestionSchema),
  /** The replies to the answers given so far today, by question id. */
  answers: z.record(z.string(), practiceAnswerReplySchema),
  bonusXp: z.number().int(),
});
export type DailyChallengeReply = z.infer<typeof dailyChallengeReplySchema>;
