/** The wallet race tests' app and their volleys of the same request sent at once. */
import type { Database } from '../../src/db/client.ts';
import { jsonHeaders, type TestApp } from './build-test-app.ts';
import { fastJobsEnv } from './mindmaps.ts';
import { testAppForFile } from './test-app-for-file.ts';
import { onPostgres } from './test-database.ts';

/**
 * The file's app on PostgreSQL only (PGlite runs one transaction at a time, so a race proves nothing
 * there), with no worker (JOBS_ROLE api): paid work is queued, never run. `seed` fills the library.
 */
export const raceAppForFile = (seed: (db: Database) => Promise<unknown>) =>
  testAppForFile({ skip: !onPostgres, env: { ...fastJobsEnv(), JOBS_ROLE: 'api' } }, (built) =>
    seed(built.database.handle.db),
  );

/** `count` POSTs to `url` by `who`, all at once; the `index`th sends `payload(index)`. */
export const postAtOnce = (
  t: TestApp,
  who: { cookie: string },
  count: number,
  url: string,
  payload: (index: number) => Record<string, unknown>,
) =>
  Promise.all(
    Array.from({ length: count }, (_, index) =>
      t.app.inject({ method: 'POST', url, headers: { ...jsonHeaders, cookie: who.cookie }, payload: payload(index) }),
    ),
  );
