/** PostgreSQL through a `pg` pool, for DATABASE_URL. */
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DatabaseHandle } from './client.ts';
import { migrationsFolder, withTimeout } from './client.ts';
import * as schema from './schema.ts';

/** An arbitrary constant: the advisory lock that serialises migrations between API processes. */
const MIGRATION_LOCK_KEY = 7_202_611;

export function wrapPool(pool: pg.Pool): DatabaseHandle {
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
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
    async migrate() {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(db as never, { migrationsFolder });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        lockClient.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export function openPostgres(databaseUrl: string): DatabaseHandle {
  return wrapPool(new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 }));
}
