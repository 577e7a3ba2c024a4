/**
 * The insights' SQL: a read model over tables other modules own and write (the ledgers, MCQ
 * answers, revision reviews, tutor messages, the wallet). It only reads, in three aggregate
 * statements per page, each served by an index that starts with `user_id` (docs/decisions/046).
 */
import { ECONOMY_TIME_ZONE } from '@medsutra/contract/economy/table';
import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { selectRows as rows } from '../../db/select-rows.ts';

export interface ActivityRow {
  day: string;
  mcq: number;
  revision: number;
  tutor: number;
  other: number;
}
export interface BalanceWeekRow {
  weekStart: string;
  xp: number;
  coins: number;
}
export interface PracticeRow {
  subjectId: string;
  subtopicId: string | null;
  answers: number;
  correct: number;
}
export interface WalletRow {
  xp: number;
  coins: number;
}

/** XP entries that are study on their own (not already counted as an answer or a review). */
const OTHER_XP_KINDS = ['pearl', 'share', 'test'];

const kolkataDay = (column: SQL) => sql`to_char(${column} at time zone ${ECONOMY_TIME_ZONE}, 'YYYY-MM-DD')`;

export function createInsightsRepository() {
  return {
    /** Study actions per Asia/Kolkata day since `from` (an instant), by source; days without any are left out. */
    async activityByDay(exec: DbExecutor, userId: string, from: Date, fromDay: string): Promise<ActivityRow[]> {
      const since = from.toISOString();
      const found = await rows<{ day: string; mcq: string; revision: string; tutor: string; other: string }>(
        exec,
        sql`select day, sum(mcq) as mcq, sum(revision) as revision, sum(tutor) as tutor, sum(other) as other
            from (
              select ${kolkataDay(sql`answered_at`)} as day, count(*) as mcq, 0 as revision, 0 as tutor, 0 as other
                from mcq_answers where user_id = ${userId} and answered_at >= ${since} group by 1
              union all
              select day::text, 0, count(*), 0, 0
                from revision_reviews where user_id = ${userId} and day >= ${fromDay} group by 1
              union all
              select ${kolkataDay(sql`created_at`)}, 0, 0, count(*), 0
                from chat_messages where user_id = ${userId} and role = 'user' and created_at >= ${since} group by 1
              union all
              select ${kolkataDay(sql`created_at`)}, 0, 0, 0, count(*)
                from xp_ledger
               where user_id = ${userId} and created_at >= ${since}
                 and kind in (${sql.join(
                   OTHER_XP_KINDS.map((kind) => sql`${kind}`),
                   sql`, `,
                 )})
               group by 1
              union all
              select ${kolkataDay(sql`created_at`)}, 0, 0, 0, count(*)
                from coin_ledger where user_id = ${userId} and created_at >= ${since} and kind = 'ai_spend' group by 1
            ) activity
            group by day
            order by day`,
      );
      return found.map((row) => ({
        day: row.day,
        mcq: Number(row.mcq),
        revision: Number(row.revision),
        tutor: Number(row.tutor),
        other: Number(row.other),
      }));
    },

    /** Net XP and coins per week (Monday, Asia/Kolkata), all of the student's history, oldest first. */
    async ledgerByWeek(exec: DbExecutor, userId: string): Promise<BalanceWeekRow[]> {
      const week = (column: SQL) =>
        sql`to_char(date_trunc('week', ${column} at time zone ${ECONOMY_TIME_ZONE}), 'YYYY-MM-DD')`;
      const found = await rows<{ week_start: string; xp: string; coins: string }>(
        exec,
        sql`select week_start, sum(xp) as xp, sum(coins) as coins
            from (
              select ${week(sql`created_at`)} as week_start, sum(amount) as xp, 0 as coins
                from xp_ledger where user_id = ${userId} group by 1
              union all
              select ${week(sql`created_at`)}, 0, sum(amount)
                from coin_ledger where user_id = ${userId} group by 1
            ) weeks
            group by week_start
            order by week_start`,
      );
      return found.map((row) => ({ weekStart: row.week_start, xp: Number(row.xp), coins: Number(row.coins) }));
    },

    /** Practice answers and correct ones per subject and subtopic (every attempt counts). */
    async practiceBySubtopic(exec: DbExecutor, userId: string): Promise<PracticeRow[]> {
      const found = await rows<{ subject_id: string; subtopic_id: string | null; answers: string; correct: string }>(
        exec,
        sql`select subject_id, subtopic_id, count(*) as answers, count(*) filter (where correct) as correct
            from mcq_answers where user_id = ${userId}
            group by subject_id, subtopic_id`,
      );
      return found.map((row) => ({
        subjectId: row.subject_id,
        subtopicId: row.subtopic_id,
        answers: Number(row.answers),
        correct: Number(row.correct),
      }));
    },

    async wallet(exec: DbExecutor, userId: string): Promise<WalletRow> {
      const [row] = await rows<{ xp_balance: number; coin_balance: number }>(
        exec,
        sql`select xp_balance, coin_balance from wallets where user_id = ${userId}`,
      );
      return { xp: row?.xp_balance ?? 0, coins: row?.coin_balance ?? 0 };
    },
  };
}
export type InsightsRepository = ReturnType<typeof createInsightsRepository>;
