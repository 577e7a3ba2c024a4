/**
 * Mindmap generation is limited per account as well as per address: one account spread over many
 * addresses gets no more, and a refused call costs nothing. Memory store, and Redis when
 * TEST_REDIS_URL is set.
 */
import { mindmapApiPaths, mindmapCost, mindmapMessages } from '@medsutra/contract/mindmaps/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { fundedUser, walletOf } from '../../../test/helpers/mindmaps.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';

const redisUrl = process.env.TEST_REDIS_URL || undefined;
const PER_USER = 3;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const stores = [
  { name: 'the in-memory store', env: {} as Record<string, string> },
  ...(redisUrl ? [{ name: 'the Redis store', env: { REDIS_URL: redisUrl } }] : []),
];

describe.each(stores)('mindmap generation per account, on $name', ({ env }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      database,
      env: {
        ...env,
        // An API-only process: the jobs wait in the queue, which is all this test needs.
        JOBS_ROLE: 'api',
        RATE_LIMIT_MINDMAP_PER_MINUTE: '100',
        RATE_LIMIT_MINDMAP_PER_USER_PER_MINUTE: String(PER_USER),
      },
    });
  });
  afterAll(() => t.close());

  const generate = (user: { email: string; cookie: string }, address: string) =>
    t.app.inject({
      method: 'POST',
      url: mindmapApiPaths.generate,
      remoteAddress: address,
      headers: { ...jsonHeaders, cookie: user.cookie },
      payload: { topic: 'Heart failure', userEmail: user.email },
    });

  it('refuses one account past its limit from any address, charging nothing, while others go on', async () => {
    const user = await fundedUser(database.handle.db, 10 * mindmapCost(false));
    const replies = [];
    for (let i = 0; i < PER_USER + 2; i++) replies.push(await generate(user, `192.0.2.${i + 10}`));
    expect(replies.map((reply) => reply.statusCode)).toEqual([202, 202, 202, 429, 429]);
    const refused = replies[PER_USER]!;
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.json().message).toBe(mindmapMessages.tooManyForAccount(seconds));
    expect((await walletOf(database.handle.db, user.id)).coins).toBe((10 - PER_USER) * mindmapCost(false));

    const neighbour = await fundedUser(database.handle.db, mindmapCost(false));
    expect((await generate(neighbour, '192.0.2.10')).statusCode).toBe(202);
  });
});
