/** The tutor's SQL: threads, messages, the day's message count and feedback. */
import { ECONOMY_TIME_ZONE } from '@medsutra/contract/economy/table';
import { and, asc, desc, eq, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { chatDailyUsage, chatFeedback, chatMessages, chatThreads } from '../../db/schema.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

export type ThreadRow = typeof chatThreads.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type NewThread = typeof chatThreads.$inferInsert;
export type NewMessage = typeof chatMessages.$inferInsert;

/** `%` and `_` typed by a student are searched for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createTutorRepository() {
  return {
    exportPersonalRows,
    erasePersonalRows,
    async insertThread(exec: DbExecutor, thread: NewThread) {
      await exec.insert(chatThreads).values(thread);
    },

    async thread(exec: DbExecutor, id: string): Promise<ThreadRow | null> {
      const [row] = await exec.select().from(chatThreads).where(eq(chatThreads.id, id));
      return row ?? null;
    },

    /** The student's threads, newest activity first; `q` matches a title or any message's text. */
    async threads(exec: DbExecutor, userId: string, q: string | undefined, limit = 100) {
      const matching = q
        ? or(
            ilike(chatThreads.title, likePattern(q)),
            inArray(
              chatThreads.id,
              exec
                .select({ id: chatMessages.threadId })
                .from(chatMessages)
                .where(and(eq(chatMessages.userId, userId), ilike(chatMessages.content, likePattern(q)))),
            ),
          )
        : undefined;
      return exec
        .select({
          thread: chatThreads,
          // Qualified by hand: inside the subquery a bare "id" would be the message's.
          messageCount: sql<number>`(select count(*)::int from chat_messages m where m.thread_id = "chat_threads"."id")`,
        })
        .from(chatThreads)
        .where(and(eq(chatThreads.userId, userId), matching))
        .orderBy(desc(chatThreads.updatedAt), desc(chatThreads.createdAt))
        .limit(limit);
    },

    async renameThread(exec: DbExecutor, id: string, title: string, now: Date) {
      await exec.update(chatThreads).set({ title, updatedAt: now }).where(eq(chatThreads.id, id));
    },

    async deleteThread(exec: DbExecutor, id: string) {
      await exec.delete(chatThreads).where(eq(chatThreads.id, id));
    },

    async messages(exec: DbExecutor, threadId: string): Promise<MessageRow[]> {
      return exec
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.threadId, threadId))
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.role));
    },

    async message(exec: DbExecutor, id: string): Promise<MessageRow | null> {
      const [row] = await exec.select().from(chatMessages).where(eq(chatMessages.id, id));
      return row ?? null;
    },

    /** A thread's student message and its answer for a client id. */
    async byClientId(exec: DbExecutor, threadId: string, clientId: string) {
      const rows = await exec
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.threadId, threadId), eq(chatMessages.clientId, clientId)));
      return {
        question: rows.find((r) => r.role === 'user') ?? null,
        answer: rows.find((r) => r.role === 'assistant') ?? null,
      };
    },

    /** The student's message, unless one with its client id is there already (then false). */
    async insertQuestion(tx: DbExecutor, message: NewMessage): Promise<boolean> {
      const rows = await tx
        .insert(chatMessages)
        .values(message)
        .onConflictDoNothing()
        .returning({ id: chatMessages.id });
      return rows.length > 0;
    },

    async insertMessage(tx: DbExecutor, message: NewMessage) {
      await tx.insert(chatMessages).values(message);
    },

    async updateMessage(exec: DbExecutor, id: string, values: Partial<NewMessage>) {
      await exec.update(chatMessages).set(values).where(eq(chatMessages.id, id));
    },

    /**
     * Counts one message on the day, unless the day's count has reached `limit`: one guarded
     * upsert, so messages sent at once cannot pass the limit. The new count, or null when full.
     */
    async countMessage(tx: DbExecutor, userId: string, day: string, limit: number): Promise<number | null> {
      const rows = await tx
        .insert(chatDailyUsage)
        .values({ userId, day, count: 1 })
        .onConflictDoUpdate({
          target: [chatDailyUsage.userId, chatDailyUsage.day],
          set: { count: sql`${chatDailyUsage.count} + 1` },
          setWhere: sql`${chatDailyUsage.count} < ${limit}`,
        })
        .returning({ count: chatDailyUsage.count });
      return rows[0]?.count ?? null;
    },

    /** The student's own messages (questions) per Asia/Kolkata day since `since`; days without any are left out. */
    async questionsByDay(exec: DbExecutor, userId: string, since: Date): Promise<{ day: string; count: number }[]> {
      const day = sql<string>`to_char(${chatMessages.createdAt} at time zone ${sql.raw(`'${ECONOMY_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
      const rows = await exec
        .select({ day, count: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(and(eq(chatMessages.userId, userId), eq(chatMessages.role, 'user'), gte(chatMessages.createdAt, since)))
        .groupBy(day);
      return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
    },

    async usedOn(exec: DbExecutor, userId: string, day: string): Promise<number> {
      const [row] = await exec
        .select({ count: chatDailyUsage.count })
        .from(chatDailyUsage)
        .where(and(eq(chatDailyUsage.userId, userId), eq(chatDailyUsage.day, day)));
      return row?.count ?? 0;
    },

    async updateThread(exec: DbExecutor, id: string, values: Partial<NewThread>) {
      await exec.update(chatThreads).set(values).where(eq(chatThreads.id, id));
    },

    /** After an answer: the tokens it used, its activity time and the mode's state or summary. */
    async finishTurn(exec: DbExecutor, id: string, tokens: number, now: Date, values: Partial<NewThread> = {}) {
      await exec
        .update(chatThreads)
        .set({ ...values, tokensUsed: sql`${chatThreads.tokensUsed} + ${tokens}`, updatedAt: now })
        .where(eq(chatThreads.id, id));
    },

    async insertFeedback(exec: DbExecutor, values: typeof chatFeedback.$inferInsert) {
      await exec.insert(chatFeedback).values(values);
    },

    /** The student's latest thumbs on each of these answers. */
    async thumbsFor(exec: DbExecutor, messageIds: string[]): Promise<Map<string, 'up' | 'down'>> {
      if (messageIds.length === 0) return new Map();
      const rows = await exec
        .select({ messageId: chatFeedback.messageId, kind: chatFeedback.kind })
        .from(chatFeedback)
        .where(and(inArray(chatFeedback.messageId, messageIds), inArray(chatFeedback.kind, ['up', 'down'])))
        .orderBy(asc(chatFeedback.createdAt));
      const map = new Map<string, 'up' | 'down'>();
      for (const row of rows) map.set(row.messageId, row.kind as 'up' | 'down');
      return map;
    },
  };
}
export type TutorRepository = ReturnType<typeof createTutorRepository>;

/** Every conversation, message, daily count and piece of feedback of the subject, whole, for the export. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  const mine = subject.id;
  return {
    chat_threads: await tx.select().from(chatThreads).where(eq(chatThreads.userId, mine)),
    chat_messages: await tx.select().from(chatMessages).where(eq(chatMessages.userId, mine)),
    chat_daily_usage: await tx.select().from(chatDailyUsage).where(eq(chatDailyUsage.userId, mine)),
    chat_feedback: await tx.select().from(chatFeedback).where(eq(chatFeedback.userId, mine)),
  };
}

/** Deletes all of it at erasure; it holds no files. */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  const mine = subject.id;
  await tx.delete(chatFeedback).where(eq(chatFeedback.userId, mine));
  await tx.delete(chatMessages).where(eq(chatMessages.userId, mine));
  await tx.delete(chatThreads).where(eq(chatThreads.userId, mine));
  await tx.delete(chatDailyUsage).where(eq(chatDailyUsage.userId, mine));
  return [];
}
