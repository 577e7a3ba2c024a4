/**
 * Makes an existing account an admin (or, with --revoke, a plain user again):
 *   npm run make-admin -w apps/server -- asha@example.com
 * Uses the same configuration as the server (DATABASE_URL or DATA_DIR). With the embedded
 * database, stop the server first: only one process may open DATA_DIR.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock.ts';
import { setAdminRole } from '../modules/auth/admin-role.ts';

async function main(args: string[]): Promise<number> {
  // `npm run make-admin -w apps/server` runs in apps/server; a relative DATA_DIR means the folder
  // beside where the command was typed, as it does for `npm start` (issue 36: it opened an empty
  // apps/server/.data and said there was no such account).
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const revoke = args.includes('--revoke');
  const emails = args.filter((arg) => !arg.startsWith('--'));
  if (emails.length !== 1) {
    console.error('Usage: npm run make-admin -w apps/server -- <email> [--revoke]');
    return 2;
  }
  const config = loadConfig();
  const releaseLock = config.DATABASE_URL ? () => {} : acquireDataDirLock(config.dataDirPath);
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDirPath });
    await database.migrate();
    const result = await setAdminRole(database.db, emails[0]!, { revoke, now: new Date() });
    if (result.ok) console.info(result.message);
    else console.error(result.message);
    return result.ok ? 0 : 1;
  } finally {
    await database?.close();
    releaseLock();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  },
);
