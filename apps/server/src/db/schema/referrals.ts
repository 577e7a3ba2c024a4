import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, userRef } from './columns.ts';
import { users } from './users.ts';

/**
 * One row per account that signed up with someone's referral code. It is written pending at
 * sign-up and settled once: paid (through the ledger, key `referral:{id}`) or not paid, with why.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: userRef('referrer_id'),
    /** An account is referred at most once. */
    refereeId: uuid('referee_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the sign-up came from (the same-address rule). */
    signUpAddress: text('sign_up_address').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'not_paid'] })
      .notNull()
      .default('pending'),
    notPaidReason: text('not_paid_reason', { enum: ['shared_device', 'same_address', 'monthly_limit'] }),
    /** The calendar month (Asia/Kolkata, `yyyy-mm`) a paid referral counts against. */
    paidMonth: text('paid_month'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    settledAt: timestamptz('settled_at'),
  },
  (table) => [
    index('referrals_referrer_idx').on(table.referrerId, table.createdAt.desc()),
    index('referrals_referrer_month_idx').on(table.referrerId, table.paidMonth),
    index('referrals_address_idx').on(table.signUpAddress, table.createdAt),
    check(
      'referrals_settled_consistently',
      sql`(${table.status} = 'pending' and ${table.settledAt} is null and ${table.notPaidReason} is null)
        or (${table.status} = 'paid' and ${table.settledAt} is not null and ${table.paidMonth} is not null and ${table.notPaidReason} is null)
        or (${table.status} = 'not_paid' and ${table.settledAt} is not null and ${table.notPaidReason} is not null)`,
    ),
  ],
);
