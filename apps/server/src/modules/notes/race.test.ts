/**
 * Parallel pearls and note edits from one account, on PostgreSQL (PGlite runs one transaction at a time, so there
 * a race proves nothing): the 5-a-day XP limit and the client-id retry hold under concurrency.
 * Run with TEST_DATABASE_URL set.
 */
import { PEARL_XP, PEARLS_PAID_PER_DAY } from '@medsutra/contract/notes/api';
import { expect, it } from 'vitest';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';

const t = testAppForFile({ skip: !onPostgres });

const createPearl = (cookie: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/pearls', headers: { ...jsonHeaders, cookie }, payload: body });

it.skipIf(!onPostgres)(`pays exactly ${PEARLS_PAID_PER_DAY} of 12 parallel pearls`, async () => {
  const db = t.database.handle.db;
  const user = await createSignedInUser(db, new Date());
  const replies = await Promise.all(
    Array.from({ length: 12 }, (_, index) =>
      createPearl(user.cookie, {
        title: `Pearl ${index}`,
        content: `Distinct fact number ${index}, written out at length so that it is long enough to earn XP.`,
      }),
    ),
  );
  expect(replies.map((reply) => reply.statusCode)).toEqual(Array(12).fill(201));
  const paid = replies.filter((reply) => reply.json().xpAwarded === PEARL_XP);
  expect(paid).toHaveLength(PEARLS_PAID_PER_DAY);
  expect((await walletOf(db, user.id)).xp).toBe(PEARL_XP * PEARLS_PAID_PER_DAY);
  await expectLedgerBalanced(db);
});

it.skipIf(!onPostgres)('the same pearl sent 8 times at once is made and paid once', async () => {
  const db = t.database.handle.db;
  const user = await createSignedInUser(db, new Date());
  const body = {
    title: 'Murphy sign',
    content: 'Inspiratory arrest on palpation of the right upper quadrant: Murphy sign of acute cholecystitis.',
    clientId: crypto.randomUUID(),
  };
  const replies = await Promise.all(Array.from({ length: 8 }, () => createPearl(user.cookie, body)));
  expect(replies.map((reply) => reply.statusCode)).toEqual(Array(8).fill(201));
  expect(replies.reduce((sum, reply) => sum + reply.json().xpAwarded, 0)).toBe(PEARL_XP);
  expect((await walletOf(db, user.id)).xp).toBe(PEARL_XP);
  await expectLedgerBalanced(db);
});

it.skipIf(!onPostgres)(
  'of 6 parallel edits from the same version, one saves and the rest get both versions',
  async () => {
    const user = await createSignedInUser(t.database.handle.db, new Date());
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: { ...jsonHeaders, cookie: user.cookie },
      payload: { title: 'Shock', content: 'v1' },
    });
    const { id } = created.json().note;
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/notes/${id}`,
          headers: { ...jsonHeaders, cookie: user.cookie },
          payload: { title: 'Shock', content: `device ${index}`, baseVersion: 1 },
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const saved = replies.find((reply) => reply.statusCode === 200)?.json().note;
    expect(saved.version).toBe(2);
    for (const reply of replies.filter((r) => r.statusCode === 409)) {
      expect(reply.json().server).toMatchObject({ version: 2, content: saved.content });
    }
  },
);
