import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/** Messages sent from the public contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ipAddress: text('ip_address'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
