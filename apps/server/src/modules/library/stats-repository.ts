/** The library's counts (`GET /api/library/stats`): a handful of aggregates over the content tables. */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';

/** Both drivers (pg and PGlite) answer a raw statement with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export function createLibraryStatsRepository() {
  return {
    async totals(exec: DbExecutor) {
      return rowsOf<{ questions: number; notes: number; cases: number; images: number }>(
        await exec.execute(sql`
          select (select count(*) from library_questions)::int as questions,
            (select count(*) from library_notes)::int as notes,
            (select count(*) from library_cases)::int as cases,
            (select count(*) from library_figures)::int as images`),
      )[0]!;
    },

    /** Questions counted by subject, by format and by difficulty. */
    async questionCounts(exec: DbExecutor) {
      return rowsOf<{ dimension: 'subject' | 'format' | 'difficulty'; key: string; n: number }>(
        await exec.execute(sql`
          select 'subject' as dimension, subject_id as key, count(*)::int as n from library_questions group by subject_id
          union all
          select 'format', format, count(*)::int from library_questions group by format
          union all
          select 'difficulty', difficulty, count(*)::int from library_questions group by difficulty`),
      );
    },

    /** Subtopics with no question, and high-yield subtopics with fewer than `highYieldMinimum`. */
    async gaps(exec: DbExecutor, highYieldMinimum: number) {
      return rowsOf<{ without_questions: number; high_under: number }>(
        await exec.execute(sql`
          with per_subtopic as (
            select s.id, s.yield, count(q.id) as n
            from library_subtopics s left join library_questions q on q.subtopic_id = s.id
            group by s.id, s.yield)
          select (count(*) filter (where n = 0))::int as without_questions,
            (count(*) filter (where yield = 'high' and n < ${highYieldMinimum}))::int as high_under
          from per_subtopic`),
      )[0]!;
    },

    /** Per yield: how many notes, their median length in words, how many carry a table. */
    async notesByYield(exec: DbExecutor) {
      return rowsOf<{
        yield: 'high' | 'medium' | 'low';
        count: number;
        median_words: number | null;
        with_table: number;
      }>(
        await exec.execute(sql`
          select s.yield, count(*)::int as count,
            percentile_cont(0.5) within group (order by n.word_count)::float8 as median_words,
            (count(*) filter (where jsonb_array_length(n.tables) > 0))::int as with_table
          from library_notes n join library_subtopics s on s.id = n.subtopic_id
          group by s.yield`),
      );
    },
  };
}
export type LibraryStatsRepository = ReturnType<typeof createLibraryStatsRepository>;
