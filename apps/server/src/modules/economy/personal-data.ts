/**
 * The wallet and both ledgers: exported whole; kept at erasure, because the ledger is append-only
 * and must still equal the wallet. Their rows carry the user id and amounts, nothing that names a
 * person; the wallet leaves the leaderboard.
 */
import { kept, type PersonalDataSource, personalDataSource } from '../../lib/personal-data.ts';
import type { EconomyRepository } from './repository.ts';

const ledgerReason = 'append-only ledger: must still equal the wallet; no personal data beyond the user id';

export function economyPersonalData(repository: EconomyRepository): PersonalDataSource {
  return personalDataSource(
    { wallets: kept(ledgerReason), coin_ledger: kept(ledgerReason), xp_ledger: kept(ledgerReason) },
    repository,
  );
}
