import { defineConfig } from 'vitest/config';
import { ciReporters } from '../../vitest.reporters.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Rendering all 500 figures twice takes ~3 s alone and over 10 s beside CI's other suites.
    testTimeout: 30_000,
    ...ciReporters('figures'),
  },
});
