/**
 * The wallet and both ledgers: exported whole; kept at erasure, because the ledger is append-only
 * and must still equal the wallet. Their rows carry the user id and amounts, nothing that names a
 * person; the wallet leaves the leaderboard.
 */
import { asc, eq } from 'drizzle-orm';
import { coinLedger, wallets, xpLedger } from '../../db/schema.ts';
import { kept, type PersonalDataSource } from '../../lib/personal-data.ts';

const ledgerReason = 'append-only ledger: must still equal the wallet; no personal data beyond the user id';

export const economyPersonalData: PersonalDataSource = {
  tables: {
    wallets: kept(ledgerReason),
    coin_ledger: kept(ledgerReason),
    xp_ledger: kept(ledgerReason),
  },
  async exportRows(tx, subject) {
    return {
      wallets: await tx.select().from(wallets).where(eq(wallets.userId, subject.id)),
      coin_ledger: await tx
        .select()
        .from(coinLedger)
        .where(eq(coinLedger.userId, subject.id))
        .orderBy(asc(coinLedger.id)),
      xp_ledger: await tx.select().from(xpLedger).where(eq(xpLedger.userId, subject.id)).orderBy(asc(xpLedger.id)),
    };
  },
  async erase(tx, subject) {
    await tx.update(wallets).set({ leaderboardOptOut: true }).where(eq(wallets.userId, subject.id));
    return undefined;
  },
};
