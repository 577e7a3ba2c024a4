/**
 * Subscriptions: exported; kept at erasure for the same reason as the orders that paid for them.
 * They hold dates and the plan, never a name.
 */
import { kept, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { PlansRepository } from './repository.ts';

const legalReason = 'payment records the law requires (kept without the name)';

export function plansPersonalData(repository: PlansRepository): PersonalDataSource {
  return personalDataSource({ subscriptions: kept(legalReason) }, repository);
}
