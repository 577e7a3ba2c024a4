/**
 * The zod-free half of the revision contract: paths, sizes, ratings and messages. The dashboard's
 * revision dropdown loads it without zod (revision.ts re-exports it with the schemas).
 */
export type RevisionState = 'not_started' | 'scheduled' | 'due' | 'overdue';

export const revisionPaths = {
  subtopics: '/api/revision/subtopics',
  reviews: '/api/revision/subtopics/:subtopicId/reviews',
  check: '/api/revision/subtopics/:subtopicId/check',
  smart: '/api/revision/smart',
  noteOpened: '/api/revision/subtopics/:subtopicId/note-opened',
} as const;
export const revisionNoteOpenedPath = (subtopicId: string) =>
  `/api/revision/subtopics/${encodeURIComponent(subtopicId)}/note-opened`;

/** A note counts as read (and the subtopic as revised) once it has been open this long. */
export const REVISION_NOTE_READ_SECONDS = 30;
/** Right answers of REVISION_CHECK_SIZE that pass a check (and complete the subtopic). */
export const REVISION_CHECK_PASS = 2;
export const revisionReviewsPath = (subtopicId: string) =>
  `/api/revision/subtopics/${encodeURIComponent(subtopicId)}/reviews`;
export const revisionCheckPath = (subtopicId: string) =>
  `/api/revision/subtopics/${encodeURIComponent(subtopicId)}/check`;

/** Questions in a revision check; all right rates the review `good`, two `hard`, fewer `again`. */
export const REVISION_CHECK_SIZE = 3;
/** How many items the dashboard's dropdown shows from the top of the smart list. */
export const REVISION_DROPDOWN_SIZE = 5;

export const revisionRatings = ['again', 'hard', 'good', 'easy'] as const;
export type RevisionRating = (typeof revisionRatings)[number];

export const revisionMessages = {
  ratingInvalid: 'Choose how well you recalled it: again, hard, good or easy.',
  reviewIdRequired: 'This review is missing its id. Reload the page and try again.',
  reviewIdReused: 'This review id was used for another subtopic. Reload the page and try again.',
  subtopicNotFound: 'There is no such subtopic. Choose one from the topic tracker.',
  ratingOrCheck: 'Send one of a rating, the answers to a check or a note read, not more.',
  noteNotOpened: 'Open the note first, then mark it read.',
  noteMissing: 'This subtopic has no notes in the library yet. Check it with 3 questions instead.',
  noteNotReadYet: (seconds: number) =>
    `Read the note a little longer: it counts as read after ${REVISION_NOTE_READ_SECONDS} seconds (${seconds} to go).`,
  checkAnswersInvalid: 'Answer each question of the check once, then submit.',
  checkQuestionUnknown: 'A question of this check does not belong to this subtopic. Start the check again.',
  checkQuestionInOpenTest:
    'A question of this check is in a test you have open. Submit the test first, or rate how well you recalled it instead.',
  noCheckQuestions: 'There are no questions for this subtopic yet. Rate how well you recalled it instead.',
  loadFailed: 'Your revision could not be loaded. Check your connection and try again.',
  reviewFailed: 'Your review could not be saved. Check your connection and try again.',
  loginRequired: 'Please log in to track your revision',
  howWell: 'How well did you recall it?',
  xpEarned: (xp: number) => `+${xp} XP`,
  noXpNotDue: 'Saved. It was not due yet, so no XP this time.',
  noXpRating: `Saved. XP for a revision comes from reading its note or passing the ${REVISION_CHECK_SIZE}-question check.`,
  noXpCheckFailed: `Saved. Get ${REVISION_CHECK_PASS} of ${REVISION_CHECK_SIZE} right to count it as revised.`,
  markRead: 'I have read the note',
  comesBack: (days: number) => (days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`),
  examSchedule: (date: string) =>
    `Your exam is on ${new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}: every review is scheduled before it.`,
  setExam: 'Set your exam date and nothing will be scheduled after it.',
  setExamLink: 'Set it in your profile',
  beforeExam: (date: string) => `Brought before your exam (${date})`,
  nextDue: (date: string) => `Next review: ${date}`,
  overall: (started: number, total: number) => `${started} of ${total}`,
} as const;

export const revisionRatingLabels: Record<RevisionRating, string> = {
  again: 'Forgot',
  hard: 'Hard',
  good: 'Good',
  easy: 'Easy',
};
