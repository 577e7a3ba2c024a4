/** The ledger's invariant, checked: for every user, the sum of each ledger equals the wallet. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from './repository.ts';

export interface LedgerMismatch {
  userId: string;
  coinBalance: number;
  coinLedgerSum: number;
  xpBalance: number;
  xpLedgerSum: number;
}

/** Users whose wallet differs from their ledgers (a ledger without a wallet counts as a zero wallet). */
export async function checkLedger(db: Database): Promise<LedgerMismatch[]> {
  const rows = await selectRows<Record<keyof LedgerMismatch, string | number>>(
    db,
    sql`with coin_sums as (
          select user_id, sum(amount) as total from coin_ledger group by user_id
        ), xp_sums as (
          select user_id, sum(amount) as total from xp_ledger group by user_id
        ), everyone as (
          select user_id from wallets union select user_id from coin_sums union select user_id from xp_sums
        )
        select e.user_id as "userId",
               coalesce(w.coin_balance, 0) as "coinBalance", coalesce(c.total, 0) as "coinLedgerSum",
               coalesce(w.xp_balance, 0) as "xpBalance", coalesce(x.total, 0) as "xpLedgerSum"
        from everyone e
        left join wallets w on w.user_id = e.user_id
        left join coin_sums c on c.user_id = e.user_id
        left join xp_sums x on x.user_id = e.user_id
        where coalesce(w.coin_balance, 0) <> coalesce(c.total, 0)
           or coalesce(w.xp_balance, 0) <> coalesce(x.total, 0)
        order by e.user_id`,
  );
  return rows.map((row) => ({
    userId: String(row.userId),
    coinBalance: Number(row.coinBalance),
    coinLedgerSum: Number(row.coinLedgerSum),
    xpBalance: Number(row.xpBalance),
    xpLedgerSum: Number(row.xpLedgerSum),
  }));
}
