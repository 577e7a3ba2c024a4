// Why a hand-written service worker instead of vite-plugin-pwa/Workbox: the app needs only a
// precache of the build, network-first navigations with an /index.html fallback and cache-first
// hashed assets; ~60 lines we own beat a large dependency tree and its generated runtime.

import { FIGURES_PATH } from '@medsutra/contract/library/figures';
import { ROUTE_PRELOADS_FILE } from '@medsutra/contract/routes/preloads';
import type { Plugin } from 'vite';
import { hashList } from './hash-list.ts';

/** Files from public/ that the app shell needs offline, besides the emitted bundle. */
const STATIC_SHELL_FILES = ['/index.html', '/manifest.webmanifest', '/icon.svg'];

function serviceWorkerSource(version: string, precache: readonly string[], figuresVersion = 'none'): string {
  return `/* MedSutra service worker, generated at build time. */
const CACHE = 'medsutra-${version}';
const FIGURES = 'medsutra-figures-${figuresVersion}';
const PRECACHE = ${JSON.stringify(precache)};

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('medsutra-') && key !== CACHE && key !== FIGURES).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    // Network first: the server writes each page's title and meta tags. Offline, the cached
    // shell boots and shows the offline page.
    event.respondWith(
      fetch(request).catch(() => caches.match('/index.html', { cacheName: CACHE }).then((cached) => cached || Response.error())),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/')) {
    // Hashed file names never change content: cache first.
    event.respondWith(
      caches.match(request, { cacheName: CACHE }).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }

  if (url.pathname.startsWith('${FIGURES_PATH}')) {
    // The project's figures: cache first, kept across app updates until a figure itself changes
    // (the cache's name is a hash of every figure). A miss revalidates with the server, so a
    // redrawn figure is never taken from the browser's long-lived HTTP cache.
    event.respondWith(
      caches.open(FIGURES).then((cache) =>
        cache.match(request).then(
          (cached) =>
            cached ||
            fetch(request, { cache: 'no-cache' }).then((response) => {
              if (response.ok) cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
    return;
  }

  if (PRECACHE.includes(url.pathname)) {
    event.respondWith(fetch(request).catch(() => caches.match(url.pathname, { cacheName: CACHE }).then((cached) => cached || Response.error())));
  }
});
`;
}

/** Build outputs the browser never fetches itself: the server reads them. */
const SERVER_ONLY_FILES = new Set(['index.html', ROUTE_PRELOADS_FILE]);

/**
 * Emits /sw.js with a versioned precache list of every emitted file plus the static shell files.
 * Figures are not precached (hundreds of them, most never opened): they are cached as they are
 * fetched, in a cache named for `figuresVersion` (a hash of every figure).
 */
export function serviceWorkerPlugin(options: { figuresVersion?: () => string } = {}): Plugin {
  return {
    name: 'medsutra:service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const emitted = Object.keys(bundle)
        .filter((fileName) => !SERVER_ONLY_FILES.has(fileName) && !fileName.endsWith('.map'))
        .map((fileName) => `/${fileName}`);
      const precache = [...STATIC_SHELL_FILES, ...emitted.sort()];
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: serviceWorkerSource(hashList(precache), precache, options.figuresVersion?.() ?? 'none'),
      });
    },
  };
}
