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
export const pgliteExtensions = { pg_trgm };

export async function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create({ ...options, extensions: pgliteExtensions });
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
