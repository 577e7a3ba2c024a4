/** What a student's referral code has paid: read from the ledgers, never counted separately. */
import { sql } from 'drizzle-orm';
import { type DbExecutor, selectRows } from './repository.ts';

export interface ReferralTotals {
  referralCode: string;
  referralsMade: number;
  coinsEarned: number;
  xpEarned: number;
}

/** Null when there is no such user. One coin entry of kind `referral` is one friend who joined. */
export async function findReferralTotals(ex: DbExecutor, userId: string): Promise<ReferralTotals | null> {
  const rows = await selectRows<{ referral_code: string; made: number; coins: number; xp: number }>(
    ex,
    sql`select u.referral_code,
          (select count(*)::int from coin_ledger c where c.user_id = u.id and c.kind = 'referral') as made,
          (select coalesce(sum(c.amount), 0)::int from coin_ledger c where c.user_id = u.id and c.kind = 'referral') as coins,
          (select coalesce(sum(x.amount), 0)::int from xp_ledger x where x.user_id = u.id and x.kind = 'referral') as xp
        from users u where u.id = ${userId}`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    referralCode: row.referral_code,
    referralsMade: Number(row.made),
    coinsEarned: Number(row.coins),
    xpEarned: Number(row.xp),
  };
}
