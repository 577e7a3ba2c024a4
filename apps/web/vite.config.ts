import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routePreloadsPlugin } from './vite-plugins/route-preloads.ts';
import { serviceWorkerPlugin } from './vite-plugins/service-worker.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), routePreloadsPlugin(), serviceWorkerPlugin()],
  resolve: {
    // `@/…` is `src/…` (bulletproof-react's convention); '/src' is resolved from the project root.
    alias: [{ find: /^@\//, replacement: '/src/' }],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
        },
      },
    },
  },
});
