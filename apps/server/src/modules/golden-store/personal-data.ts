/**
 * Golden grants: exported; deleted at erasure (the watermarked copies go with the notes' PDFs,
 * and the orders that paid for them are kept by payments). An erased admin's name comes off the
 * grants she made or revoked and the items she put on sale.
 */
import { anonymised, deleted, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { GoldenStoreRepository } from './repository.ts';

export function goldenStorePersonalData(repository: GoldenStoreRepository): PersonalDataSource {
  return personalDataSource({ golden_grants: deleted, golden_items: anonymised }, repository);
}
