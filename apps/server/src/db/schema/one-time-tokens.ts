import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A table of single-use links for a user: only the SHA-256 of each token is stored, with when it
 * was made, when it expires and when it was used. Email verification and password reset each have
 * one of this one shape, read and written through `lib/one-time-tokens.ts`.
 */
export function oneTimeTokenTable<Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      tokenHash: text('token_hash').notNull().unique(),
      userId: uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      usedAt: timestamp('used_at', { withTimezone: true }),
    },
    (table) => [index(`${name}_user_id_idx`).on(table.userId)],
  );
}

export type OneTimeTokenTable = ReturnType<typeof oneTimeTokenTable<string>>;
