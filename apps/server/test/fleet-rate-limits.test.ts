/**
 * With REDIS_URL every limit is counted once for the whole fleet (decision 076): two real API
 * processes on one PostgreSQL and one Redis, each request sent to the other process in turn, and
 * each limit lets through exactly its number, not twice it. Needs TEST_DATABASE_URL (two processes
 * cannot share the embedded database) and TEST_REDIS_URL, as CI sets them.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUpOverHttp, uniqueEmail } from './helpers/accounts.ts';
import {
  freePort,
  type ServerProcess,
  serverEntry,
  startServerProcess,
  waitHealthy,
} from './helpers/server-processes.ts';
import { createTestDatabase, onPostgres, type TestDatabase } from './helpers/test-database.ts';

const redisUrl = process.env.TEST_REDIS_URL || undefined;
/** Limits set low so each is reached in a few requests. */
const LIMITS = {
  RATE_LIMIT_TUTOR_PER_MINUTE: 4,
  RATE_LIMIT_MCQ_TESTS_PER_MINUTE: 4,
  RATE_LIMIT_CONTACT_PER_HOUR: 3,
  RATE_LIMIT_NOT_FOUND_PER_MINUTE: 4,
  RATE_LIMIT_PDF_UPLOADS_PER_HOUR: 3,
  RATE_LIMIT_LIBRARY_SEARCH_PER_MINUTE: 4,
  RATE_LIMIT_SIGNIN_PER_15_MINUTES: 4,
};

describe.skipIf(!onPostgres || !redisUrl)('rate limits across two API processes on one Redis', () => {
  let database: TestDatabase;
  const servers: ServerProcess[] = [];
  const bases: string[] = [];
  /** This run's client address, as the balancer names it: counters of earlier runs never meet it. */
  const client = `198.18.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 255)}`;
  let turn = 0;
  /** The next request goes to the other process. */
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${bases[turn++ % bases.length]}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...init.headers },
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const server = startServerProcess([serverEntry, '--role=api'], {
        DATABASE_URL: database.url!,
        REDIS_URL: redisUrl!,
        PORT: String(port),
        // The test is the balancer: it names the client in X-Forwarded-For from loopback.
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_SIGNUP_PER_HOUR: '100',
        ...Object.fromEntries(Object.entries(LIMITS).map(([name, value]) => [name, String(value)])),
      });
      servers.push(server);
      bases.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(bases.map((base, index) => waitHealthy(base, servers[index]!)));
  }, 180_000);
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await database?.dispose();
  });

  /** Sends `max` + 3 requests alternately; returns how many were not refused with 429. */
  async function admitted(max: number, send: () => Promise<Response>): Promise<number> {
    const statuses: number[] = [];
    for (let i = 0; i < max + 3; i++) statuses.push((await send()).status);
    return statuses.filter((status) => status !== 429).length;
  }

  it('holds every route limit per address across both processes', async () => {
    const thread = crypto.randomUUID();
    const cases: [string, number, () => Promise<Response>][] = [
      [
        'tutor messages',
        LIMITS.RATE_LIMIT_TUTOR_PER_MINUTE,
        () => call(`/api/chat/threads/${thread}/messages`, { method: 'POST', body: '{}' }),
      ],
      ['test starts', LIMITS.RATE_LIMIT_MCQ_TESTS_PER_MINUTE, () => call('/api/tests', { method: 'POST', body: '{}' })],
      [
        'contact messages',
        LIMITS.RATE_LIMIT_CONTACT_PER_HOUR,
        () => call('/api/contact', { method: 'POST', body: '{}' }),
      ],
      ['unknown paths', LIMITS.RATE_LIMIT_NOT_FOUND_PER_MINUTE, () => call(`/api/nothing-here-${crypto.randomUUID()}`)],
      ['PDF uploads', LIMITS.RATE_LIMIT_PDF_UPLOADS_PER_HOUR, () => call('/api/pdfs', { method: 'POST', body: '{}' })],
      ['store writes', 30, () => call('/api/stores/listings', { method: 'POST', body: '{}' })],
      ['payment orders', 20, () => call('/api/payments/orders', { method: 'POST', body: '{}' })],
      [
        'sign-ins',
        LIMITS.RATE_LIMIT_SIGNIN_PER_15_MINUTES,
        () =>
          call('/api/auth/login', {
            method: 'POST',
            body: JSON.stringify({ email: uniqueEmail(), password: PASSWORD }),
          }),
      ],
    ];
    const results: Record<string, number> = {};
    for (const [name, max, send] of cases) results[name] = await admitted(max, send);
    expect(results).toEqual(Object.fromEntries(cases.map(([name, max]) => [name, max])));
  }, 60_000);

  it('holds a per-account limit across both processes, whatever the address', async () => {
    const cookie = await signUpOverHttp(bases[0]!, uniqueEmail('fleet'), {
      'x-forwarded-for': `${client}1`.slice(0, 15),
    });
    let address = 0;
    const search = () =>
      call('/api/library/search?q=diabetic%20ketoacidosis', {
        headers: { cookie, 'x-forwarded-for': `203.0.113.${++address}` },
      });
    expect(await admitted(LIMITS.RATE_LIMIT_LIBRARY_SEARCH_PER_MINUTE, search)).toBe(
      LIMITS.RATE_LIMIT_LIBRARY_SEARCH_PER_MINUTE,
    );
  }, 60_000);
});
