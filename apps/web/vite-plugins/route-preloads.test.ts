import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { routePreloads } from './route-preloads.ts';

const root = '/app';
function chunk(
  fileName: string,
  options: { facade?: string; modules?: string[]; imports?: string[]; entry?: boolean },
) {
  return {
    type: 'chunk',
    fileName,
    isEntry: options.entry ?? false,
    facadeModuleId: options.facade ? `${root}/${options.facade}` : null,
    moduleIds: (options.modules ?? (options.facade ? [options.facade] : [])).map((id) => `${root}/${id}`),
    imports: options.imports ?? [],
  } as unknown as Rolldown.OutputChunk;
}

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', { facade: 'index.html', entry: true, imports: ['assets/helpers.js'] }),
    chunk('assets/helpers.js', {}),
    chunk('assets/web.js', { modules: ['src/main.tsx', 'src/app/app.tsx'], imports: ['assets/helpers.js'] }),
    chunk('assets/login-page.js', {
      facade: 'src/features/auth/pages/login-page.tsx',
      imports: ['assets/web.js', 'assets/eye.js'],
    }),
    chunk('assets/eye.js', {}),
    chunk('assets/dashboard-page.js', {
      facade: 'src/features/dashboard/pages/dashboard-page.tsx',
      imports: ['assets/web.js'],
    }),
  ].map((output) => [output.fileName, output]),
) as Rolldown.OutputBundle;

describe('route preloads', () => {
  it("names the app's chunk beyond what index.html loads, and each page's chunks beyond the app's", () => {
    const preloads = routePreloads(bundle, root, {
      pageFileByPath: {
        '/login': 'src/features/auth/pages/login-page.tsx',
        '/dashboard': 'src/features/dashboard/pages/dashboard-page.tsx',
      },
      signIn: 'src/features/auth/pages/login-page.tsx',
      notFound: 'src/features/dashboard/pages/dashboard-page.tsx',
      comingSoon: 'src/features/dashboard/pages/dashboard-page.tsx',
    });
    expect(preloads.app).toEqual(['/assets/web.js']);
    expect(preloads.signIn).toEqual(['/assets/login-page.js', '/assets/eye.js']);
    expect(preloads.byRoutePath).toEqual({
      '/login': ['/assets/login-page.js', '/assets/eye.js'],
      '/dashboard': ['/assets/dashboard-page.js'],
    });
  });

  it('fails the build when a page of the table was not built', () => {
    expect(() =>
      routePreloads(bundle, root, {
        pageFileByPath: { '/gone': 'src/features/gone/pages/gone-page.tsx' },
        signIn: 'src/features/auth/pages/login-page.tsx',
        notFound: 'src/features/auth/pages/login-page.tsx',
        comingSoon: 'src/features/auth/pages/login-page.tsx',
      }),
    ).toThrow(/no chunk was built for src\/features\/gone/);
  });
});
