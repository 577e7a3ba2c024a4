/**
 * The revision tracker (`/topic-tracker`, `/smart-revision-tracker`, the dashboard's revision
 * dropdown): every library subtopic with its state for the student, one-tap reviews scheduled by
 * FSRS, and a 3-question check from the bank as the other way to rate a review. XP is
 * DECISIONS.md's ("Revision and planners"): 20 XP for a first revision and for each scheduled
 * review done on or after its due date, at most once per subtopic a day.
 */
import { z } from 'zod';
import { text } from './text.ts';

export { REVISION_SUBTOPIC_COUNT, REVISION_SUBTOPIC_XP } from './economy.ts';

export const revisionPaths = {
  subtopics: '/api/revision/subtopics',
  reviews: '/api/revision/subtopics/:subtopicId/reviews',
  check: '/api/revision/subtopics/:subtopicId/check',
  smart: '/api/revision/smart',
} as const;
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
  ratingOrCheck: 'Send either a rating or the answers to a check, not both.',
  checkAnswersInvalid: 'Answer each question of the check once, then submit.',
  checkQuestionUnknown: 'A question of this check does not belong to this subtopic. Start the check again.',
  noCheckQuestions: 'There are no questions for this subtopic yet. Rate how well you recalled it instead.',
  loadFailed: 'Your revision could not be loaded. Check your connection and try again.',
  reviewFailed: 'Your review could not be saved. Check your connection and try again.',
  loginRequired: 'Please log in to track your revision',
  howWell: 'How well did you recall it?',
  xpEarned: (xp: number) => `+${xp} XP`,
  noXpNotDue: 'Saved. It was not due yet, so no XP this time.',
  nextDue: (date: string) => `Next review: ${date}`,
  overall: (started: number, total: number) => `${started} of ${total}`,
} as const;

export const revisionRatingLabels: Record<RevisionRating, string> = {
  again: 'Forgot',
  hard: 'Hard',
  good: 'Good',
  easy: 'Easy',
};

/** not_started: never revised; scheduled: next review later; due: today; overdue: before today. */
export const revisionStateSchema = z.enum(['not_started', 'scheduled', 'due', 'overdue']);
export type RevisionState = z.infer<typeof revisionStateSchema>;

export const revisionSubtopicSchema = z.object({
  id: z.string(),
  name: z.string(),
  subjectId: z.string(),
  topicId: z.string(),
  topicName: z.string(),
  yield: z.enum(['high', 'medium', 'low']),
  hasNotes: z.boolean(),
  state: revisionStateSchema,
  reviewCount: z.number().int(),
  /** ISO instant of the next review, null before the first. */
  dueAt: z.string().nullable(),
  lastReviewedAt: z.string().nullable(),
});
export type RevisionSubtopic = z.infer<typeof revisionSubtopicSchema>;

export const revisionSubjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  total: z.number().int(),
  started: z.number().int(),
  due: z.number().int(),
  overdue: z.number().int(),
});
export type RevisionSubject = z.infer<typeof revisionSubjectSchema>;

export const revisionSubtopicsReplySchema = z.object({
  success: z.literal(true),
  /** The Asia/Kolkata day the states were worked out for. */
  today: z.string(),
  total: z.number().int(),
  started: z.number().int(),
  subjects: z.array(revisionSubjectSchema),
  subtopics: z.array(revisionSubtopicSchema),
});
export type RevisionSubtopicsReply = z.infer<typeof revisionSubtopicsReplySchema>;

export const revisionSubtopicParamsSchema = z.object({
  subtopicId: text().max(200),
});

export const revisionCheckAnswerSchema = z.object({
  questionId: text().min(1).max(200),
  optionIndex: z.number().int().min(0).max(9),
});

export const revisionReviewBodySchema = z
  .object({
    reviewId: text({ error: revisionMessages.reviewIdRequired }).min(8, revisionMessages.reviewIdRequired).max(100),
    rating: z.enum(revisionRatings, revisionMessages.ratingInvalid).optional(),
    check: z
      .object({
        answers: z
          .array(revisionCheckAnswerSchema, { error: revisionMessages.checkAnswersInvalid })
          .min(1, revisionMessages.checkAnswersInvalid)
          .max(REVISION_CHECK_SIZE, revisionMessages.checkAnswersInvalid),
      })
      .optional(),
  })
  .refine((body) => (body.rating === undefined) !== (body.check === undefined), {
    message: revisionMessages.ratingOrCheck,
  });
export type RevisionReviewBody = z.infer<typeof revisionReviewBodySchema>;

export const revisionReviewReplySchema = z.object({
  success: z.literal(true),
  subtopicId: z.string(),
  rating: z.enum(revisionRatings),
  xpAwarded: z.number().int(),
  /** ISO instant of the next review. */
  nextDueAt: z.string(),
  reviewCount: z.number().int(),
  state: revisionStateSchema,
  /** With a check: how many were right and each question's right option. */
  check: z
    .object({
      correct: z.number().int(),
      total: z.number().int(),
      answers: z.array(z.object({ questionId: z.string(), answerIndex: z.number().int(), explanation: z.string() })),
    })
    .nullable(),
});
export type RevisionReviewReply = z.infer<typeof revisionReviewReplySchema>;

export const revisionCheckReplySchema = z.object({
  success: z.literal(true),
  subtopicId: z.string(),
  questions: z.array(z.object({ id: z.string(), stem: z.string(), options: z.array(z.string()) })),
});
export type RevisionCheckReply = z.infer<typeof revisionCheckReplySchema>;

export const smartRevisionItemSchema = z.object({
  subtopicId: z.string(),
  name: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
  topicName: z.string(),
  yield: z.enum(['high', 'medium', 'low']),
  state: revisionStateSchema,
  dueAt: z.string().nullable(),
  reviewCount: z.number().int(),
  /** Higher first: NEET PG weight × yield × (1 + weakness from MCQ practice), overdue days added. */
  priority: z.number(),
  /** Why it is on the list, in words ("Overdue 3 days · high yield · weak subject"). */
  reason: z.string(),
});
export type SmartRevisionItem = z.infer<typeof smartRevisionItemSchema>;

export const smartRevisionReplySchema = z.object({
  success: z.literal(true),
  today: z.string(),
  /** Overdue and due today, overdue first, then by priority. */
  dueToday: z.array(smartRevisionItemSchema),
  /** Due in the next 6 days. */
  thisWeek: z.array(smartRevisionItemSchema),
  /** Not started yet, highest priority first (a short list): where a new student begins. */
  startNext: z.array(smartRevisionItemSchema),
  weakSubjects: z.array(z.object({ subjectId: z.string(), name: z.string(), accuracy: z.number().int() })),
});
export type SmartRevisionReply = z.infer<typeof smartRevisionReplySchema>;
