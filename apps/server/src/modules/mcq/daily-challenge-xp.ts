/**
 * What the daily challenge needs from the economy: 10 XP per correct answer and, when the answer
 * completes the day's challenge all correct, the 20 XP bonus, in the answer's transaction.
 */
import { DAILY_CHALLENGE_SIZE } from '@medsutra/contract/mcq/daily-api';
import type { DbTransaction } from '../../db/executor.ts';
import type { EconomyService } from '../economy/service.ts';
import type { McqRepository } from './repository.ts';

export interface DailyChallengeXp {
  /** The XP this answer earned (its own and any bonus it completed). */
  pay(
    tx: DbTransaction,
    input: { userId: string; day: string; questionId: string; correct: boolean; sessionId: string },
  ): Promise<number>;
}

export function dailyChallengeXpFromEconomy(economy: EconomyService, repository: McqRepository): DailyChallengeXp {
  return {
    async pay(tx, input) {
      if (!input.correct) return 0;
      const own = await economy.dailyChallengeCorrect(input, tx);
      let xp = own.applied ? own.xp : 0;
      if ((await repository.correctAnswersIn(tx, input.sessionId)) === DAILY_CHALLENGE_SIZE) {
        const bonus = await economy.dailyChallengeAllCorrect(input, tx);
        if (bonus.applied) xp += bonus.xp;
      }
      return xp;
    },
  };
}
