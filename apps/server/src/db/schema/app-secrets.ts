import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * Secrets the server makes for itself (the chat identity key), kept in the database so every
 * process on one PostgreSQL signs alike. The first writer wins; later ones read its value.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
