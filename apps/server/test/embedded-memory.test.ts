/** The embedded database's buffer pool is sized for the app's process, not for a server of its own. */
import { expect, it } from 'vitest';
import { createTestDatabase, onPostgres } from './helpers/test-database.ts';

it.skipIf(onPostgres)('opens PGlite with a 32 MB buffer pool instead of initdb’s 128 MB', async () => {
  const database = await createTestDatabase();
  try {
    const { rows } = await database.handle.pglite!.query<{ shared_buffers: string }>('show shared_buffers');
    expect(rows[0]?.shared_buffers).toBe('32MB');
  } finally {
    await database.dispose();
  }
});
