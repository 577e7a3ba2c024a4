/**
 * The database: PostgreSQL through `pg` when DATABASE_URL is set, otherwise PGlite (PostgreSQL
 * compiled to WebAssembly) in DATA_DIR. One dialect, one schema, the same migrations.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance in embedded mode (for the job queue adapter and test templates). */
  pglite: PGlite | null;
  /** The pg pool in PostgreSQL mode. */
  pool: pg.Pool | null;
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, '..', '..', 'drizzle');

/** An arbitrary constant: the advisory lock that serialises migrations between API processes. */
const MIGRATION_LOCK_KEY = 7_202_611;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
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

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    pool: null,
    async ping(timeoutMs = 2000) {
      if (client.closed) return false;
      try {
        await withTimeout(client.query('select 1'), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export function wrapPool(pool: pg.Pool): DatabaseHandle {
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    pglite: null,
    pool,
    async ping(timeoutMs = 2000) {
      if (closed) return false;
      try {
        await withTimeout(pool.query('select 1'), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => {});
    return wrapPool(pool);
  }
  const client = await PGlite.create({ dataDir: options.dataDir, relaxedDurability: false });
  return wrapPglite(client);
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder });
    return;
  }
  const pool = handle.pool!;
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(handle.db as never, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
}

export { sql };
