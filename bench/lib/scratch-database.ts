/**
 * A migrated throwaway database for a benchmark: embedded PGlite in memory, or a fresh database on
 * a PostgreSQL server (created with a random name, dropped by `drop`). One place for what the
 * benchmarks used to repeat each on their own.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';
import { createPglite, wrapPglite } from '../../apps/server/src/db/pglite.ts';
import { wrapPool } from '../../apps/server/src/db/postgres.ts';

export interface ScratchDatabase {
  handle: DatabaseHandle;
  /** Closes the handle and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

/** The PostgreSQL server the benchmarks use when one is named; otherwise they run embedded. */
export const benchPostgresUrl: string | undefined =
  process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

/** Embedded PGlite in memory, migrated. */
export async function scratchPglite(): Promise<ScratchDatabase> {
  const handle = wrapPglite(await createPglite());
  await handle.migrate();
  return { handle, drop: () => handle.close() };
}

/** A new database on the PostgreSQL server at `serverUrl`, migrated, with a pool of `poolSize`. */
export async function scratchPostgres(serverUrl: string, poolSize = 10): Promise<ScratchDatabase> {
  const name = `medsutra_bench_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: poolSize });
  // The drop below ends any connection still open; that is expected, not a crash.
  pool.on('error', () => {});
  const handle = wrapPool(pool);
  await handle.migrate();
  return {
    handle,
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** PostgreSQL when `postgresUrl` is given, else embedded PGlite. */
export function scratchDatabase(postgresUrl: string | undefined, poolSize = 10): Promise<ScratchDatabase> {
  return postgresUrl ? scratchPostgres(postgresUrl, poolSize) : scratchPglite();
}
