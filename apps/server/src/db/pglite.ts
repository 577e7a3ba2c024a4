/** The embedded database: PGlite (PostgreSQL compiled to WebAssembly). */
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from './client.ts';
import { migrationsFolder, withTimeout } from './client.ts';
import * as schema from './schema.ts';

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
  const { PGlite } = await import('@electric-sql/pglite');
  return wrapPglite(await PGlite.create({ dataDir }));
}
