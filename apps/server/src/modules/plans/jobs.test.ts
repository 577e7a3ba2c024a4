/** The monthly deposits run as a pg-boss job on a daily schedule, and its handler pays what is due. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { testJobQueue } from '../../../test/helpers/mindmaps.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { PLAN_JOBS } from './jobs.ts';

let database: TestDatabase;
let jobs: JobQueue;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  jobs = testJobQueue(database);
  t = await buildTestApp({ database, deps: { jobs } });
  await jobs.start();
});
afterAll(async () => {
  await t.close();
  await database.dispose();
});

it('schedules the deposit job every day in India time', async () => {
  const result = (await database.handle.db.execute(
    sql`select name, cron, timezone from pgboss.schedule where name = ${PLAN_JOBS.payDeposits}`,
  )) as unknown as { rows: { name: string; cron: string; timezone: string }[] };
  expect(result.rows).toEqual([{ name: PLAN_JOBS.payDeposits, cron: '5 0 * * *', timezone: 'Asia/Kolkata' }]);
});
