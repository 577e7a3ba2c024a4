/**
 * What flashcards need from the economy: FLASHCARD_REVIEW_XP per due card reviewed, paid inside the
 * batch's transaction (the log rows and the ledger entry commit together). The daily cap is the
 * caller's (service.ts counts the day's paid reviews under the student's lock).
 */
import type { EconomyService } from '../economy/service.ts';
import type { FlashcardXp } from './service.ts';

export function flashcardXpFromEconomy(economy: EconomyService): FlashcardXp {
  return {
    async pay(tx, input) {
      const result = await economy.flashcardsReviewed(input, tx);
      return result.applied ? result.xp : 0;
    },
  };
}
