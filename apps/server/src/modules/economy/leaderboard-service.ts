/** The leaderboard: the top students by XP this week or of all time, and where the caller stands. */

import {
  LEADERBOARD_SIZE,
  type LeaderboardPeriod,
  type LeaderboardReply,
  PRACTICE_BOARD_MIN_ANSWERS,
  type PracticeBoardReply,
} from '@medsutra/contract/economy/api';
import { levelForXp } from '@medsutra/contract/economy/table';
import type { Database } from '../../db/client.ts';
import { weekContaining } from '../../lib/calendar.ts';
import type { UserDirectory } from '../auth/directory.ts';
import type { LeaderboardRepository, RankedRow } from './leaderboard-repository.ts';
import type { EconomyService } from './service.ts';

/** "Asha Rao" → "Asha R.": other students see a first name and an initial, never an email. */
export function leaderboardDisplayName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Student';
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

export function createLeaderboardService(deps: {
  db: Database;
  repository: LeaderboardRepository;
  economy: EconomyService;
  /** The students' names, and the order of names that breaks a tie (the accounts' user directory). */
  users: Pick<UserDirectory, 'byName'>;
  now?: () => Date;
}) {
  const clock = deps.now ?? (() => new Date());
  const { db, repository, economy, users } = deps;

  /**
   * The first LEADERBOARD_SIZE of the ranked rows, equal XP in name order (then id, as PostgreSQL
   * orders them), each with its name; a row whose account is gone drops out, its rank kept.
   */
  async function named(ranked: RankedRow[]) {
    const order = await users.byName(
      db,
      ranked.map((row) => row.userId),
    );
    const place = new Map(order.map((row, index) => [row.id, { index, fullName: row.fullName }]));
    return ranked
      .flatMap((row) => {
        const found = place.get(row.userId);
        return found ? [{ ...row, ...found }] : [];
      })
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .slice(0, LEADERBOARD_SIZE);
  }

  return {
    async leaderboard(userId: string, period: LeaderboardPeriod): Promise<Omit<LeaderboardReply, 'success'>> {
      const wallet = await economy.balances(userId);
      const week = period === 'weekly' ? weekContaining(clock()) : null;
      const [top, myXp] = await Promise.all([
        (week
          ? repository.weeklyTop(db, week.start, week.end, LEADERBOARD_SIZE)
          : repository.allTimeTop(db, LEADERBOARD_SIZE)
        ).then(named),
        week ? repository.weeklyXpOf(db, userId, week.start, week.end) : Promise.resolve(wallet.xpBalance),
      ]);
      const mine = top.find((row) => row.userId === userId);
      let rank: number | null = mine?.rank ?? null;
      if (!mine && !wallet.leaderboardOptOut && myXp > 0) {
        const ahead = week
          ? await repository.weeklyAhead(db, myXp, week.start, week.end)
          : await repository.allTimeAhead(db, myXp);
        rank = ahead + 1;
      }
      return {
        period,
        periodStart: week?.start.toISOString() ?? null,
        periodEnd: week?.end.toISOString() ?? null,
        entries: top.map((row) => ({
          rank: row.rank,
          displayName: leaderboardDisplayName(row.fullName),
          xp: row.xp,
          level: levelForXp(row.xpBalance),
          isYou: row.userId === userId,
        })),
        you: { rank, xp: myXp, level: wallet.level, optedOut: wallet.leaderboardOptOut },
      };
    },

    /**
     * The weekly practice board: correct answers, then accuracy, among students with at least
     * PRACTICE_BOARD_MIN_ANSWERS practice answers this week. Coins never count, nor XP.
     */
    async practiceBoard(userId: string): Promise<Omit<PracticeBoardReply, 'success'>> {
      const week = weekContaining(clock());
      const [all, mine, wallet] = await Promise.all([
        repository.practiceWeek(db, week.start, week.end, PRACTICE_BOARD_MIN_ANSWERS),
        repository.practiceWeekOf(db, userId, week.start, week.end),
        economy.balances(userId),
      ]);
      const percent = (row: { correct: number; answered: number }) =>
        row.answered === 0 ? 0 : Math.round((row.correct * 100) / row.answered);
      const ranks: number[] = [];
      all.forEach((row, index) => {
        const before = all[index - 1];
        const tied =
          before && before.correct === row.correct && before.correct * row.answered === row.correct * before.answered;
        ranks.push(tied ? ranks[index - 1]! : index + 1);
      });
      const myIndex = all.findIndex((row) => row.userId === userId);
      const shown = all.slice(0, LEADERBOARD_SIZE);
      const names = new Map(
        (
          await users.byName(
            db,
            shown.map((row) => row.userId),
          )
        ).map((row) => [row.id, row.fullName]),
      );
      return {
        periodStart: week.start.toISOString(),
        periodEnd: week.end.toISOString(),
        minAnswers: PRACTICE_BOARD_MIN_ANSWERS,
        entries: shown.flatMap((row, index) => {
          const fullName = names.get(row.userId);
          if (fullName === undefined) return [];
          return [
            {
              rank: ranks[index]!,
              displayName: leaderboardDisplayName(fullName),
              correct: row.correct,
              answered: row.answered,
              accuracy: percent(row),
              isYou: row.userId === userId,
            },
          ];
        }),
        you: {
          rank: myIndex >= 0 ? ranks[myIndex]! : null,
          correct: mine.correct,
          answered: mine.answered,
          accuracy: mine.answered === 0 ? null : percent(mine),
          optedOut: wallet.leaderboardOptOut,
        },
      };
    },

    setOptOut(userId: string, optOut: boolean) {
      return economy.setLeaderboardOptOut(userId, optOut);
    },
  };
}
export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
