/** Rows of a raw query; PGlite and node-postgres both answer with `{ rows }`. For repositories only. */
import type { SQL } from 'drizzle-orm';
import type { DbExecutor } from './executor.ts';

export async function selectRows<T>(ex: DbExecutor, query: SQL): Promise<T[]> {
  const result = (await ex.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
