import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { generatePublicHandle, generateReferralCode } from '../referral-code.ts';
import { timestamptz, userRef } from './columns.ts';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Trimmed and lowercased. */
  email: text('email').notNull().unique(),
  fullName: text('full_name').notNull(),
  phoneNumber: text('phone_number'),
  /** argon2id; null for an account that only signs in with Google. */
  passwordHash: text('password_hash'),
  role: text('role', { enum: ['user', 'admin'] })
    .notNull()
    .default('user'),
  accessAllowed: text('access_allowed', { enum: ['yes', 'no'] })
    .notNull()
    .default('yes'),
  /** This user's own code to invite friends: short and readable. Rows written by raw SQL get a hex code. */
  referralCode: text('referral_code')
    .notNull()
    .unique()
    .default(sql`upper(substr(md5(gen_random_uuid()::text), 1, 10))`)
    .$defaultFn(generateReferralCode),
  /** The name other students see on Medstagram (docs/product-rules.md: never an email). */
  handle: text('handle')
    .notNull()
    .unique()
    .default(sql`'student-' || substr(md5(gen_random_uuid()::text), 1, 8)`)
    .$defaultFn(generatePublicHandle),
  /** The referral code given at sign-up, as typed (normalised); the economy pays the reward. */
  referredByCode: text('referred_by_code'),
  /** The OpenID Connect subject of the linked Google account. */
  googleSubject: text('google_subject').unique(),
  /** When the emailed link was opened (or Google vouched for the address); null until then. */
  emailVerifiedAt: timestamptz('email_verified_at'),
  /** The exam the student prepares for (NEET PG, INICET, FMGE, MBBS), null until she says. */
  targetExam: text('target_exam', { enum: ['neet_pg', 'inicet', 'fmge', 'mbbs'] }),
  /** The day of that exam; revision brings what would fall due after it to the day before. */
  examDate: date('exam_date', { mode: 'string' }),
  /** Ask before a coin spend under 50 Med Coins (a spend of 50 or more always asks). */
  confirmSmallSpends: boolean('confirm_small_spends').notNull().default(true),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** A signed-in session; only the SHA-256 of its token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: userRef(),
    /** The device fingerprint the session was started on, when known. */
    deviceFingerprint: text('device_fingerprint'),
    sessionData: jsonb('session_data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    /** Absolute end of life; idle expiry is computed from lastSeenAt. */
    expiresAt: timestamptz('expires_at').notNull(),
    endedAt: timestamptz('ended_at'),
    endedReason: text('ended_reason'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);
