/**
 * `npm run check-ledger -w apps/server`: checks that every wallet equals the sum of its ledgers.
 * Exits 0 when all match, 1 on any mismatch (listed), 2 when the check could not run.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { acquireDataDirLock } from '../db/data-dir-lock.ts';
import { checkLedger } from '../modules/economy/check-ledger.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  // PGlite serves one process: refuse while a server holds the data directory.
  const releaseLock = config.DATABASE_URL ? () => {} : acquireDataDirLock(config.dataDirPath);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDirPath });
  try {
    const mismatches = await checkLedger(database.db);
    if (mismatches.length === 0) {
      console.info('Ledger check passed: every wallet equals the sum of its ledgers.');
      return 0;
    }
    console.error(`Ledger check FAILED for ${mismatches.length} user(s):`);
    for (const m of mismatches) {
      console.error(
        `  ${m.userId}: coins wallet ${m.coinBalance} vs ledger ${m.coinLedgerSum}; XP wallet ${m.xpBalance} vs ledger ${m.xpLedgerSum}`,
      );
    }
    return 1;
  } finally {
    await database.close();
    releaseLock();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The ledger check could not run:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
