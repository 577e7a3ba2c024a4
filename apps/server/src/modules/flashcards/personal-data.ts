/**
 * Flashcards: a student's decks, cards and review log go into her export and are deleted with her
 * account. Her XP stays in the ledger, which carries no text.
 */
import { deleted, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { FlashcardsRepository } from './repository.ts';

export function flashcardsPersonalData(repository: FlashcardsRepository): PersonalDataSource {
  return personalDataSource(
    { flashcard_reviews: deleted, flashcard_cards: deleted, flashcard_decks: deleted, flashcard_settings: deleted },
    repository,
  );
}
