/**
 * What practice needs from the economy, as a narrow port: pay the XP of a first correct answer,
 * at most PRACTICE_XP_DAILY_CAP a day (Asia/Kolkata). Runs inside the answer's transaction, so the
 * answer, the day's count and the ledger entry commit or roll back together.
 */
import { PRACTICE_XP_BY_DIFFICULTY, PRACTICE_XP_DAILY_CAP } from '@medsutra/contract/mcq/practice-api';
import type { DbTransaction } from '../../db/executor.ts';
import { economyDay } from '../../lib/calendar.ts';
import type { EconomyService } from '../economy/service.ts';
import type { McqRepository } from './repository.ts';

export interface PracticeXp {
  /** The XP paid (0 when today's cap is reached). The caller pays only for a first correct answer. */
  payFirstCorrect(
    tx: DbTransaction,
    input: { userId: string; questionId: string; difficulty: keyof typeof PRACTICE_XP_BY_DIFFICULTY; now: Date },
  ): Promise<number>;
}

export function practiceXpFromEconomy(economy: EconomyService, repository: McqRepository): PracticeXp {
  return {
    async payFirstCorrect(tx, { userId, questionId, difficulty, now }) {
      const underCap = await repository.addPracticeXpUnderCap(tx, {
        userId,
        day: economyDay(now),
        xp: PRACTICE_XP_BY_DIFFICULTY[difficulty],
        cap: PRACTICE_XP_DAILY_CAP,
      });
      if (!underCap) return 0;
      const result = await economy.practiceFirstCorrect({ userId, questionId, difficulty }, tx);
      return result.applied ? result.xp : 0;
    },
  };
}
