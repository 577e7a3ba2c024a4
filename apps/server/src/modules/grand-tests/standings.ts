/**
 * A grand test's score distribution, held in this process (decision 151): how many scored each
 * total, and each subject score, per subject. A result read counts its rank, percentile and the
 * top tenth's averages from it (a walk over at most a thousand score values) instead of counting
 * the results rows on every read, which cost each read an index scan over every taker
 * (p50 837 ms under a wave of submissions).
 *
 * Read in one statement (one snapshot: a result and its subject rows are written in one
 * transaction). While the window is open a snapshot serves for `maxAgeMs` of wall time and is
 * read again behind the readers' backs (they keep the previous one meanwhile); a result committed
 * since, in this process or another, is added when its student reads or submits here, so she
 * always counts herself. After close, once the overdue attempts are marked, the distribution
 * cannot change: it is read once and kept.
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { selectRows } from '../../db/select-rows.ts';

/** The total's key in `counts` (subject ids are never empty). */
const TOTAL = '';

export interface ResultScores {
  userId: string;
  score: number;
  subjects: readonly { subjectId: string; score: number }[];
}

class Distribution {
  /** Per key (TOTAL or a subject id): score -> how many scored it. */
  readonly counts = new Map<string, Map<number, number>>();
  /** Students counted (kept only while the window is open, to add the ones that are not). */
  readonly userIds = new Set<string>();
  readonly readAt: number;
  readonly final: boolean;
  constructor(readAt: number, final: boolean) {
    this.readAt = readAt;
    this.final = final;
  }

  bump(key: string, score: number, n: number) {
    const scores = this.counts.get(key) ?? new Map<number, number>();
    scores.set(score, (scores.get(score) ?? 0) + n);
    this.counts.set(key, scores);
  }

  add(result: ResultScores) {
    if (this.userIds.has(result.userId)) return;
    this.userIds.add(result.userId);
    this.bump(TOTAL, result.score, 1);
    for (const s of result.subjects) this.bump(s.subjectId, s.score, 1);
  }

  /** Takers, how many scored above `score` and how many strictly below. */
  standing(key: string, score: number) {
    let takers = 0;
    let above = 0;
    let below = 0;
    for (const [value, n] of this.counts.get(key) ?? []) {
      takers += n;
      if (value > score) above += n;
      else if (value < score) below += n;
    }
    return { takers, above, below };
  }

  /** The average of the best `n` scores (0 with none). */
  topAverage(key: string, n: number): number {
    const values = [...(this.counts.get(key) ?? [])].sort((a, b) => b[0] - a[0]);
    let left = n;
    let sum = 0;
    let taken = 0;
    for (const [value, count] of values) {
      if (left <= 0) break;
      const take = Math.min(count, left);
      sum += value * take;
      taken += take;
      left -= take;
    }
    return taken ? sum / taken : 0;
  }
}

async function readDistribution(exec: DbExecutor, grandTestId: string, final: boolean, readAt: number) {
  const rows = await selectRows<{ user_id: string | null; subject_id: string | null; score: number; n: number }>(
    exec,
    sql`select null::uuid as user_id, subject_id, score, count(*)::int as n
          from grand_test_subject_results where grand_test_id = ${grandTestId} group by subject_id, score
        union all
        select case when ${final} then null else user_id end, null, score, 1
          from grand_test_results where grand_test_id = ${grandTestId}`,
  );
  const distribution = new Distribution(readAt, final);
  for (const row of rows) {
    const score = Number(row.score);
    if (row.subject_id !== null) distribution.bump(row.subject_id, score, Number(row.n));
    else {
      distribution.bump(TOTAL, score, 1);
      if (row.user_id) distribution.userIds.add(row.user_id);
    }
  }
  return distribution;
}

export function createStandings(deps: { maxAgeMs?: number; clock?: () => number } = {}) {
  const maxAgeMs = deps.maxAgeMs ?? 5000;
  const clock = deps.clock ?? (() => performance.now());
  const held = new Map<string, Distribution>();
  const reading = new Map<string, Promise<Distribution>>();

  function read(exec: DbExecutor, grandTestId: string, final: boolean): Promise<Distribution> {
    const key = `${grandTestId}:${final}`;
    const pending = reading.get(key);
    if (pending) return pending;
    const promise = readDistribution(exec, grandTestId, final, clock())
      .then((distribution) => {
        const current = held.get(grandTestId);
        // A final distribution is never replaced by one read while the window was open.
        if (!current?.final || distribution.final) held.set(grandTestId, distribution);
        return held.get(grandTestId)!;
      })
      .finally(() => reading.delete(key));
    reading.set(key, promise);
    return promise;
  }

  /** The distribution to count from: `final` once the window is closed and settled. */
  async function distributionOf(exec: DbExecutor, grandTestId: string, final: boolean): Promise<Distribution> {
    const current = held.get(grandTestId);
    if (current?.final) return current;
    if (!current || final) return read(exec, grandTestId, final);
    // Open: a stale one serves while the next is read.
    if (clock() - current.readAt > maxAgeMs) void read(exec, grandTestId, false).catch(() => {});
    return current;
  }

  return {
    /**
     * Rank figures for a student's result: her standing, the total's and each subject's, and the
     * top tenth's averages. Her result (committed: she has read it) is counted if it is not yet.
     */
    async of(exec: DbExecutor, grandTestId: string, final: boolean, mine: ResultScores) {
      const distribution = await distributionOf(exec, grandTestId, final);
      if (!distribution.final) distribution.add(mine);
      const standing = distribution.standing(TOTAL, mine.score);
      const topN = Math.max(1, Math.ceil(standing.takers / 10));
      return {
        ...standing,
        topTenthAverage: distribution.topAverage(TOTAL, topN),
        subjects: mine.subjects.map((s) => ({
          subjectId: s.subjectId,
          score: s.score,
          rank: distribution.standing(s.subjectId, s.score).above + 1,
          topAverage: distribution.topAverage(s.subjectId, topN),
        })),
      };
    },

    /** Takers (for a reader with no result). */
    async takers(exec: DbExecutor, grandTestId: string, final: boolean): Promise<number> {
      const distribution = await distributionOf(exec, grandTestId, final);
      return distribution.standing(TOTAL, 0).takers;
    },

    /** A result committed in this process (a submit): counted at once, not at the next read. */
    added(grandTestId: string, result: ResultScores) {
      const current = held.get(grandTestId);
      if (current && !current.final) current.add(result);
    },

    /** Attempts marked in this process (overdue ones): the next read reads the distribution again. */
    forget(grandTestId?: string) {
      if (grandTestId === undefined) {
        for (const [id, distribution] of held) if (!distribution.final) held.delete(id);
      } else if (!held.get(grandTestId)?.final) held.delete(grandTestId);
    },
  };
}
export type Standings = ReturnType<typeof createStandings>;
