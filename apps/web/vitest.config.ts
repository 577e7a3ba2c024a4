import { defineConfig } from 'vitest/config';
import { ciReporters } from '../../vitest.reporters.ts';

export default defineConfig({
  resolve: {
    alias: [{ find: /^@\//, replacement: '/src/' }],
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'vite-plugins/**/*.test.ts'],
    ...ciReporters('web'),
  },
});
