import { describe, expect, it } from 'vitest';
import { serviceWorkerPlugin } from './service-worker.ts';

function emitFor(fileNames: string[]): string {
  const emitted: Array<{ fileName: string; source: string }> = [];
  const plugin = serviceWorkerPlugin();
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
});
