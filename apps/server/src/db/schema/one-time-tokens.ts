import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, userRef } from './columns.ts';

/** What a single-use link is for; each purpose reads and writes only its own rows. */
export const ONE_TIME_TOKEN_PURPOSES = ['email-verification', 'password-reset'] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/**
 * Single-use links for a user (decision 152): email verification and password reset, told apart
 * by `purpose`. Only the SHA-256 of each token is stored, with when it was made, when it expires
 * and when it was used; read and written through `lib/one-time-tokens.ts`.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<OneTimeTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: userRef(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [
    index('one_time_tokens_user_id_purpose_idx').on(table.userId, table.purpose),
    check('one_time_tokens_purpose_check', sql`${table.purpose} in ('email-verification', 'password-reset')`),
  ],
);
