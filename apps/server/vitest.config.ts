import { defineConfig } from 'vitest/config';
import { ciReporters } from '../../vitest.reporters.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite clones are ~100 MB each; two workers suit a 2-core machine.
    maxWorkers: 2,
    setupFiles: ['test/fail-on-console-error.ts'],
    ...ciReporters('server'),
  },
});
