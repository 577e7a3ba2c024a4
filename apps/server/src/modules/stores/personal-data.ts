/**
 * The notes store's rows in a student's export, and what erasure does to them: their ratings go
 * (their reports are the moderation module's); their listings are taken off sale but kept (buyers keep reading what they paid for,
 * and the seller's name goes with the account's); orders stay, as the ledger entries they match do.
 */
import { anonymised, deleted, kept, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { StoresRepository } from './repository.ts';

export function storesPersonalData(repository: StoresRepository): PersonalDataSource {
  return personalDataSource(
    {
      store_listings: kept(
        'Buyers keep the notes they paid for; the listing is taken off sale and the seller is anonymised with the account',
      ),
      store_orders: kept('A sale moved Med Coins: the order stays with the ledger entries it explains'),
      store_ratings: deleted,
      store_refund_requests: anonymised,
    },
    repository,
  );
}
