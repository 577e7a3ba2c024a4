import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appChunk } from './vite-plugins/app-chunk.ts';
import { figuresPlugin } from './vite-plugins/figures.ts';
import { precompressPlugin } from './vite-plugins/precompress.ts';
import { routePreloadsPlugin } from './vite-plugins/route-preloads.ts';
import { serviceWorkerPlugin } from './vite-plugins/service-worker.ts';

const app = appChunk();
const figures = figuresPlugin();

/**
 * The version and build the diagnostics page reports: the web package's version, the commit
 * (BUILD_COMMIT when the build machine has no git) and the build's time. Only the diagnostics
 * chunk reads it, so a new build time changes no other file's hash.
 */
function buildInfo() {
  const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  let commit = process.env.BUILD_COMMIT ?? '';
  if (!commit) {
    try {
      commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      commit = 'unknown';
    }
  }
  return { version, commit, builtAt: new Date().toISOString() };
}

/** Chunks loaded before any lazy one: React's and the bundler's runtime (vite-plugins/app-chunk.ts). */
const ALWAYS_LOADED = /^assets\/(react|rolldown-runtime)-[\w-]+\.js$/;

export default defineConfig({
  define: { __MEDSUTRA_BUILD__: JSON.stringify(buildInfo()) },
  plugins: [
    react(),
    tailwindcss(),
    app.plugin,
    routePreloadsPlugin(),
    figures,
    // The service worker names its figure cache by the figures' own version.
    serviceWorkerPlugin({ figuresVersion: figures.figuresVersion }),
    precompressPlugin(),
  ],
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
    // Every browser of the es2022 target but Safari 16 knows modulepreload; there a link is only
    // a missed head start, and the polyfill would cost every page's first load.
    modulePreload: {
      polyfill: false,
      // Every page has React and the bundler's runtime by the time it loads anything lazily
      // (boot.ts loads them first), so a lazy chunk's preload list leaves them out: ~110 lists in
      // the app's own chunk, which every page's first load carries.
      resolveDependencies: (_file, deps) => deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
    },
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        // Few, larger files: over HTTP/1.1 every six files cost a phone another round trip.
        codeSplitting: {
          groups: app.groups,
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
        },
      },
    },
  },
});
