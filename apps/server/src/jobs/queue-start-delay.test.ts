/** The job queue's start delay (decision 071): nothing starts during it, sends wait, a stop cancels. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createJobQueue } from './queue.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

/** The test database, counting every call the queue makes on its driver (PGlite or the pg pool). */
function countingDatabase(): { handle: DatabaseHandle; calls: () => number } {
  let calls = 0;
  const counted = <T extends object>(driver: T | null): T | null =>
    driver &&
    new Proxy(driver, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls++;
          return value.apply(target, args);
        };
      },
    });
  const handle = { ...database.handle, pglite: counted(database.handle.pglite), pool: counted(database.handle.pool) };
  return { handle, calls: () => calls };
}

const START_DELAY_MS = 800;
const queueOptions = (handle: DatabaseHandle) => ({
  database: handle,
  role: 'all' as const,
  pollingIntervalSeconds: 0.5,
  stopTimeoutMs: 1000,
  startDelayMs: START_DELAY_MS,
});

it('touches the database only after the delay, and a send made during it waits and is worked', async () => {
  const { handle, calls } = countingDatabase();
  const jobs = createJobQueue(queueOptions(handle));
  const worked: string[] = [];
  jobs.define<{ word: string }>({
    name: 'delay-probe',
    retryLimit: 0,
    retryDelaySeconds: 1,
    expireInSeconds: 30,
    handler: async (job) => {
      worked.push(job.data.word);
    },
  });
  const startedAt = Date.now();
  const start = jobs.start();
  await new Promise((resolve) => setTimeout(resolve, START_DELAY_MS / 3));
  expect(calls()).toBe(0);
  const id = await jobs.send('delay-probe', { word: 'sent during the delay' });
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(START_DELAY_MS);
  expect(calls()).toBeGreaterThan(0);
  expect(id).toMatch(/.+/);
  await start;
  await expect.poll(() => worked, { timeout: 15_000 }).toEqual(['sent during the delay']);
  await jobs.stop();
});

it('is cancelled by a stop during the delay: nothing starts, and waiting for it ends in an error', async () => {
  const { handle, calls } = countingDatabase();
  const jobs = createJobQueue(queueOptions(handle));
  const start = jobs.start();
  const ready = jobs.whenReady();
  await jobs.stop();
  await expect(ready).rejects.toThrow('the job queue stopped before it started');
  await start;
  await expect(jobs.send('anything', {})).rejects.toThrow('the job queue is not running');
  await new Promise((resolve) => setTimeout(resolve, START_DELAY_MS + 200));
  expect(calls()).toBe(0);

  // Started again, it gets ready and takes jobs.
  await jobs.start();
  await jobs.whenReady();
  expect(calls()).toBeGreaterThan(0);
  await jobs.stop();
});
