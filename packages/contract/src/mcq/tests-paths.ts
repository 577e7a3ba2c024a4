/**
 * Timed tests' paths, pattern ids and limits, without zod: the exam screen (web) imports these
 * alone, so a slow phone does not load and evaluate the schema library to open a test. The
 * schemas are in tests-api.ts, which re-exports all of this.
 */
import { TEST_BONUS_MIN_ANSWERED_PERCENT, TEST_FINISHED_XP, TEST_XP_PER_CORRECT } from '../economy/table.ts';

export const mcqTestPaths = {
  tests: '/api/tests',
  test: '/api/tests/:testId',
  answers: '/api/tests/:testId/answers',
  submit: '/api/tests/:testId/submit',
  review: '/api/tests/:testId/review',
  /** Submits one part of a test whose parts run in turn (an FMGE grand test): the next part opens. */
  submitPart: '/api/tests/:testId/parts/:part/submit',
} as const;
export const mcqTestPath = (id: string) => `/api/tests/${encodeURIComponent(id)}`;
export const mcqTestAnswersPath = (id: string) => `/api/tests/${encodeURIComponent(id)}/answers`;
export const mcqTestSubmitPath = (id: string) => `/api/tests/${encodeURIComponent(id)}/submit`;
export const mcqTestReviewPath = (id: string) => `/api/tests/${encodeURIComponent(id)}/review`;
export const mcqTestSubmitPartPath = (id: string, part: number) =>
  `/api/tests/${encodeURIComponent(id)}/parts/${part}/submit`;

export const testPatternIds = ['neet-pg', 'inicet', 'fmge', 'custom'] as const;
export type TestPatternId = (typeof testPatternIds)[number];

export const CUSTOM_TEST_MARKS = { marksCorrect: 1, marksWrong: 0 } as const;
export const CUSTOM_TEST_MAX_QUESTIONS = 200;
export const CUSTOM_TEST_MAX_MINUTES = 300;
export const TEST_ANSWERS_PER_SAVE_MAX = 300;
/** A percentile is shown once this many students (you included) have taken the same test. */
export const PERCENTILE_MIN_TAKERS = 10;

export { TEST_FINISHED_XP, TEST_XP_PER_CORRECT } from '../economy/table.ts';

/** A submitted test's XP: its correct answers, and the bonus for a full-length test answered to 80%. */
export function testXp(input: { correct: number; answered: number; total: number; fullLength: boolean }): number {
  const bonus =
    input.fullLength && input.answered * 100 >= input.total * TEST_BONUS_MIN_ANSWERED_PERCENT ? TEST_FINISHED_XP : 0;
  return input.correct * TEST_XP_PER_CORRECT + bonus;
}

/** Longest time one question can be counted for (a 300-minute custom test spent on one question). */
export const TEST_SECONDS_PER_QUESTION_MAX = CUSTOM_TEST_MAX_MINUTES * 60;
