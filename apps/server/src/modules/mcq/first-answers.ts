/**
 * Each student's first answer to a question (practice and submitted tests, `mcq_answers`), read
 * for the bank's item analysis (decision 145): which questions have answers written since a
 * time, how many students answered each, their first choices, and each student's first-answer
 * accuracy over the whole bank. A grand test's answers (its attempt's key is hidden until close)
 * are left out: the grand test has its own analysis, and a Sunday's submissions must not set the
 * bank's job reading a paper that is still open.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/select-rows.ts';

export interface FirstAnswer {
  userId: string;
  questionId: string;
  chosenIndex: number;
  /** Right by the key when it was answered. */
  correct: boolean;
}

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Not an answer of a grand test's attempt (the only tests whose key is hidden until a time). */
const notGrandTest = sql`not exists (select 1 from mcq_tests t where t.id = a.session_id and t.key_hidden_until is not null)`;

/** A student's first answer per question: the earliest, ties by the answer's id. */
const firstAnswersOf = (where: ReturnType<typeof sql>) => sql`
  select distinct on (a.user_id, a.question_id) a.user_id, a.question_id, a.chosen_index, a.correct
  from mcq_answers a where ${where} and ${notGrandTest}
  order by a.user_id, a.question_id, a.answered_at, a.answer_id`;

export function createFirstAnswers(deps: { db: Database }) {
  const { db } = deps;
  return {
    /** The database's clock: `recorded_at` is written by it, so the analysis's watermark is read from it too. */
    async databaseNow(): Promise<Date> {
      const [row] = await selectRows<{ now: Date | string }>(db, sql`select now() as now`);
      return new Date(row!.now);
    },

    /** Questions with an answer written in (since, until]; every answered question when since is null. */
    async questionsAnsweredBetween(since: Date | null, until: Date): Promise<string[]> {
      const rows = await selectRows<{ question_id: string }>(
        db,
        sql`select distinct a.question_id from mcq_answers a
          where a.recorded_at <= ${until.toISOString()}::timestamptz
            ${since ? sql`and a.recorded_at > ${since.toISOString()}::timestamptz` : sql``}
            and ${notGrandTest}`,
      );
      return rows.map((row) => row.question_id);
    },

    /** How many students answered each question (absent: none). */
    async answererCounts(questionIds: readonly string[]): Promise<Map<string, number>> {
      if (questionIds.length === 0) return new Map();
      const rows = await selectRows<{ question_id: string; n: number }>(
        db,
        sql`select a.question_id, count(distinct a.user_id)::int as n from mcq_answers a
          where a.question_id in (${idList(questionIds)}) and ${notGrandTest} group by a.question_id`,
      );
      return new Map(rows.map((row) => [row.question_id, Number(row.n)]));
    },

    /** Every student's first answer to each of the questions. */
    async firstAnswers(questionIds: readonly string[]): Promise<FirstAnswer[]> {
      if (questionIds.length === 0) return [];
      const rows = await selectRows<{ user_id: string; question_id: string; chosen_index: number; correct: boolean }>(
        db,
        firstAnswersOf(sql`a.question_id in (${idList(questionIds)})`),
      );
      return rows.map((row) => ({
        userId: row.user_id,
        questionId: row.question_id,
        chosenIndex: Number(row.chosen_index),
        correct: row.correct,
      }));
    },

    /** Each student's first answers over the bank: how many, and how many were right. */
    async totalsOf(userIds: readonly string[]): Promise<Map<string, { answered: number; correct: number }>> {
      const totals = new Map<string, { answered: number; correct: number }>();
      // In slices: a statement's parameters are limited, and a question may have many thousand answerers.
      for (let start = 0; start < userIds.length; start += 5000) {
        const slice = userIds.slice(start, start + 5000);
        const rows = await selectRows<{ user_id: string; answered: number; correct: number }>(
          db,
          sql`select f.user_id, count(*)::int as answered, (count(*) filter (where f.correct))::int as correct
            from (${firstAnswersOf(sql`a.user_id in (${idList(slice)})`)}) f group by f.user_id`,
        );
        for (const row of rows)
          totals.set(row.user_id, { answered: Number(row.answered), correct: Number(row.correct) });
      }
      return totals;
    },
  };
}
export type FirstAnswers = ReturnType<typeof createFirstAnswers>;
