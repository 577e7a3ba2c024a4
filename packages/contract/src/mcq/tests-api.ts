/**
 * Timed tests (`/test`): the exam patterns of docs/product-rules.md ("MCQs and tests"), written once here.
 * The server deals a test and keeps its deadline; answers are saved as the student goes (each with
 * a client-made id and a sequence number, so a late resend never overwrites a newer choice) and
 * refused after the deadline; a submit marks the test once.
 */
import { z } from 'zod';
import { difficultySchema, type ExamTag, LIBRARY_SUBJECT_IDS } from '../library/content.ts';
import type { QuestionFormatId } from '../library/question-body.ts';
import { questionBodyShape } from '../library/question-body-schema.ts';
import { text } from '../text.ts';
import { countField } from './count.ts';
import {
  CUSTOM_TEST_MAX_MINUTES,
  CUSTOM_TEST_MAX_QUESTIONS,
  TEST_ANSWERS_PER_SAVE_MAX,
  TEST_SECONDS_PER_QUESTION_MAX,
  type TestPatternId,
  testPatternIds,
} from './tests-paths.ts';

// The paths and limits are zod-free (tests-paths.ts): the exam screen loads them without zod.
export * from './tests-paths.ts';

export interface TestPattern {
  name: string;
  /** Parts in order; one part unless the exam has more. */
  parts: readonly { questions: number; minutes: number }[];
  marksCorrect: number;
  /** Taken off for a wrong answer (0: no negative marking). Unanswered questions score 0. */
  marksWrong: number;
  /** A submitted test pays testXp() once: 1 per correct answer, and 50 for a full-length test answered to 80%. */
  fullLength: boolean;
  /** The questions it deals: those written for this exam (their `exams` tag; null: any), in the formats its paper uses. */
  exam: ExamTag | null;
  formats: 'all' | readonly QuestionFormatId[];
}

export const TEST_PATTERNS: Record<Exclude<TestPatternId, 'custom'>, TestPattern> = {
  'neet-pg': {
    name: 'NEET PG',
    parts: [{ questions: 200, minutes: 210 }],
    marksCorrect: 4,
    marksWrong: 1,
    fullLength: true,
    // NEET PG's papers are single best answer, vignettes and one-liners, some with an image.
    exam: 'neet-pg',
    formats: ['single'],
  },
  inicet: {
    name: 'INICET',
    parts: [{ questions: 200, minutes: 180 }],
    marksCorrect: 1,
    marksWrong: 1 / 3,
    fullLength: true,
    // INICET adds multiple statements, match the following, sequence and assertion–reason.
    exam: 'inicet',
    formats: 'all',
  },
  fmge: {
    name: 'FMGE',
    parts: [
      { questions: 150, minutes: 150 },
      { questions: 150, minutes: 150 },
    ],
    marksCorrect: 1,
    marksWrong: 0,
    fullLength: true,
    exam: 'fmge',
    formats: ['single'],
  },
};
export const mcqTestMessages = {
  patternRequired: 'Choose NEET PG, INICET, FMGE or a custom test',
  countInvalid: `A custom test has between 1 and ${CUSTOM_TEST_MAX_QUESTIONS} questions`,
  minutesInvalid: `A custom test lasts between 1 and ${CUSTOM_TEST_MAX_MINUTES} minutes`,
  subjectInvalid: 'Choose subjects from the list',
  notEnoughQuestions: (available: number, needed: number) =>
    `The library has ${available} questions for this test; it needs ${needed}. Choose more subjects or fewer questions.`,
  testNotFound: 'This test does not exist. Start a new one.',
  notYourTest: 'This test belongs to another account.',
  timeUp: 'Time is up: this test has ended. The answers saved before the end are counted.',
  alreadySubmitted: 'This test has been submitted; its answers cannot change.',
  questionNotInTest: 'An answer names a question that is not in this test. Reload the test.',
  choiceNotAnOption: 'An answer is not one of its question’s options. Reload the test.',
  answerIdRequired: 'An answer is missing its id. Reload the test.',
  tooManyAnswers: `Send at most ${TEST_ANSWERS_PER_SAVE_MAX} answers at a time`,
  notSubmitted: 'This test is still running: its review, with the answer key, opens once the test is submitted.',
  keyHiddenUntilClose: 'The answer key and explanations of a grand test open when its window closes.',
  secondsInvalid: 'Time spent on a question is a whole number of seconds, up to the test’s length.',
  partClosed: (part: number) =>
    `Part ${part} is closed: its answers are locked, and count as they were saved before it closed.`,
  partNotOpen: (part: number) =>
    `Part ${part} has not opened yet: it opens when part ${part - 1} is submitted or its time ends.`,
  partsNotInTurn: 'This test’s parts are not submitted one by one: submit the whole test.',
  lastPart: 'This is the test’s last part: submit the test to finish it.',
  partInvalid: 'Name the part to submit by its number (1 or 2).',
} as const;

export const testCreateRequestSchema = z.object({
  pattern: z.enum(testPatternIds, mcqTestMessages.patternRequired),
  /** Custom tests only. */
  count: countField(CUSTOM_TEST_MAX_QUESTIONS, mcqTestMessages.countInvalid).optional(),
  minutes: countField(CUSTOM_TEST_MAX_MINUTES, mcqTestMessages.minutesInvalid).optional(),
  subjects: z
    .array(z.enum(LIBRARY_SUBJECT_IDS, mcqTestMessages.subjectInvalid))
    .max(LIBRARY_SUBJECT_IDS.length)
    .prefault([]),
});
export type TestCreateRequest = z.input<typeof testCreateRequestSchema>;

export const testIdParamsSchema = z.object({ testId: z.uuid(mcqTestMessages.testNotFound) });
export const testPartParamsSchema = testIdParamsSchema.extend({
  part: z.coerce
    .number(mcqTestMessages.partInvalid)
    .int(mcqTestMessages.partInvalid)
    .min(1, mcqTestMessages.partInvalid)
    .max(9, mcqTestMessages.partInvalid),
});

/**
 * The part open now in a test whose parts run in turn (an FMGE grand test, decision 144): only its
 * questions are dealt, it closes at `closesAt` (its own minutes, cut at the test's deadline), and
 * the parts before it are locked.
 */
export const openPartSchema = z.object({
  part: z.number().int(),
  parts: z.number().int(),
  closesAt: z.string(),
});

export const testQuestionSchema = z.object({
  id: z.string(),
  ...questionBodyShape,
  options: z.array(z.object({ id: z.string(), text: z.string() })),
  subjectId: z.string(),
  difficulty: difficultySchema,
  /** 1-based part (FMGE has two). */
  part: z.number().int(),
});
export type TestQuestion = z.infer<typeof testQuestionSchema>;

/** How a test's questions were answered: right, wrong and left blank. */
export const answerTallyShape = {
  correct: z.number().int(),
  wrong: z.number().int(),
  unanswered: z.number().int(),
};

const subjectScoreSchema = z.object({
  subjectId: z.string(),
  name: z.string(),
  ...answerTallyShape,
  score: z.number(),
});
export const testResultSchema = z.object({
  score: z.number(),
  maxScore: z.number(),
  ...answerTallyShape,
  perSubject: z.array(subjectScoreSchema),
  xpAwarded: z.number().int(),
  submittedAt: z.string(),
  /**
   * Where the score stands among everyone who took the same test (same pattern; for a custom test
   * the same questions count, minutes and subjects), each student by her first attempt: the share
   * of takers scoring at or below it. Worked out when the result is read, so it follows the crowd.
   */
  standing: z.object({
    takers: z.number().int(),
    /** Null until PERCENTILE_MIN_TAKERS have taken it. */
    percentile: z.number().nullable(),
    /** How many more takers a percentile needs (0 once it is shown). */
    needed: z.number().int(),
  }),
});
export type TestResult = z.infer<typeof testResultSchema>;

export const testReplySchema = z.object({
  testId: z.string(),
  pattern: z.enum(testPatternIds),
  name: z.string(),
  marksCorrect: z.number(),
  marksWrong: z.number(),
  startedAt: z.string(),
  /** The server's deadline: answers after it are refused, and the screen submits at it. */
  deadline: z.string(),
  /** The server's clock when it replied, so the screen can count down without trusting the phone's. */
  serverNow: z.string(),
  /** Null unless the test's parts run in turn; then only the open part's questions are in `questions`. */
  openPart: openPartSchema.nullable(),
  questions: z.array(testQuestionSchema),
  /** Saved choices by question id (option id), with their sequence numbers. */
  answers: z.record(z.string(), z.object({ choice: z.string().nullable(), sequence: z.number().int() })),
  result: testResultSchema.nullable(),
});
export type TestReply = z.infer<typeof testReplySchema>;

const testAnswerSchema = z.object({
  answerId: z.uuid(mcqTestMessages.answerIdRequired),
  questionId: text().min(1).max(200),
  /** An option id, or null to clear the answer. */
  choice: text().max(100).nullable(),
  /** Grows with every change the screen makes; a save with a lower number than the stored one is ignored. */
  sequence: z.number().int().min(0),
});
export const testAnswersRequestSchema = z.object({
  answers: z.array(testAnswerSchema).min(1).max(TEST_ANSWERS_PER_SAVE_MAX, mcqTestMessages.tooManyAnswers),
});
export type TestAnswersRequest = z.infer<typeof testAnswersRequestSchema>;
export const testAnswersReplySchema = z.object({ saved: z.number().int() });

/**
 * A submit may carry the seconds the screen was on each question (counted on the device, as the
 * server cannot see the screen). The first submit stores them; a repeated submit changes nothing.
 */
export const testSubmitRequestSchema = z.object({
  seconds: z
    .record(
      text().min(1).max(200),
      z
        .number(mcqTestMessages.secondsInvalid)
        .min(0, mcqTestMessages.secondsInvalid)
        .max(TEST_SECONDS_PER_QUESTION_MAX, mcqTestMessages.secondsInvalid)
        // A refinement, not .int(): the request error names .int()'s type, not this sentence.
        .refine(Number.isInteger, mcqTestMessages.secondsInvalid),
    )
    .optional(),
});
export type TestSubmitRequest = z.infer<typeof testSubmitRequestSchema>;

const reviewOutcomes = ['correct', 'wrong', 'unanswered'] as const;

/** One question of a submitted test as the review shows it: the student's choice, the key and why. */
const testReviewQuestionSchema = testQuestionSchema.extend({
  position: z.number().int(),
  subjectName: z.string(),
  subtopicId: z.string().nullable(),
  subtopicName: z.string().nullable(),
  chosenOptionId: z.string().nullable(),
  keyOptionId: z.string(),
  outcome: z.enum(reviewOutcomes),
  explanation: z.string(),
  /** In option order, when the question explains each option. */
  optionExplanations: z.array(z.string()).nullable(),
  /** Seconds the screen showed the question (null: the device did not send them). */
  seconds: z.number().int().nullable(),
  bookmarked: z.boolean(),
});
export type TestReviewQuestion = z.infer<typeof testReviewQuestionSchema>;

export const testReviewReplySchema = z.object({
  testId: z.string(),
  name: z.string(),
  submittedAt: z.string(),
  questions: z.array(testReviewQuestionSchema),
});
export type TestReviewReply = z.infer<typeof testReviewReplySchema>;
