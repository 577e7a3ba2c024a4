import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [{ find: /^@\//, replacement: '/src/' }],
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'vite-plugins/**/*.test.ts'],
  },
});
