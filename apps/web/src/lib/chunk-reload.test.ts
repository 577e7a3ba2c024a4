import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, mayReloadForChunkError, scheduleChunkReload } from './chunk-reload';

describe('chunk load errors', () => {
  it('recognises the browsers’ failed dynamic import messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });

  it('treats any other error as a render error', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, and refuses a second reload within 10 s', () => {
    const now = 1_000_000;
    expect(mayReloadForChunkError(null, now)).toBe(true);
    expect(mayReloadForChunkError(String(now - 3000), now)).toBe(false);
    expect(mayReloadForChunkError(String(now - 10_001), now)).toBe(true);
    expect(mayReloadForChunkError('garbage', now)).toBe(true);
  });

  it('does not reload while offline: the chunk failed for want of a network, and a reload would show the browser’s error page', () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      expect(scheduleChunkReload()).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
