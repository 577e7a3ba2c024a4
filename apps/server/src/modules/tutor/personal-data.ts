/**
 * The tutor: every conversation, message, daily count and piece of feedback of the student goes
 * into her export, and all of it is deleted with her account.
 */
import { eq } from 'drizzle-orm';
import { chatDailyUsage, chatFeedback, chatMessages, chatThreads } from '../../db/schema.ts';
import { deleted, type PersonalDataSource } from '../../lib/personal-data.ts';

export const tutorPersonalData: PersonalDataSource = {
  tables: {
    chat_threads: deleted,
    chat_messages: deleted,
    chat_daily_usage: deleted,
    chat_feedback: deleted,
  },
  async exportRows(tx, subject) {
    const mine = subject.id;
    return {
      chat_threads: await tx.select().from(chatThreads).where(eq(chatThreads.userId, mine)),
      chat_messages: await tx.select().from(chatMessages).where(eq(chatMessages.userId, mine)),
      chat_daily_usage: await tx.select().from(chatDailyUsage).where(eq(chatDailyUsage.userId, mine)),
      chat_feedback: await tx.select().from(chatFeedback).where(eq(chatFeedback.userId, mine)),
    };
  },
  async erase(tx, subject) {
    const mine = subject.id;
    await tx.delete(chatFeedback).where(eq(chatFeedback.userId, mine));
    await tx.delete(chatMessages).where(eq(chatMessages.userId, mine));
    await tx.delete(chatThreads).where(eq(chatThreads.userId, mine));
    await tx.delete(chatDailyUsage).where(eq(chatDailyUsage.userId, mine));
    return undefined;
  },
};
