/** The embedded database: PGlite (PostgreSQL compiled to WebAssembly). */
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from './client.ts';
import { migrationsFolder, withTimeout } from './client.ts';
import * as schema from './schema.ts';

/**
 * The extensions the migrations create (pg_trgm for the library's misspelling search). PGlite
 * must load them at start, so every PGlite this project opens goes through `createPglite`.
 */
const pgliteExtensions = { pg_trgm };

/**
 * PostgreSQL's memory inside the process (docs/decisions/020). initdb writes `shared_buffers =
 * 128MB` for a server of its own; in PGlite that buffer pool lives in the WebAssembly heap of the
 * app's process, and start-up touches it, so it cost ~130 MB of RSS at idle and ~0.3 s of start.
 * The embedded database is small (the library is a few MB) and its files sit in the operating
 * system's page cache behind the pool, so 32 MB holds every hot page. Set on the command line, it
 * wins over the data directory's postgresql.conf, also for databases created before this.
 */
const PGLITE_MEMORY_PARAMS = ['-c', 'shared_buffers=32MB'];

export async function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create({
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_PARAMS],
    ...options,
    extensions: pgliteExtensions,
  });
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzle({ client, schema }) as unknown as Database;
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
    migrate: () => migrate(db as never, { migrationsFolder }),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  return wrapPglite(await createPglite({ dataDir }));
}
