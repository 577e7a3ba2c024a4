/**
 * Makes an existing account an admin (or, with --revoke, a plain user again):
 *   npm run make-admin -w apps/server -- asha@example.com
 * Uses the same configuration as the server (DATABASE_URL or DATA_DIR). With the embedded
 * database, stop the server first: only one process may open DATA_DIR.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock.ts';
import { setAdminRole } from '../modules/auth/admin-role.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');

async function main(args: string[]): Promise<number> {
  // `npm start` runs the server at the repository's root wherever it was typed (scripts/start.ts),
  // so a relative DATA_DIR is counted from there here too (issue 36: run in apps/server, this
  // opened an empty apps/server/.data and said there was no such account).
  process.chdir(REPO_ROOT);
  const revoke = args.includes('--revoke');
  const emails = args.filter((arg) => !arg.startsWith('--'));
  if (emails.length !== 1) {
    console.error('Usage: npm run make-admin -w apps/server -- <email> [--revoke]');
    return 2;
  }
  const config = loadConfig();
  // An embedded database that is not there is a wrong folder, not a new install: say where it looked.
  if (!config.DATABASE_URL && !fs.existsSync(config.dataDirPath)) {
    console.error(
      `There is no embedded database at ${config.dataDirPath}. Run npm start once to create it, or set DATA_DIR (or DATABASE_URL) as the server has it.`,
    );
    return 1;
  }
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
