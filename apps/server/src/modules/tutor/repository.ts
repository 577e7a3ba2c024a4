/** The tutor's SQL: threads, messages, the day's message count and feedback. */
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chatDailyUsage, chatFeedback, chatMessages, chatThreads } from '../../db/schema.ts';

export type TutorTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | TutorTransaction;
export type ThreadRow = typeof chatThreads.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type NewThread = typeof chatThreads.$inferInsert;
export type NewMessage = typeof chatMessages.$inferInsert;

/** `%` and `_` typed by a student are searched for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createTutorRepository(db: Database) {
  return {
    transaction<T>(work: (tx: TutorTransaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async insertThread(thread: NewThread) {
      await db.insert(chatThreads).values(thread);
    },

    async thread(id: string): Promise<ThreadRow | null> {
      const [row] = await db.select().from(chatThreads).where(eq(chatThreads.id, id));
      return row ?? null;
    },

    /** The student's threads, newest activity first; `q` matches a title or any message's text. */
    async threads(userId: string, q: string | undefined, limit = 100) {
      const matching = q
        ? or(
            ilike(chatThreads.title, likePattern(q)),
            inArray(
              chatThreads.id,
              db
                .select({ id: chatMessages.threadId })
                .from(chatMessages)
                .where(and(eq(chatMessages.userId, userId), ilike(chatMessages.content, likePattern(q)))),
            ),
          )
        : undefined;
      return db
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

    async renameThread(id: string, title: string, now: Date) {
      await db.update(chatThreads).set({ title, updatedAt: now }).where(eq(chatThreads.id, id));
    },

    async deleteThread(id: string) {
      await db.delete(chatThreads).where(eq(chatThreads.id, id));
    },

    async messages(threadId: string): Promise<MessageRow[]> {
      return db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.threadId, threadId))
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.role));
    },

    async message(id: string): Promise<MessageRow | null> {
      const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
      return row ?? null;
    },

    /** A thread's student message and its answer for a client id. */
    async byClientId(threadId: string, clientId: string) {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.threadId, threadId), eq(chatMessages.clientId, clientId)));
      return {
        question: rows.find((r) => r.role === 'user') ?? null,
        answer: rows.find((r) => r.role === 'assistant') ?? null,
      };
    },

    /** The student's message, unless one with its client id is there already (then false). */
    async insertQuestion(tx: Executor, message: NewMessage): Promise<boolean> {
      const rows = await tx
        .insert(chatMessages)
        .values(message)
        .onConflictDoNothing()
        .returning({ id: chatMessages.id });
      return rows.length > 0;
    },

    async insertMessage(tx: Executor, message: NewMessage) {
      await tx.insert(chatMessages).values(message);
    },

    async updateMessage(id: string, values: Partial<NewMessage>) {
      await db.update(chatMessages).set(values).where(eq(chatMessages.id, id));
    },

    /**
     * Counts one message on the day, unless the day's count has reached `limit`: one guarded
     * upsert, so messages sent at once cannot pass the limit. The new count, or null when full.
     */
    async countMessage(tx: Executor, userId: string, day: string, limit: number): Promise<number | null> {
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

    async usedOn(userId: string, day: string): Promise<number> {
      const [row] = await db
        .select({ count: chatDailyUsage.count })
        .from(chatDailyUsage)
        .where(and(eq(chatDailyUsage.userId, userId), eq(chatDailyUsage.day, day)));
      return row?.count ?? 0;
    },

    async updateThread(id: string, values: Partial<NewThread>) {
      await db.update(chatThreads).set(values).where(eq(chatThreads.id, id));
    },

    /** After an answer: the tokens it used, its activity time and the mode's state or summary. */
    async finishTurn(id: string, tokens: number, now: Date, values: Partial<NewThread> = {}) {
      await db
        .update(chatThreads)
        .set({ ...values, tokensUsed: sql`${chatThreads.tokensUsed} + ${tokens}`, updatedAt: now })
        .where(eq(chatThreads.id, id));
    },

    async insertFeedback(values: typeof chatFeedback.$inferInsert) {
      await db.insert(chatFeedback).values(values);
    },

    /** The student's latest thumbs on each of these answers. */
    async thumbsFor(messageIds: string[]): Promise<Map<string, 'up' | 'down'>> {
      if (messageIds.length === 0) return new Map();
      const rows = await db
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
