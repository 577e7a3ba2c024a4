/**
 * Grand tests' requests and replies (the API of the issue, used by tests outside this repository).
 * An attempt is a timed test of the test engine (`/api/tests/:id` opens it on the exam screen); the
 * grand test adds the window, the one attempt, the rank and the hidden key.
 */
import { z } from 'zod';
import { difficultySchema } from '../library/content.ts';
import { itemStatsSchema } from '../library/item-figures.ts';
import { questionPlaceShape } from '../library/question-body-schema.ts';
import { answerTallyShape, openPartSchema, testPartParamsSchema, testQuestionSchema } from '../mcq/tests-api.ts';
import { displayText } from '../text.ts';
import { grandTestPatternIds, grandTestStates } from './paths.ts';

export * from './paths.ts';

export const grandTestMessages = {
  notFound: 'This grand test does not exist. Open the Grand tests page to see the tests there are.',
  notOpenYet: 'This grand test has not opened yet. It opens at the time shown on the Grand tests page.',
  closed: 'This grand test’s window has closed: it can no longer be started.',
  attemptNotFound: 'This attempt does not exist. Open the grand test from the Grand tests page.',
  notYourAttempt: 'This attempt belongs to another account.',
  lateSubmit: 'This grand test’s time ended before the submission arrived, so it cannot be counted.',
  noResult: 'You have not submitted this grand test, so it has no result for you.',
  patternRequired: 'Choose NEET PG, INICET or FMGE',
  titleRequired: 'Give the grand test a title of up to 120 characters',
  windowInvalid: 'The window must close after it opens, and last at least the paper’s duration',
  notEnoughQuestions: (available: number, needed: number) =>
    `The library has ${available} unreserved questions for this paper; it needs ${needed}.`,
  notDraft: 'This grand test is published: its paper can no longer change.',
  questionNotInPaper: 'That question is not in this paper. Reload the preview.',
  noSwap: 'No other unreserved question of the same subtopic and difficulty is left to swap in.',
  openedAlready: 'A grand test can only be published before its window opens.',
  /** The reminder mail a student asked for with "Remind me", sent when the window opens. */
  reminderSubject: (title: string) => `${title} is open now`,
  reminderText: (title: string, closes: string, link: string) =>
    `${title}, the MedSutra grand test you asked to be reminded of, is open now. You can start it until ${closes} (India time); your attempt gets the paper's full time, cut at the window's end.\n\nStart it here: ${link}\n\nYou get this mail because you tapped "Remind me" on the Grand tests page; tap it again there to stop reminders for a test.`,
} as const;

export const grandTestIdParamsSchema = z.object({ grandTestId: z.uuid(grandTestMessages.notFound) });
export const grandTestAttemptParamsSchema = z.object({ attemptId: z.uuid(grandTestMessages.attemptNotFound) });
export const grandTestPartParamsSchema = grandTestAttemptParamsSchema.extend({
  part: testPartParamsSchema.shape.part,
});

/** What every view of a grand test starts with: which paper, in which pattern, and its window. */
const grandTestHeadShape = {
  id: z.string(),
  title: z.string(),
  pattern: z.enum(grandTestPatternIds),
  opensAt: z.string(),
  closesAt: z.string(),
};

const grandTestSummarySchema = z.object({
  ...grandTestHeadShape,
  state: z.enum(grandTestStates),
  questions: z.number().int(),
  minutes: z.number().int(),
  reminder: z.boolean(),
  myAttempt: z
    .object({ id: z.string(), state: z.enum(['running', 'submitted']), score: z.number().nullable() })
    .nullable(),
});
export type GrandTestSummary = z.infer<typeof grandTestSummarySchema>;
export const grandTestListReplySchema = z.object({ tests: z.array(grandTestSummarySchema), serverNow: z.string() });
export type GrandTestListReply = z.infer<typeof grandTestListReplySchema>;

export const grandTestAttemptReplySchema = z.object({
  attemptId: z.string(),
  grandTestId: z.string(),
  /** FMGE: only the open part's questions are here (`openPart`); null for one-part patterns. */
  questions: z.array(testQuestionSchema),
  /** When the whole attempt ends (the pattern's time, cut at the window's end). */
  deadline: z.string(),
  serverNow: z.string(),
  /** FMGE: the part open now and when it closes; null for one-part patterns. */
  openPart: openPartSchema.nullable(),
});
export type GrandTestAttemptReply = z.infer<typeof grandTestAttemptReplySchema>;

export const grandTestSubmitReplySchema = z.object({
  score: z.number(),
  ...answerTallyShape,
});
export type GrandTestSubmitReply = z.infer<typeof grandTestSubmitReplySchema>;

export const grandTestResultSchema = z.object({
  grandTestId: z.string(),
  title: z.string(),
  score: z.number(),
  maxScore: z.number(),
  ...answerTallyShape,
  rank: z.number().int(),
  percentile: z.number(),
  takers: z.number().int(),
  /** True until the window closes: more students may still submit. */
  provisional: z.boolean(),
  closesAt: z.string(),
  /** The average score of the top tenth of takers (at least one taker). */
  topTenthAverage: z.number(),
  subjects: z.array(
    z.object({
      subjectId: z.string(),
      name: z.string(),
      score: z.number(),
      rank: z.number().int(),
      topTenthAverage: z.number(),
    }),
  ),
  /**
   * After the window closes: the questions answered wrong, by subtopic, with the seconds spent on
   * each (null before: which answers were wrong would give the key away).
   */
  wrongBySubtopic: z
    .array(
      z.object({
        subtopicId: z.string().nullable(),
        subtopicName: z.string(),
        questions: z.array(
          z.object({ questionId: z.string(), position: z.number().int(), seconds: z.number().nullable() }),
        ),
      }),
    )
    .nullable(),
  /** The attempt is a timed test: its review (key and explanations) opens at close. */
  attemptId: z.string(),
});
export type GrandTestResult = z.infer<typeof grandTestResultSchema>;

export const grandTestLeaderboardSchema = z.object({
  top: z.array(z.object({ rank: z.number().int(), name: z.string(), score: z.number() })),
  me: z.object({ rank: z.number().int(), score: z.number() }).nullable(),
  takers: z.number().int(),
  provisional: z.boolean(),
});
export type GrandTestLeaderboard = z.infer<typeof grandTestLeaderboardSchema>;

export const grandTestReminderRequestSchema = z.object({ on: z.boolean() });
export const grandTestReminderReplySchema = z.object({ reminder: z.boolean() });

// ---- admin ----

const isoTime = (message: string) => z.iso.datetime({ offset: true, message });

export const adminGrandTestCreateSchema = z.object({
  pattern: z.enum(grandTestPatternIds, grandTestMessages.patternRequired),
  title: displayText().min(1, grandTestMessages.titleRequired).max(120, grandTestMessages.titleRequired),
  opensAt: isoTime(grandTestMessages.windowInvalid),
  closesAt: isoTime(grandTestMessages.windowInvalid),
});
export type AdminGrandTestCreate = z.infer<typeof adminGrandTestCreateSchema>;

export type { ItemStats } from '../library/item-figures.ts';

const adminGrandTestQuestionSchema = z.object({
  position: z.number().int(),
  questionId: z.string(),
  ...questionPlaceShape,
  format: z.string(),
  stem: z.string(),
  options: z.array(z.string()),
  answerIndex: z.number().int(),
  stats: itemStatsSchema.nullable(),
});
export const adminGrandTestSchema = z.object({
  ...grandTestHeadShape,
  status: z.enum(['draft', 'published']),
  state: z.enum(grandTestStates),
  analysedAt: z.string().nullable(),
  questions: z.array(adminGrandTestQuestionSchema),
});
export type AdminGrandTest = z.infer<typeof adminGrandTestSchema>;
export const adminGrandTestListSchema = z.object({
  tests: z.array(
    adminGrandTestSchema.omit({ questions: true }).extend({ questions: z.number().int(), takers: z.number().int() }),
  ),
});
export type AdminGrandTestList = z.infer<typeof adminGrandTestListSchema>;
export const adminGrandTestSwapSchema = z.object({ questionId: z.string().min(1).max(200) });
export const adminGrandTestDifficultySchema = z.object({
  questionId: z.string().min(1).max(200),
  difficulty: difficultySchema,
});
