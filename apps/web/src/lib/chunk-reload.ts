/**
 * A deploy replaces the hashed chunks, so a tab opened before it fails to load the next page's
 * chunk. Reloading fetches the new index.html; a guard in sessionStorage stops a reload loop when
 * the chunk is truly broken.
 */
import { CHUNK_RELOAD_DELAY_MS, CHUNK_RELOAD_GUARD_MS } from '@medsutra/contract/timings';
import { readStorage, storageKeys, writeStorage } from './storage';

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
  /ChunkLoadError/,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const text = `${error.name}: ${error.message}`;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(text));
}

/** True when no chunk reload happened within the guard window before `now`. */
export function mayReloadForChunkError(lastReloadAt: string | null, now: number): boolean {
  const last = Number(lastReloadAt);
  if (!lastReloadAt || !Number.isFinite(last)) return true;
  return now - last > CHUNK_RELOAD_GUARD_MS || now < last;
}

/**
 * Schedules the reload; returns false (nothing scheduled) when the guard refuses it, or when the
 * browser is offline: then the chunk failed for want of a network, not because of a deploy, and a
 * reload would only swap the page (a flashcard session, say) for the browser's offline error.
 */
export function scheduleChunkReload(): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  const now = Date.now();
  if (!mayReloadForChunkError(readStorage('session', storageKeys.chunkReloadAt), now)) return false;
  writeStorage('session', storageKeys.chunkReloadAt, String(now));
  setTimeout(() => window.location.reload(), CHUNK_RELOAD_DELAY_MS);
  return true;
}
