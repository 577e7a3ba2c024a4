/** Reading the ledgers back: pages of history, coin analytics, and the insights' study days and weekly totals. */

import type { LedgerKind } from '@medsutra/contract/economy/api';
import { ECONOMY_TIME_ZONE } from '@medsutra/contract/economy/table';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { coinLedger, xpLedger } from '../../db/schema.ts';
import { selectRows } from '../../db/select-rows.ts';
import { type Ledger, REFUND_KEY_PREFIX } from './repository.ts';

const tables = { coins: coinLedger, xp: xpLedger } as const;

async function listEntries(
  ex: DbExecutor,
  ledger: Ledger,
  query: { userId: string; kind?: LedgerKind | undefined; limit: number; offset: number },
) {
  const table = tables[ledger];
  const where = and(eq(table.userId, query.userId), query.kind ? eq(table.kind, query.kind) : undefined);
  const [entries, totals] = await Promise.all([
    ex
      .select({
        id: table.id,
        amount: table.amount,
        kind: table.kind,
        task: table.task,
        reason: table.reason,
        reference: table.reference,
        createdAt: table.createdAt,
      })
      .from(table)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(query.limit)
      .offset(query.offset),
    ex.select({ total: count() }).from(table).where(where),
  ]);
  return { entries, total: totals[0]?.total ?? 0 };
}

/*
 * Analytics fold a refund into the spend it reverses (found through its key, `refund:<spend key>`),
 * so a refunded job counts as neither spent nor earned, on the day of the spend.
 */
const foldedEntries = (userId: string) => sql`
  select coalesce(o.kind, e.kind) as kind,
         coalesce(o.task, e.task) as task,
         coalesce(o.created_at, e.created_at) as at,
         case when o.id is null and e.amount > 0 then e.amount else 0 end as earned,
         case when o.id is not null then -e.amount when e.amount < 0 then -e.amount else 0 end as spent,
         case when o.id is null then 1 else 0 end as uses
  from coin_ledger e
  left join coin_ledger o
    on starts_with(e.idempotency_key, ${REFUND_KEY_PREFIX})
   and o.idempotency_key = substr(e.idempotency_key, ${REFUND_KEY_PREFIX.length + 1})
   and o.user_id = e.user_id
  where e.user_id = ${userId}`;

async function coinTotalsByTask(ex: DbExecutor, userId: string) {
  const rows = await selectRows<{ kind: string; task: string | null; earned: string; spent: string; uses: string }>(
    ex,
    sql`select kind, task, sum(earned) as earned, sum(spent) as spent, sum(uses) as uses
        from (${foldedEntries(userId)}) folded
        group by kind, task
        order by sum(earned) + sum(spent) desc, kind, task`,
  );
  return rows.map((row) => ({
    kind: row.kind as LedgerKind,
    task: row.task,
    earned: Number(row.earned),
    spent: Number(row.spent),
    count: Number(row.uses),
  }));
}

async function coinTotalsByDay(ex: DbExecutor, userId: string, from: Date) {
  const rows = await selectRows<{ day: string; earned: string; spent: string }>(
    ex,
    sql`select to_char(at at time zone ${ECONOMY_TIME_ZONE}, 'YYYY-MM-DD') as day,
               sum(earned) as earned, sum(spent) as spent
        from (${foldedEntries(userId)}) folded
        where at >= ${from.toISOString()}
        group by 1`,
  );
  return rows.map((row) => ({ day: row.day, earned: Number(row.earned), spent: Number(row.spent) }));
}

/** XP entries that are study on their own (an answer or a review is counted by its own module). */
const STUDY_XP_KINDS = ['pearl', 'share', 'test'];

/**
 * Ledger entries that are study actions, per Asia/Kolkata day since `from`: XP for pearls, shares
 * and tests, and coins spent on AI tools. Days without any are left out.
 */
async function studyEntriesByDay(ex: DbExecutor, userId: string, from: Date): Promise<DayCount[]> {
  const since = from.toISOString();
  const day = sql`to_char(created_at at time zone ${ECONOMY_TIME_ZONE}, 'YYYY-MM-DD')`;
  const rows = await selectRows<{ day: string; count: string }>(
    ex,
    sql`select day, sum(n) as count
        from (
          select ${day} as day, count(*) as n
            from xp_ledger
           where user_id = ${userId} and created_at >= ${since}
             and kind in (${sql.join(
               STUDY_XP_KINDS.map((kind) => sql`${kind}`),
               sql`, `,
             )})
           group by 1
          union all
          select ${day}, count(*)
            from coin_ledger where user_id = ${userId} and created_at >= ${since} and kind = 'ai_spend' group by 1
        ) entries
        group by day`,
  );
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

/** Net XP and coins per week (Monday, Asia/Kolkata), all of the student's history, oldest first. */
async function netByWeek(ex: DbExecutor, userId: string): Promise<WeekNet[]> {
  const week = sql`to_char(date_trunc('week', created_at at time zone ${ECONOMY_TIME_ZONE}), 'YYYY-MM-DD')`;
  const rows = await selectRows<{ week_start: string; xp: string; coins: string }>(
    ex,
    sql`select week_start, sum(xp) as xp, sum(coins) as coins
        from (
          select ${week} as week_start, sum(amount) as xp, 0 as coins
            from xp_ledger where user_id = ${userId} group by 1
          union all
          select ${week}, 0, sum(amount)
            from coin_ledger where user_id = ${userId} group by 1
        ) weeks
        group by week_start
        order by week_start`,
  );
  return rows.map((row) => ({ weekStart: row.week_start, xp: Number(row.xp), coins: Number(row.coins) }));
}

/** A count on an Asia/Kolkata day (`YYYY-MM-DD`). */
interface DayCount {
  day: string;
  count: number;
}
/** Net XP and coins earned in the week starting on a Monday (`YYYY-MM-DD`). */
interface WeekNet {
  weekStart: string;
  xp: number;
  coins: number;
}

/** The module's repository: every function takes the handle it runs on (decision 018). */
export function createHistoryRepository() {
  return { listEntries, coinTotalsByTask, coinTotalsByDay, studyEntriesByDay, netByWeek };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
