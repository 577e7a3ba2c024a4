/**
 * Orders and their webhook events: exported; kept at erasure because tax and payment law require
 * the records. They hold amounts and provider ids, never a name (the users row they point at is
 * anonymised). Subscriptions are the plans module's (plans/personal-data.ts).
 */
import { kept, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { PaymentsRepository } from './repository.ts';

const legalReason = 'payment records the law requires (kept without the name)';

export function paymentsPersonalData(repository: PaymentsRepository): PersonalDataSource {
  return personalDataSource({ orders: kept(legalReason) }, repository);
}
