/**
 * Parallel generates against one wallet, on PostgreSQL (PGlite runs one transaction at a time, so
 * there a race proves nothing). Run with TEST_DATABASE_URL set.
 */
import { expect, it } from 'vitest';
import { expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { useFixtureLibrary } from '../../../test/helpers/library.ts';
import { fundedUser, walletOf } from '../../../test/helpers/mindmaps.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';
import { postAtOnce, raceAppForFile } from '../../../test/helpers/wallet-races.ts';

const t = raceAppForFile(useFixtureLibrary);

it.skipIf(!onPostgres)(
  'accepts exactly two of ten parallel generates from a wallet of 25 (library version: 10 each)',
  async () => {
    const db = t.database.handle.db;
    const user = await fundedUser(db, 25);
    const replies = await postAtOnce(t, user, 10, '/api/mindmap/generate', (index) => ({
      topic: `Heart failure ${index}`,
      userEmail: user.email,
    }));
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([202, 202, 409, 409, 409, 409, 409, 409, 409, 409]);
    // No worker runs here (JOBS_ROLE api): the maps are not made yet, so no XP is paid yet.
    expect(await walletOf(db, user.id)).toEqual({ coins: 5, xp: 0 });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/mindmaps/${user.email}`,
      headers: { cookie: user.cookie },
    });
    expect(listed.json().mindmaps).toHaveLength(2);
    // Exactly one job per accepted mindmap, none for the refused ones.
    const { rows } = await t.database.handle.pool!.query(
      "select count(*)::int as jobs from pgboss.job where name = 'mindmap-generate'",
    );
    expect(rows[0].jobs).toBe(2);
    await expectLedgerBalanced(db);
  },
);
