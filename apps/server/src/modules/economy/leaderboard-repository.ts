/**
 * Leaderboard queries. Weekly XP is summed from the XP ledger between two instants; all-time XP is
 * the wallet's balance. Students who left the leaderboard and those with no XP are not ranked.
 * Names are the accounts' (the service asks the user directory), so a top list returns every
 * student ranked within the first `limit` places: with a tie at the last place that is more than
 * `limit` rows, and the service keeps the first by name.
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { selectRows } from '../../db/select-rows.ts';

export interface RankedRow {
  userId: string;
  xp: number;
  rank: number;
  xpBalance: number;
}

interface RawRankedRow {
  userId: string;
  xp: string | number;
  rank: string | number;
  xpBalance: string | number;
}

const toRanked = (row: RawRankedRow): RankedRow => ({
  userId: row.userId,
  xp: Number(row.xp),
  rank: Number(row.rank),
  xpBalance: Number(row.xpBalance),
});

const weekly = (start: Date, end: Date) => sql`
  select x.user_id, sum(x.amount) as xp
  from xp_ledger x
  join wallets w on w.user_id = x.user_id and not w.leaderboard_opt_out
  where x.created_at >= ${start.toISOString()} and x.created_at < ${end.toISOString()}
  group by x.user_id
  having sum(x.amount) > 0`;

/** One student's week of practice: answers and correct answers (practice sessions, daily challenge included). */
export interface PracticeWeekRow {
  userId: string;
  correct: number;
  answered: number;
}

export function createLeaderboardRepository() {
  return {
    /**
     * Every student's practice this week with at least `minAnswers` answers, best first: correct
     * answers, then accuracy. Coins and XP play no part. Students who left the leaderboards are out.
     */
    async practiceWeek(exec: DbExecutor, start: Date, end: Date, minAnswers: number): Promise<PracticeWeekRow[]> {
      const rows = await selectRows<{ userId: string; correct: string | number; answered: string | number }>(
        exec,
        sql`select a.user_id as "userId", count(*) filter (where a.correct) as correct, count(*) as answered
            from mcq_answers a
            left join wallets w on w.user_id = a.user_id
            where a.answered_at >= ${start.toISOString()} and a.answered_at < ${end.toISOString()}
              and not coalesce(w.leaderboard_opt_out, false)
            group by a.user_id
            having count(*) >= ${minAnswers}
            order by count(*) filter (where a.correct) desc,
                     count(*) filter (where a.correct)::float / count(*) desc,
                     a.user_id`,
      );
      return rows.map((row) => ({ userId: row.userId, correct: Number(row.correct), answered: Number(row.answered) }));
    },

    async practiceWeekOf(exec: DbExecutor, userId: string, start: Date, end: Date): Promise<PracticeWeekRow> {
      const rows = await selectRows<{ correct: string | number | null; answered: string | number | null }>(
        exec,
        sql`select count(*) filter (where correct) as correct, count(*) as answered from mcq_answers
            where user_id = ${userId} and answered_at >= ${start.toISOString()} and answered_at < ${end.toISOString()}`,
      );
      return { userId, correct: Number(rows[0]?.correct ?? 0), answered: Number(rows[0]?.answered ?? 0) };
    },

    /** Everyone ranked within the first `limit` places of the week (ties at the last place included). */
    async weeklyTop(exec: DbExecutor, start: Date, end: Date, limit: number): Promise<RankedRow[]> {
      const rows = await selectRows<RawRankedRow>(
        exec,
        sql`with week as (${weekly(start, end)}),
            ranked as (select user_id, xp, rank() over (order by xp desc) as rank from week)
            select r.user_id as "userId", r.xp, r.rank, w.xp_balance as "xpBalance"
            from ranked r
            join wallets w on w.user_id = r.user_id
            where r.rank <= ${limit}
            order by r.rank, r.user_id`,
      );
      return rows.map(toRanked);
    },

    async weeklyXpOf(exec: DbExecutor, userId: string, start: Date, end: Date): Promise<number> {
      const rows = await selectRows<{ xp: string | null }>(
        exec,
        sql`select sum(amount) as xp from xp_ledger
            where user_id = ${userId} and created_at >= ${start.toISOString()} and created_at < ${end.toISOString()}`,
      );
      return Number(rows[0]?.xp ?? 0);
    },

    /** How many ranked students had more XP than this in the week. */
    async weeklyAhead(exec: DbExecutor, xp: number, start: Date, end: Date): Promise<number> {
      const rows = await selectRows<{ ahead: string | number }>(
        exec,
        sql`select count(*) as ahead from (${weekly(start, end)}) week where xp > ${xp}`,
      );
      return Number(rows[0]?.ahead ?? 0);
    },

    /** Everyone ranked within the first `limit` places of all time (ties at the last place included). */
    async allTimeTop(exec: DbExecutor, limit: number): Promise<RankedRow[]> {
      const rows = await selectRows<RawRankedRow>(
        exec,
        sql`select "userId", xp, rank, "xpBalance"
            from (select user_id as "userId", xp_balance as xp,
                         rank() over (order by xp_balance desc) as rank, xp_balance as "xpBalance"
                    from wallets
                   where not leaderboard_opt_out and xp_balance > 0) ranked
            where rank <= ${limit}
            order by rank, "userId"`,
      );
      return rows.map(toRanked);
    },

    async allTimeAhead(exec: DbExecutor, xp: number): Promise<number> {
      const rows = await selectRows<{ ahead: string | number }>(
        exec,
        sql`select count(*) as ahead from wallets where not leaderboard_opt_out and xp_balance > ${xp}`,
      );
      return Number(rows[0]?.ahead ?? 0);
    },
  };
}
export type LeaderboardRepository = ReturnType<typeof createLeaderboardRepository>;
