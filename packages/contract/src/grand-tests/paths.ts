/**
 * Grand tests: one paper that every student sits in the same window, then an all-India rank
 * (docs/product-rules.md, "Grand tests"). Paths, patterns and the ranking rule, without zod: the
 * dashboard tile and the exam screen load these alone.
 */

export const grandTestPaths = {
  list: '/api/grand-tests',
  attempts: '/api/grand-tests/:grandTestId/attempts',
  answers: '/api/grand-tests/attempts/:attemptId/answers',
  submit: '/api/grand-tests/attempts/:attemptId/submit',
  /** FMGE: submits part 1 of the attempt, and part 2 opens with its own 150 minutes. */
  submitPart: '/api/grand-tests/attempts/:attemptId/parts/:part/submit',
  result: '/api/grand-tests/:grandTestId/result',
  leaderboard: '/api/grand-tests/:grandTestId/leaderboard',
  reminder: '/api/grand-tests/:grandTestId/reminder',
  adminList: '/api/admin/grand-tests',
  adminTest: '/api/admin/grand-tests/:grandTestId',
  adminSwap: '/api/admin/grand-tests/:grandTestId/swap',
  adminPublish: '/api/admin/grand-tests/:grandTestId/publish',
  adminDifficulty: '/api/admin/grand-tests/:grandTestId/difficulty',
} as const;
const id = encodeURIComponent;
export const grandTestAttemptsPath = (grandTestId: string) => `/api/grand-tests/${id(grandTestId)}/attempts`;
export const grandTestResultPath = (grandTestId: string) => `/api/grand-tests/${id(grandTestId)}/result`;
export const grandTestLeaderboardPath = (grandTestId: string) => `/api/grand-tests/${id(grandTestId)}/leaderboard`;
export const grandTestReminderPath = (grandTestId: string) => `/api/grand-tests/${id(grandTestId)}/reminder`;
export const adminGrandTestPath = (grandTestId: string) => `/api/admin/grand-tests/${id(grandTestId)}`;
export const adminGrandTestSwapPath = (grandTestId: string) => `/api/admin/grand-tests/${id(grandTestId)}/swap`;
export const adminGrandTestPublishPath = (grandTestId: string) => `/api/admin/grand-tests/${id(grandTestId)}/publish`;
export const adminGrandTestDifficultyPath = (grandTestId: string) =>
  `/api/admin/grand-tests/${id(grandTestId)}/difficulty`;

/**
 * The patterns a grand test is offered in. FMGE's two parts of 150 run in turn: part 2 opens when
 * part 1 is submitted or its 150 minutes end, and part 1's answers are then locked (decision 144).
 */
export const grandTestPatternIds = ['neet-pg', 'inicet', 'fmge'] as const;
export type GrandTestPatternId = (typeof grandTestPatternIds)[number];

export const grandTestStates = ['upcoming', 'open', 'closed'] as const;
export type GrandTestState = (typeof grandTestStates)[number];

/** The leaderboard's length, and the name a student who keeps off leaderboards is shown under. */
export const GRAND_TEST_LEADERBOARD_SIZE = 100;
export const GRAND_TEST_HIDDEN_NAME = 'A MedSutra student';
/** A submit this long after the attempt's deadline still counts (the screen submits at the deadline; the trip takes time). */
export const GRAND_TEST_SUBMIT_GRACE_SECONDS = 60;

/**
 * Equal scores share a rank (standard competition ranking: 1, 2, 2, 4); the percentile is the
 * share of takers who scored strictly below, × 100, to one decimal.
 */
export function grandTestPercentile(below: number, takers: number): number {
  if (takers <= 0) return 0;
  return Math.round((1000 * below) / takers) / 10;
}

/** Item analysis: a question is flagged below this discrimination (or with a distractor the top third prefers). */
export const ITEM_DISCRIMINATION_MIN = 0.1;
