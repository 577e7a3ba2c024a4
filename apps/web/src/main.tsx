/**
 * Startup (docs/product-rules.md, The app shell): wait for #root (retrying every 100 ms), warm the auth status, render.
 * If rendering throws, the body shows `Loading MedSutra...` instead of a blank page.
 */
import { messages } from '@medsutra/contract/messages';
import { ROOT_RETRY_MS } from '@medsutra/contract/timings';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/provider';
import { authStatusQueryOptions } from './features/auth/api/get-auth-status';
import { scheduleChunkReload } from './lib/chunk-reload';

/** The service worker waits this long after the load event, so it never joins the first screen's work. */
const SW_REGISTER_DELAY_MS = 1000;

function showStartupFallback() {
  document.body.textContent = messages.startup.loading;
}

function start() {
  const root = document.getElementById('root');
  if (!root) {
    setTimeout(start, ROOT_RETRY_MS);
    return;
  }
  try {
    const queryClient = createQueryClient();
    void queryClient.prefetchQuery(authStatusQueryOptions());
    // As a transition React renders the first screen in slices of a few milliseconds, so a slow
    // phone's main thread never stays blocked long enough to delay a tap (docs/decisions/037).
    startTransition(() => createRoot(root).render(<App queryClient={queryClient} />));
  } catch (error) {
    console.error(error);
    showStartupFallback();
  }
}

// Vite reports a failed preload of a lazy chunk's dependencies here (a deploy replaced them).
window.addEventListener('vite:preloadError', (event) => {
  if (scheduleChunkReload()) event.preventDefault();
});

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker', error));
  // After the load event, in a task of its own: never part of the first screen's work.
  // boot.ts starts this module after the first paint, which can be after the load event.
  const registerLater = () => setTimeout(register, SW_REGISTER_DELAY_MS);
  if (document.readyState === 'complete') registerLater();
  else window.addEventListener('load', registerLater);
}

// A task of its own: evaluating the app's modules (this one's import) and starting React are each
// ~15 ms on a slow phone; together they were the first screen's longest task (decision 161).
setTimeout(start, 0);
