/**
 * The AI tutor's request and reply bodies. Paths, limits and words are in tutor-screen.ts (no zod).
 * A message's reply is a stream of server-sent events (`delta`, then `done` with the whole
 * answer), or with `Accept: application/json` the same answer as one JSON reply.
 */
import { z } from 'zod';
import { successReply } from '../http/reply.ts';
import { groundingSchema } from '../library/api.ts';
import { questionBodyShape } from '../library/question-body-schema.ts';
import { displayText, text } from '../text.ts';
import {
  TUTOR_CONTEXT_KINDS,
  TUTOR_FEEDBACK_REASON_MAX,
  TUTOR_MESSAGE_MAX,
  TUTOR_MODES,
  TUTOR_SEARCH_MAX,
  TUTOR_TITLE_MAX,
  tutorMessages,
} from './screen.ts';

export * from './screen.ts';

const ITEM_ID = /^[a-z0-9][a-z0-9._-]{0,200}$/;

const tutorModeSchema = z.enum(TUTOR_MODES, tutorMessages.modeInvalid);
const tutorContextSchema = z.object({
  kind: z.enum(TUTOR_CONTEXT_KINDS, tutorMessages.contextKindInvalid),
  id: text().trim().regex(ITEM_ID, tutorMessages.contextNotFound),
});

export const createThreadRequestSchema = z.object({
  mode: tutorModeSchema.prefault('tutor'),
  premium: z.boolean().prefault(false),
  context: tutorContextSchema.optional(),
  title: displayText().trim().max(TUTOR_TITLE_MAX, tutorMessages.titleTooLong).optional(),
});
export type CreateThreadRequest = z.input<typeof createThreadRequestSchema>;

export const createThreadReplySchema = successReply({ threadId: z.string() });

const threadSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  mode: tutorModeSchema,
  premium: z.boolean(),
  context: z.object({ kind: z.enum(TUTOR_CONTEXT_KINDS), id: z.string(), title: z.string() }).nullable(),
  messageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

export const threadListQuerySchema = z.object({
  q: text().trim().max(TUTOR_SEARCH_MAX, `Search with at most ${TUTOR_SEARCH_MAX} characters.`).optional(),
});
export const threadListReplySchema = successReply({ threads: z.array(threadSummarySchema) });
export type ThreadListReply = z.infer<typeof threadListReplySchema>;

const tutorCitationSchema = z.object({
  n: z.number().int(),
  kind: z.enum(['note', 'question', 'case']),
  id: z.string(),
  title: z.string(),
  /** The library subtopic the citation opens. */
  subtopicId: z.string().nullable(),
});
export type TutorCitation = z.infer<typeof tutorCitationSchema>;

const tutorTableSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
export type TutorTable = z.infer<typeof tutorTableSchema>;

/** A library question the quiz asks, as a student sees it before answering: its body and lettered options. */
const tutorQuestionSchema = z.object({
  id: z.string(),
  /** Its place in the quiz: the content's `tutorQuizHeading(position)` line starts its text. */
  position: z.number().int(),
  ...questionBodyShape,
  options: z.array(z.string()),
});
export type TutorQuestion = z.infer<typeof tutorQuestionSchema>;

export const tutorAnswerSchema = successReply({
  threadId: z.string(),
  messageId: z.string(),
  answer: z.string(),
  citations: z.array(tutorCitationSchema),
  label: z.string(),
  grounding: groundingSchema.nullable(),
  /** True when the answer ended early (the model stopped); the text that arrived is kept. */
  interrupted: z.boolean(),
  emergency: z.boolean(),
  table: tutorTableSchema.nullable(),
  question: tutorQuestionSchema.nullable(),
  /**
   * For a message that is a multiple-choice question: the option the tutor named ("A"–"D"), only
   * when the library's passages clearly support it; null when it named none (or the message had
   * no options).
   */
  choice: z.enum(['A', 'B', 'C', 'D']).nullable(),
  /** Messages left today after this one, and the day's limit. */
  usage: z.object({ used: z.number().int(), limit: z.number().int(), left: z.number().int() }),
});
export type TutorAnswer = z.infer<typeof tutorAnswerSchema>;

export const sendMessageRequestSchema = z.object({
  content: text({ error: tutorMessages.messageRequired })
    .trim()
    .min(1, tutorMessages.messageRequired)
    .max(TUTOR_MESSAGE_MAX, tutorMessages.messageTooLong),
  /** The client's id for this message: sent again after a dropped stream, it is counted once. */
  clientId: z.uuid('This message id is not valid. Reload the page and send it again.').optional(),
});

const tutorMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  clientId: z.string().nullable(),
  status: z.enum(['complete', 'streaming', 'interrupted']),
  citations: z.array(tutorCitationSchema),
  label: z.string().nullable(),
  grounding: groundingSchema.nullable(),
  emergency: z.boolean(),
  table: tutorTableSchema.nullable(),
  question: tutorQuestionSchema.nullable(),
  feedback: z.enum(['up', 'down']).nullable(),
  createdAt: z.string(),
});
export type TutorMessage = z.infer<typeof tutorMessageSchema>;

export const threadReplySchema = successReply({
  thread: threadSummarySchema.extend({ summary: z.string().nullable() }),
  messages: z.array(tutorMessageSchema),
});
export type ThreadReply = z.infer<typeof threadReplySchema>;

export const renameThreadRequestSchema = z.object({
  title: displayText({ error: tutorMessages.titleRequired })
    .trim()
    .min(1, tutorMessages.titleRequired)
    .max(TUTOR_TITLE_MAX, tutorMessages.titleTooLong),
});

export const threadParamsSchema = z.object({ threadId: z.uuid(tutorMessages.threadNotFound) });
export const messageParamsSchema = z.object({ messageId: z.uuid(tutorMessages.messageNotFound) });

export const feedbackRequestSchema = z.object({
  kind: z.enum(['up', 'down', 'error'], 'Choose helpful, not helpful or report an error.'),
  reason: text()
    .trim()
    .max(TUTOR_FEEDBACK_REASON_MAX, `Keep the reason under ${TUTOR_FEEDBACK_REASON_MAX} characters.`)
    .optional(),
});
export const okReplySchema = successReply({});

export const tutorUsageReplySchema = successReply({
  used: z.number().int(),
  limit: z.number().int(),
  left: z.number().int(),
  premiumChat: z.boolean(),
  modelConfigured: z.boolean(),
});
export type TutorUsageReply = z.infer<typeof tutorUsageReplySchema>;

export const chatbaseConfigReplySchema = successReply({ agentId: z.string().nullable() });
