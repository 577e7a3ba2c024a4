import { describe, expect, it } from 'vitest';
import { serviceWorkerPlugin } from './service-worker.ts';

function emitFor(fileNames: string[], figuresVersion?: string): string {
  const emitted: Array<{ fileName: string; source: string }> = [];
  const plugin = serviceWorkerPlugin(figuresVersion ? { figuresVersion: () => figuresVersion } : {});
  const bundle = Object.fromEntries(fileNames.map((fileName) => [fileName, {}]));
  const generateBundle = plugin.generateBundle as unknown as (
    this: { emitFile: (file: { fileName: string; source: string }) => void },
    options: unknown,
    bundle: unknown,
  ) => void;
  generateBundle.call({ emitFile: (file) => emitted.push(file) }, {}, bundle);
  expect(emitted).toHaveLength(1);
  expect(emitted[0]?.fileName).toBe('sw.js');
  return emitted[0]!.source;
}

describe('service worker plugin', () => {
  it('precaches every emitted asset, the shell files and never the API', () => {
    const source = emitFor(['index.html', 'assets/index-abc.js', 'assets/index-abc.css', 'assets/login-page-def.js']);
    for (const url of [
      '/index.html',
      '/manifest.webmanifest',
      '/icon.svg',
      '/assets/index-abc.js',
      '/assets/login-page-def.js',
    ]) {
      expect(source).toContain(`"${url}"`);
    }
    expect(source).toContain("url.pathname.startsWith('/api/')");
  });

  it('changes the cache version when the assets change, and only then', () => {
    const version = (source: string) => /const CACHE = '([^']+)'/.exec(source)?.[1];
    const a = version(emitFor(['assets/index-abc.js']));
    expect(version(emitFor(['assets/index-abc.js']))).toBe(a);
    expect(version(emitFor(['assets/index-xyz.js']))).not.toBe(a);
  });

  it('keeps figures cache-first in their own cache, named for the figures, kept across app updates', () => {
    const source = emitFor(['assets/index-abc.js'], 'f1');
    expect(source).toContain("const FIGURES = 'medsutra-figures-f1';");
    expect(source).toContain("url.pathname.startsWith('/figures/')");
    // A miss revalidates past the browser's long-lived HTTP cache, then stores the answer.
    expect(source).toContain("fetch(request, { cache: 'no-cache' })");
    expect(source).toContain('cache.put(request, response.clone())');
    // Activation keeps the current figure cache while it clears old app caches.
    expect(source).toContain('key !== CACHE && key !== FIGURES');
    expect(source).not.toContain('"/figures/');
    // The figure rule comes before the app's other rules, so no figure is fetched network-first.
    expect(source.indexOf("startsWith('/figures/')")).toBeLessThan(source.indexOf('PRECACHE.includes'));
  });

  it('changes only the figure cache name when only the figures change', () => {
    const version = (source: string) => /const CACHE = '([^']+)'/.exec(source)?.[1];
    const a = emitFor(['assets/index-abc.js'], 'f1');
    const b = emitFor(['assets/index-abc.js'], 'f2');
    expect(version(a)).toBe(version(b));
    expect(a).not.toBe(b);
  });
});
