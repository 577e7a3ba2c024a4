import { configDefaults, defineConfig } from 'vitest/config';
import { ciReporters } from '../../vitest.reporters.ts';

/**
 * Files whose subject is not the database: the tutor's quality on its evaluation set (the same
 * PostgreSQL text search on either engine), hostile files (child processes and their limits) and
 * the offline examiner on every library case (no database at all).
 * They run once, on the embedded database in `npm test`; the PostgreSQL run (TEST_DATABASE_URL,
 * CI's second server run, for races and the real server) leaves them out instead of repeating
 * 2 minutes of work. They are not skipped: they are not in that run's list.
 */
const ENGINE_INDEPENDENT = [
  'src/modules/tutor/tutor-evaluation.test.ts',
  'test/hostile-files.test.ts',
  'src/modules/tools/offline-marking.test.ts',
];

/**
 * CI's PostgreSQL run (CI_POSTGRES_SCOPE=engine) runs the files whose subject differs between the
 * engines, not the whole suite a second time (decision 140): PGlite is PostgreSQL itself compiled
 * to WebAssembly (the same parser, planner and executor), so what only a server shows is
 * concurrency (PGlite runs one transaction at a time: every race test), the job queue's locking,
 * several processes on one database and one Redis (the fleet), the rate-limit store, and the
 * `pg` driver's type parsing, which the money, test-engine, search and payment paths cover.
 * `TEST_DATABASE_URL=… npm test -w apps/server` without the scope still runs everything there.
 */
const POSTGRES_SCOPE = [
  '**/*race*.test.ts',
  'src/jobs/*.test.ts',
  'src/modules/*/jobs.test.ts',
  'src/modules/account/deletion.test.ts',
  'src/modules/economy/routes.test.ts',
  'src/modules/grand-tests/reminders.test.ts',
  'src/modules/library/content-sync.test.ts',
  'src/modules/library/library.test.ts',
  'src/modules/mcq/tests.test.ts',
  'src/modules/mindmaps/rate-limit.test.ts',
  'src/modules/payments/*.test.ts',
  'src/modules/sessions/chatbase-secret.test.ts',
  'src/modules/tutor/tutor-retrieval.test.ts',
  'test/fleet*.test.ts',
  'test/job-crash-recovery.test.ts',
  'test/rate-limit-store.test.ts',
  'test/server-process.test.ts',
];
const postgresScopeOnly = Boolean(process.env.TEST_DATABASE_URL) && process.env.CI_POSTGRES_SCOPE === 'engine';

export default defineConfig({
  test: {
    include: postgresScopeOnly ? POSTGRES_SCOPE : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? ENGINE_INDEPENDENT : [])],
    globalSetup: ['test/global-setup.ts'],
    // Hang guards, not speed checks (speed is measured in bench/): a busy two-core CI machine
    // has taken over 30 s for a test that starts processes or builds several apps.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite clones are ~100 MB each; two workers suit a 2-core machine.
    maxWorkers: 2,
    // Each worker imports the app's ~540 modules once, not once per file (decision 143): every
    // file builds its own app on its own database, and no server test mocks a module, so nothing
    // a file leaves in a module's scope reaches the next. Isolated, the suite cost twice the CPU
    // (800 CPU-s against 430 on this two-core machine) and half its time was imports.
    isolate: false,
    setupFiles: ['test/fail-on-console-error.ts'],
    ...ciReporters('server'),
  },
});
