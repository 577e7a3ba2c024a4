/**
 * The database: PostgreSQL through `pg` when DATABASE_URL is set, otherwise PGlite in DATA_DIR.
 * One dialect, one schema, the same migrations. Only the driver in use is loaded, which keeps
 * start-up fast.
 */
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { serverRoot } from '../server-root.ts';
import type * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance in embedded mode (for the job queue adapter and test templates). */
  pglite: PGlite | null;
  /** The pg pool in PostgreSQL mode. */
  pool: pg.Pool | null;
  ping(timeoutMs?: number): Promise<boolean>;
  /** Applies the committed migrations (serialised between processes on PostgreSQL). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(serverRoot, 'drizzle');

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir);
}
