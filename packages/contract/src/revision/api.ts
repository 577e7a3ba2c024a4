/**
 * The revision tracker (`/topic-tracker`, `/smart-revision-tracker`, the dashboard's revision
 * dropdown): every library subtopic with its state for the student, one-tap reviews scheduled by
 * FSRS, and a 3-question check from the bank as the other way to rate a review. XP is
 * docs/product-rules.md's ("Revision and planners"): 20 XP for a first revision and for each scheduled
 * review done on or after its due date, at most once per subtopic a day.
 */
import { z } from 'zod';
import { successReply } from '../http/reply.ts';
import { yieldSchema } from '../library/content.ts';
import { questionBodyShape } from '../library/question-body-schema.ts';
import { text } from '../text.ts';

export { REVISION_SUBTOPIC_COUNT, REVISION_SUBTOPIC_XP } from '../economy/table.ts';

export {
  REVISION_CHECK_SIZE,
  REVISION_NOTE_READ_SECONDS,
  type RevisionRating,
  revisionCheckPath,
  revisionMessages,
  revisionNoteOpenedPath,
  revisionPaths,
  revisionRatingLabels,
  revisionRatings,
  revisionReviewsPath,
} from './screen.ts';

import { comesBackSchema } from './comes-back.ts';
import { REVISION_CHECK_SIZE, revisionMessages, revisionRatings } from './screen.ts';

/** not_started: never revised; scheduled: next review later; due: today; overdue: before today. */
const revisionStateSchema = z.enum(['not_started', 'scheduled', 'due', 'overdue']);
export type RevisionState = z.infer<typeof revisionStateSchema>;

export type RevisionComesBack = z.infer<typeof comesBackSchema>;

const revisionSubtopicSchema = z.object({
  id: z.string(),
  name: z.string(),
  subjectId: z.string(),
  topicId: z.string(),
  topicName: z.string(),
  yield: yieldSchema,
  hasNotes: z.boolean(),
  state: revisionStateSchema,
  reviewCount: z.number().int(),
  /** ISO instant of the next review, null before the first. */
  dueAt: z.string().nullable(),
  lastReviewedAt: z.string().nullable(),
  comesBack: comesBackSchema,
});
export type RevisionSubtopic = z.infer<typeof revisionSubtopicSchema>;

const revisionSubjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  total: z.number().int(),
  started: z.number().int(),
  due: z.number().int(),
  overdue: z.number().int(),
});

export const revisionSubtopicsReplySchema = successReply({
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

const revisionCheckAnswerSchema = z.object({
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
    /** The note was read: opened (POST note-opened) at least REVISION_NOTE_READ_SECONDS ago. */
    noteRead: z.literal(true).optional(),
  })
  .refine((body) => [body.rating, body.check, body.noteRead].filter((part) => part !== undefined).length === 1, {
    message: revisionMessages.ratingOrCheck,
  });
export type RevisionReviewBody = z.infer<typeof revisionReviewBodySchema>;

export const revisionReviewReplySchema = successReply({
  subtopicId: z.string(),
  rating: z.enum(revisionRatings),
  xpAwarded: z.number().int(),
  /** ISO instant of the next review. */
  nextDueAt: z.string(),
  reviewCount: z.number().int(),
  state: revisionStateSchema,
  /** Whether this review completed the subtopic (note read or check passed): only that pays XP. */
  completed: z.boolean(),
  /** The schedule was brought before the student's exam date. */
  beforeExam: z.boolean(),
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

export const revisionNoteOpenedReplySchema = successReply({ openedAt: z.string() });
export type RevisionNoteOpenedReply = z.infer<typeof revisionNoteOpenedReplySchema>;

export const revisionCheckReplySchema = successReply({
  subtopicId: z.string(),
  questions: z.array(z.object({ id: z.string(), ...questionBodyShape, options: z.array(z.string()) })),
});
export type RevisionCheckReply = z.infer<typeof revisionCheckReplySchema>;

const smartRevisionItemSchema = z.object({
  subtopicId: z.string(),
  name: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
  topicName: z.string(),
  yield: yieldSchema,
  state: revisionStateSchema,
  dueAt: z.string().nullable(),
  reviewCount: z.number().int(),
  comesBack: comesBackSchema,
  /** Higher first: NEET PG weight × yield × (1 + weakness from MCQ practice), overdue days added. */
  priority: z.number(),
  /** Why it is on the list, in words ("Overdue 3 days · high yield · weak subject"). */
  reason: z.string(),
});
export type SmartRevisionItem = z.infer<typeof smartRevisionItemSchema>;

export const smartRevisionReplySchema = successReply({
  today: z.string(),
  /** Overdue and due today, overdue first, then by priority. */
  dueToday: z.array(smartRevisionItemSchema),
  /** Due in the next 6 days. */
  thisWeek: z.array(smartRevisionItemSchema),
  /** Not started yet, highest priority first (a short list): where a new student begins. */
  startNext: z.array(smartRevisionItemSchema),
  weakSubjects: z.array(z.object({ subjectId: z.string(), name: z.string(), accuracy: z.number().int() })),
  /** The student's exam day (yyyy-mm-dd), when she has set one: nothing is scheduled after it. */
  examDate: z.string().nullable(),
});
export type SmartRevisionReply = z.infer<typeof smartRevisionReplySchema>;
