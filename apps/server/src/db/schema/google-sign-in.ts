import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { users } from './users.ts';

/** A Google sign-in between start and callback: the PKCE verifier and nonce, keyed by the state. */
export const oauthFlows = pgTable('oauth_flows', {
  stateHash: text('state_hash').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  popup: boolean('popup').notNull().default(false),
  referralCode: text('referral_code'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/**
 * The one-time token the callback hands to /oauth-complete, exchanged with the device fingerprint
 * for a session by /api/auth/google/complete. Only its SHA-256 is stored. For a Google identity
 * without an account yet, the account is created at completion, when the device is known.
 */
export const oauthLoginTokens = pgTable('oauth_login_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  googleSubject: text('google_subject').notNull(),
  email: text('email').notNull(),
  fullName: text('full_name'),
  referralCode: text('referral_code'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});
