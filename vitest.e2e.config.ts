import { defineConfig } from 'vitest/config';
import { ciReporters } from './vitest.reporters.ts';

export default defineConfig({
  // The repository's root, whichever folder vitest starts in (the root's test:e2e, or
  // `npm run test:e2e -w apps/server` in .ci/run).
  root: import.meta.dirname,
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll gives up after 1 s by default: a lazy page's first data on a busy two-core CI
    // machine has taken longer (first-week's planner failed there). A hang guard, not a speed check.
    expect: { poll: { timeout: 15_000 } },
    // Each file runs a server and a browser; two at once suit a 2-core machine.
    maxWorkers: 2,
    ...ciReporters('browser'),
  },
});
