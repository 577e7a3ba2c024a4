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

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? ENGINE_INDEPENDENT : [])],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite clones are ~100 MB each; two workers suit a 2-core machine.
    maxWorkers: 2,
    setupFiles: ['test/fail-on-console-error.ts'],
    ...ciReporters('server'),
  },
});
