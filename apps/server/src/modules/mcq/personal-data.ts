/**
 * Practice and tests: every answer, bookmark, test, mistakes-deck card and review and daily XP count of the student goes into
 * her export, and all of it is deleted with her account (a session's or a test's questions and
 * answers go with it, by their foreign keys). Her XP stays in the ledger, which carries no text.
 */
import { deleted, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { McqRepository } from './repository.ts';

export function mcqPersonalData(repository: McqRepository): PersonalDataSource {
  return personalDataSource(
    {
      mcq_sessions: deleted,
      mcq_answers: deleted,
      mcq_first_correct: deleted,
      mcq_practice_xp_days: deleted,
      mcq_bookmarks: deleted,
      mcq_tests: deleted,
      mcq_mistake_cards: deleted,
      mcq_mistake_reviews: deleted,
    },
    repository,
  );
}
