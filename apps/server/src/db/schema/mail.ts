import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Email that would have been sent, when no SMTP server is configured (SMTP_URL unset). */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
