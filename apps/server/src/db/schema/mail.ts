import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/** Email that would have been sent, when no SMTP server is configured (SMTP_URL unset). */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
