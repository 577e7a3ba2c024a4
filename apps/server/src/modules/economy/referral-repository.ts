/**
 * Referrals' SQL: the pending row written at sign-up, the look-ups its settling needs, and what a
 * student's code has paid (counted from the ledgers, never kept separately). `users`, `devices`
 * and `sessions` belong to the accounts modules: the service asks them (ReferralAccounts).
 */

import type { ReferralRefusal } from '@medsutra/contract/economy/referral-api';
import { ECONOMY_TIME_ZONE } from '@medsutra/contract/economy/table';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/executor.ts';
import { referrals } from '../../db/schema.ts';
import { selectRows } from '../../db/select-rows.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

type ReferralRow = typeof referrals.$inferSelect;

/**
 * Holds a transaction-long lock named by `key` (PostgreSQL advisory lock), so that two
 * transactions counting the same thing (an address's sign-ups, a referrer's month) take turns.
 */
async function lockNamed(tx: DbTransaction, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

async function insertReferral(
  tx: DbTransaction,
  row: {
    referrerId: string;
    refereeId: string;
    signUpAddress: string;
    createdAt: Date;
    notPaidReason: ReferralRefusal | null;
  },
): Promise<ReferralRow> {
  const [inserted] = await tx
    .insert(referrals)
    .values({
      referrerId: row.referrerId,
      refereeId: row.refereeId,
      signUpAddress: row.signUpAddress,
      createdAt: row.createdAt,
      status: row.notPaidReason ? 'not_paid' : 'pending',
      notPaidReason: row.notPaidReason,
      settledAt: row.notPaidReason ? row.createdAt : null,
    })
    .returning();
  return inserted!;
}

/** Referred sign-ups from this address since `since`. */
async function countReferredSignUpsFrom(tx: DbTransaction, address: string, since: Date): Promise<number> {
  const rows = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(referrals)
    .where(and(eq(referrals.signUpAddress, address), gt(referrals.createdAt, since)));
  return Number(rows[0]?.count ?? 0);
}

/** The account's referral while it is pending, locked until the transaction ends. */
async function lockPendingReferral(tx: DbTransaction, refereeId: string): Promise<ReferralRow | null> {
  const rows = await tx
    .select()
    .from(referrals)
    .where(and(eq(referrals.refereeId, refereeId), eq(referrals.status, 'pending')))
    .for('update');
  return rows[0] ?? null;
}

/** Whether the user's daily login was paid on a calendar day after `day` (yyyy-mm-dd). */
async function hasDailyLoginAfter(ex: DbExecutor, userId: string, day: string): Promise<boolean> {
  const rows = await selectRows<{ returned: boolean }>(
    ex,
    sql`select exists (
      select 1 from xp_ledger where user_id = ${userId} and kind = 'daily_login' and reference > ${day}
    ) as returned`,
  );
  return rows[0]?.returned === true;
}

async function countPaidInMonth(tx: DbTransaction, referrerId: string, month: string): Promise<number> {
  const rows = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(referrals)
    .where(and(eq(referrals.referrerId, referrerId), eq(referrals.paidMonth, month), eq(referrals.status, 'paid')));
  return Number(rows[0]?.count ?? 0);
}

async function markPaid(tx: DbTransaction, id: string, month: string, at: Date): Promise<void> {
  await tx.update(referrals).set({ status: 'paid', paidMonth: month, settledAt: at }).where(eq(referrals.id, id));
}

async function markNotPaid(tx: DbTransaction, id: string, reason: ReferralRefusal, at: Date): Promise<void> {
  await tx
    .update(referrals)
    .set({ status: 'not_paid', notPaidReason: reason, settledAt: at })
    .where(eq(referrals.id, id));
}

interface ReferralTotals {
  referralsMade: number;
  referralsPending: number;
  coinsEarned: number;
  xpEarned: number;
}

/** Paid referrals are counted from the ledger's `referral` entries. */
async function findReferralTotals(ex: DbExecutor, userId: string): Promise<ReferralTotals> {
  const rows = await selectRows<{ made: number; pending: number; coins: number; xp: number }>(
    ex,
    sql`select
          (select count(*)::int from coin_ledger c where c.user_id = ${userId} and c.kind = 'referral') as made,
          (select count(*)::int from referrals r where r.referrer_id = ${userId} and r.status = 'pending') as pending,
          (select coalesce(sum(c.amount), 0)::int from coin_ledger c where c.user_id = ${userId} and c.kind = 'referral') as coins,
          (select coalesce(sum(x.amount), 0)::int from xp_ledger x where x.user_id = ${userId} and x.kind = 'referral') as xp`,
  );
  const row = rows[0] ?? { made: 0, pending: 0, coins: 0, xp: 0 };
  return {
    referralsMade: Number(row.made),
    referralsPending: Number(row.pending),
    coinsEarned: Number(row.coins),
    xpEarned: Number(row.xp),
  };
}

async function countPaidThisMonth(ex: DbExecutor, referrerId: string, month: string): Promise<number> {
  const rows = await selectRows<{ count: number }>(
    ex,
    sql`select count(*)::int as count from referrals
        where referrer_id = ${referrerId} and status = 'paid' and paid_month = ${month}`,
  );
  return Number(rows[0]?.count ?? 0);
}

interface ReferralListRow {
  refereeId: string;
  status: 'pending' | 'paid' | 'not_paid';
  notPaidReason: ReferralRefusal | null;
  createdAt: Date;
  settledAt: Date | null;
  returned: boolean;
}

/** The referrer's newest referrals (the accounts module names the friends and says who verified). */
async function listReferrals(ex: DbExecutor, referrerId: string, limit: number): Promise<ReferralListRow[]> {
  const rows = await selectRows<{
    referee_id: string;
    status: ReferralListRow['status'];
    not_paid_reason: ReferralRefusal | null;
    created_at: Date | string;
    settled_at: Date | string | null;
    returned: boolean;
  }>(
    ex,
    sql`select r.referee_id, r.status, r.not_paid_reason, r.created_at, r.settled_at,
          exists (
            select 1 from xp_ledger x
            where x.user_id = r.referee_id and x.kind = 'daily_login'
              and x.reference > to_char(r.created_at at time zone ${ECONOMY_TIME_ZONE}, 'YYYY-MM-DD')
          ) as returned
        from referrals r
        where r.referrer_id = ${referrerId}
        order by r.created_at desc, r.id desc
        limit ${limit}`,
  );
  return rows.map((row) => ({
    refereeId: row.referee_id,
    status: row.status,
    notPaidReason: row.not_paid_reason,
    createdAt: new Date(row.created_at),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
    returned: row.returned === true,
  }));
}

/** The module's repository: every function takes the handle it runs on (decision 018). */
export function createReferralRepository() {
  return {
    exportPersonalRows,
    erasePersonalRows,
    lockNamed,
    insertReferral,
    countReferredSignUpsFrom,
    lockPendingReferral,
    hasDailyLoginAfter,
    countPaidInMonth,
    markPaid,
    markNotPaid,
    findReferralTotals,
    countPaidThisMonth,
    listReferrals,
  };
}

export type ReferralRepository = ReturnType<typeof createReferralRepository>;

/**
 * The subject's side of her referrals, for the export: the friends she referred (status and
 * dates, never their addresses) and, if she was referred, her own sign-up address.
 */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  const referred = await tx
    .select({
      id: referrals.id,
      status: referrals.status,
      notPaidReason: referrals.notPaidReason,
      createdAt: referrals.createdAt,
      settledAt: referrals.settledAt,
    })
    .from(referrals)
    .where(eq(referrals.referrerId, subject.id));
  const own = await tx
    .select({ id: referrals.id, signUpAddress: referrals.signUpAddress, createdAt: referrals.createdAt })
    .from(referrals)
    .where(eq(referrals.refereeId, subject.id));
  return {
    referrals: [
      ...referred.map((row) => ({ role: 'referrer', ...row })),
      ...own.map((row) => ({ role: 'referred', ...row })),
    ],
  };
}

/** At erasure the row stays (the referrer's ledger entry points at it); its sign-up address is cleared. */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  await tx.update(referrals).set({ signUpAddress: 'erased' }).where(eq(referrals.refereeId, subject.id));
  return [];
}
