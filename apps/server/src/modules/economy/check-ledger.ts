/** The ledger's invariant, checked: for every user, the sum of each ledger equals the wallet. */
import type { DbExecutor } from '../../db/executor.ts';
import { createEconomyRepository } from './repository.ts';

const repository = createEconomyRepository();

export interface LedgerMismatch {
  userId: string;
  coinBalance: number;
  coinLedgerSum: number;
  xpBalance: number;
  xpLedgerSum: number;
}

/** Users whose wallet differs from their ledgers (a ledger without a wallet counts as a zero wallet). */
export async function checkLedger(db: DbExecutor): Promise<LedgerMismatch[]> {
  const rows = await repository.ledgerMismatches(db);
  return rows.map((row) => ({
    userId: String(row.userId),
    coinBalance: Number(row.coinBalance),
    coinLedgerSum: Number(row.coinLedgerSum),
    xpBalance: Number(row.xpBalance),
    xpLedgerSum: Number(row.xpLedgerSum),
  }));
}
