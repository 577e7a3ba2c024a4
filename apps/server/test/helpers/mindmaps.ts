/** Fixtures for the mindmap and Medstagram tests: funded signed-in users, fast queues, waiting. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { mindmaps, wallets } from '../../src/db/schema.ts';
import { createJobQueue, type JobQueue } from '../../src/jobs/queue.ts';
import { createEconomyService } from '../../src/modules/economy/service.ts';
import { createSignedInUser } from './economy-users.ts';
import type { TestDatabase } from './test-database.ts';

const FAST_QUEUE_ENV = { JOBS_POLL_INTERVAL_MS: '500', JOBS_RETRY_DELAY_SECONDS: '0', JOBS_STOP_TIMEOUT_MS: '1000' };

/** Queue settings that keep job tests fast: pg-boss's shortest poll, no retry delay. */
export function fastJobsEnv(): Record<string, string> {
  return { ...FAST_QUEUE_ENV, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-mindmaps-')) };
}

/** A queue that runs every kind of job on the test database, polling and stopping as `env` says (fast by default). */
export function testJobQueue(database: TestDatabase, env: Record<string, string> = FAST_QUEUE_ENV): JobQueue {
  return createJobQueue({
    database: database.handle,
    role: 'all',
    pollingIntervalSeconds: Number(env.JOBS_POLL_INTERVAL_MS) / 1000,
    stopTimeoutMs: Number(env.JOBS_STOP_TIMEOUT_MS),
  });
}

/** A signed-in user whose wallet holds `coins` Med Coins. */
export async function fundedUser(db: Database, coins: number, options: { fullName?: string } = {}) {
  const user = await createSignedInUser(db, new Date(), options);
  if (coins > 0) {
    await createEconomyService({ db }).award({
      userId: user.id,
      coins,
      kind: 'admin',
      reason: 'Test funds',
      reference: 'test',
      idempotencyKey: `test-funds:${user.id}`,
    });
  }
  return user;
}

export async function walletOf(db: Database, userId: string) {
  const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  return { coins: wallet?.coinBalance ?? 0, xp: wallet?.xpBalance ?? 0 };
}

/** Polls until `check` returns a value (not undefined/false), or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false | null>,
  options: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<T> {
  // A hang guard, not a speed check: work in the background has taken over 30 s on CI's busy two cores.
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false && value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${options.what ?? 'a condition'}`);
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 50));
  }
}

/** Waits until the mindmap reaches one of `statuses` (and, with `pdf`, has its PDF). */
export function waitForMindmap(
  db: Database,
  id: string,
  statuses: readonly string[],
  options: { pdf?: boolean; timeoutMs?: number } = {},
) {
  return waitFor(
    async () => {
      const [row] = await db.select().from(mindmaps).where(eq(mindmaps.id, id));
      if (!row || !statuses.includes(row.status)) return undefined;
      if (options.pdf && !row.pdfFileKey) return undefined;
      return row;
    },
    { what: `mindmap ${id} to be ${statuses.join(' or ')}${options.pdf ? ' with its PDF' : ''}`, ...options },
  );
}
