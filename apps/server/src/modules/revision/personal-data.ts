/**
 * Revision: a student's cards and reviews go into her export and are deleted with her account.
 * Her XP stays in the ledger, which carries no text.
 */
import { deleted, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { RevisionRepository } from './repository.ts';

export function revisionPersonalData(repository: RevisionRepository): PersonalDataSource {
  return personalDataSource({ revision_cards: deleted, revision_reviews: deleted }, repository);
}
