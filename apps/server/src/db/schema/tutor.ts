import type { TutorQuestion } from '@medsutra/contract/tutor/api';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { parentRef, timestamptz, userRef } from './columns.ts';

/**
 * The AI tutor: a student's conversations (threads), their messages, the messages counted against
 * the day's limit (one row per student and Asia/Kolkata day, raised by a guarded upsert so
 * concurrent sends cannot pass the limit), and feedback on answers, kept for review.
 */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: uuid('id').primaryKey(),
    userId: userRef(),
    title: text('title').notNull(),
    mode: text('mode', { enum: ['tutor', 'explain', 'quiz', 'viva', 'compare'] }).notNull(),
    premium: boolean('premium').notNull().default(false),
    contextKind: text('context_kind', { enum: ['question', 'note', 'case', 'subtopic'] }),
    contextId: text('context_id'),
    contextTitle: text('context_title'),
    /** Earlier turns, condensed, once the thread is longer than its context window. */
    summary: text('summary'),
    /** Estimated tokens of everything sent and answered in this thread (its budget). */
    tokensUsed: integer('tokens_used').notNull().default(0),
    /** The study mode's state (the quiz's current question, the viva's next follow-up). */
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [index('chat_threads_user_updated_idx').on(table.userId, table.updatedAt.desc())],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey(),
    threadId: parentRef('thread_id', () => chatThreads.id),
    userId: userRef(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** The client's id of a student's message; the answer carries its question's id. */
    clientId: uuid('client_id'),
    /** The student's message an answer replies to. */
    replyTo: uuid('reply_to'),
    status: text('status', { enum: ['complete', 'streaming', 'interrupted'] })
      .notNull()
      .default('complete'),
    citations: jsonb('citations')
      .$type<
        { n: number; kind: 'note' | 'question' | 'case'; id: string; title: string; subtopicId: string | null }[]
      >()
      .notNull()
      .default([]),
    label: text('label'),
    grounding: text('grounding', { enum: ['library-offline', 'library', 'general'] }),
    emergency: boolean('emergency').notNull().default(false),
    tableData: jsonb('table_data').$type<{ columns: string[]; rows: string[][] }>(),
    /** The library question a quiz message asks, as the student sees it (no answer): the screen renders its format. */
    questionData: jsonb('question_data').$type<TutorQuestion>(),
    model: text('model'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('chat_messages_thread_created_idx').on(table.threadId, table.createdAt),
    unique('chat_messages_thread_client_role_key').on(table.threadId, table.clientId, table.role),
    index('chat_messages_user_idx').on(table.userId),
  ],
);

/** Messages counted on one Asia/Kolkata day: the daily limit's counter. */
export const chatDailyUsage = pgTable(
  'chat_daily_usage',
  {
    userId: userRef(),
    day: text('day').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    check('chat_daily_usage_count_check', sql`${table.count} >= 0`),
  ],
);

/** Thumbs up or down (with a reason) and error reports on answers, for review. */
export const chatFeedback = pgTable(
  'chat_feedback',
  {
    id: uuid('id').primaryKey(),
    messageId: parentRef('message_id', () => chatMessages.id),
    userId: userRef(),
    kind: text('kind', { enum: ['up', 'down', 'error'] }).notNull(),
    reason: text('reason'),
    /** The answer as it was when reported, so a review sees what the student saw. */
    answerSnapshot: text('answer_snapshot').notNull(),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('chat_feedback_status_created_idx').on(table.status, table.createdAt)],
);
