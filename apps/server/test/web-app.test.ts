import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { APP_ROUTES, SEO_REDIRECT_PATHS } from '@medsutra/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './helpers/accounts.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let t: TestApp;
let dist: string;
const FIGURE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="40" height="40" role="img">${'<path d="M0 0h10"/>'.repeat(80)}</svg>`;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // What apps/web/vite-plugins/precompress.ts writes beside a larger asset.
  const large = `export const text = ${JSON.stringify('MedSutra '.repeat(400))};`;
  fs.writeFileSync(path.join(dist, 'assets', 'web-abc123.js'), large);
  fs.writeFileSync(path.join(dist, 'assets', 'web-abc123.js.br'), zlib.brotliCompressSync(large));
  fs.writeFileSync(path.join(dist, 'assets', 'web-abc123.js.gz'), zlib.gzipSync(large));
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch",()=>{})');
  // What apps/web/vite-plugins/figures.ts writes for each catalogue figure.
  fs.mkdirSync(path.join(dist, 'figures'));
  fs.writeFileSync(path.join(dist, 'figures', 'ecg.sinus-72.svg'), FIGURE);
  fs.writeFileSync(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({
      app: ['/assets/web-1.js'],
      byRoutePath: {
        '/': ['/assets/landing-page-1.js'],
        '/dashboard': ['/assets/dashboard-page-1.js'],
        '/pricing-plan': ['/assets/pricing-page-1.js'],
      },
      signIn: ['/assets/login-page-1.js'],
      notFound: ['/assets/not-found-1.js'],
      comingSoon: ['/assets/coming-soon-1.js'],
    }),
  );
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://medsutra.example' } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('caches hashed assets for a year and revalidates the rest', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('sends the build’s compressed copy of an asset in the encoding the browser accepts', async () => {
    const url = '/assets/web-abc123.js';
    const plain = fs.readFileSync(path.join(dist, 'assets', 'web-abc123.js'), 'utf8');
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain);
    const identity = await t.app.inject({ method: 'GET', url });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain);
  });

  it('serves a figure as an SVG file cached for a month, compressed for the browser', async () => {
    const figure = await t.app.inject({
      method: 'GET',
      url: '/figures/ecg.sinus-72.svg',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(figure.statusCode).toBe(200);
    expect(figure.headers['content-type']).toContain('image/svg+xml');
    expect(figure.headers['cache-control']).toBe('public, max-age=2592000');
    expect(figure.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(figure.rawPayload).toString()).toBe(FIGURE);
    expect(figure.headers.etag).toBeTruthy();
  });

  it('answers a figure that does not exist with a plain 404, not the app', async () => {
    for (const url of ['/figures/ecg.no-such-figure.svg', '/figures/ecg.sinus-72.png']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).toContain('application/json');
      expect(missing.body, url).not.toContain('<div id="root">');
    }
  });

  it('never caches index.html', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toContain('no-store');
  });

  it('answers an unknown page with the app and a 404 status that search engines respect', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/definitely/not/here' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<div id="root">');
    expect(page.body).toContain('noindex');
  });

  it('serves the insights catch-all only for an email followed by insights', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/asha@example.cominsights' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/somethinginsights' })).statusCode).toBe(404);
  });

  const seoPaths = [
    ...APP_ROUTES.filter((route) => route.seo || route.access === 'public').map((r) => r.path),
    ...SEO_REDIRECT_PATHS,
  ].filter((p) => !p.includes('*'));
  it.each(seoPaths)(
    'sends %s with its own title, description, canonical link and Open Graph tags',
    async (pathname) => {
      const page = await t.app.inject({ method: 'GET', url: pathname });
      expect(page.statusCode).toBe(200);
      const html = page.body;
      expect(html).toMatch(/<title>[^<]+\| MedSutra<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toMatch(/<link rel="canonical" href="https:\/\/medsutra\.example\/[^"]*"/);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta property="og:description"');
      expect(html).not.toContain('<!--app-head-->');
    },
  );

  it('gives a redirected address the canonical link of its target', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/neurocaseai' });
    expect(page.body).toContain('<link rel="canonical" href="https://medsutra.example/neurocase-ai"');
  });
});

describe('what a page carries so that its first screen waits for no round trip', () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  const authStatusIn = (html: string) =>
    JSON.parse(/<script type="application\/json" id="medsutra-auth-status">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

  it("preloads the app's code and that of the page a visitor will see: its own, or the sign-in screen", async () => {
    const pageOf = {
      '/pricing-plan': '/assets/pricing-page-1.js',
      '/dashboard': '/assets/login-page-1.js',
      '/nowhere-at-all': '/assets/login-page-1.js',
      '/user-profile': '/assets/login-page-1.js',
    };
    for (const [url, page] of Object.entries(pageOf)) {
      expect(preloads((await t.app.inject({ method: 'GET', url })).body), url).toEqual(['/assets/web-1.js', page]);
    }
  });

  it('preloads the landing page at / for a visitor, and the dashboard for a signed-in student', async () => {
    expect(preloads((await t.app.inject({ method: 'GET', url: '/' })).body)).toEqual([
      '/assets/web-1.js',
      '/assets/landing-page-1.js',
    ]);
    const { cookie } = await signUp(t.app);
    expect(preloads((await t.app.inject({ method: 'GET', url: '/', headers: { cookie } })).body)).toEqual([
      '/assets/web-1.js',
      '/assets/dashboard-page-1.js',
    ]);
  });

  it('tells a visitor without a session that nobody is signed in', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(authStatusIn(page.body)).toEqual({ success: true, authenticated: false });
  });

  it("carries a signed-in student's own status, the same answer as GET /api/user/auth-status", async () => {
    const { cookie, email } = await signUp(t.app, { fullName: 'Asha </script><script>alert(1)</script>' });
    const page = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie } });
    expect(preloads(page.body)).toEqual(['/assets/web-1.js', '/assets/dashboard-page-1.js']);
    expect(page.body).not.toContain('<script>alert(1)');
    const api = await t.app.inject({ method: 'GET', url: '/api/user/auth-status', headers: { cookie } });
    expect(authStatusIn(page.body)).toEqual(api.json());
    expect(authStatusIn(page.body)).toMatchObject({ authenticated: true, user: { email } });
  });

  it('carries a name with `$` patterns as written, and the page stays whole', async () => {
    const fullName = "Asha $` $' $& $$ Rao";
    const { cookie } = await signUp(t.app, { fullName });
    const page = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie } });
    expect(authStatusIn(page.body)).toMatchObject({ authenticated: true, user: { fullName } });
    expect(page.body.match(/<\/head>/g)).toHaveLength(1);
    expect(page.body.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('treats a session cookie that names no session as signed out', async () => {
    const { cookie } = await signUp(t.app);
    const forged = `${cookie.split('=')[0]}=forged`;
    const page = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: forged } });
    expect(authStatusIn(page.body)).toEqual({ success: true, authenticated: false });
    expect(preloads(page.body)).toEqual(['/assets/web-1.js', '/assets/dashboard-page-1.js']);
  });
});

describe('rate limits on unknown addresses', () => {
  it('limits unknown addresses but never the pages of the app', async () => {
    const limited = await buildTestApp({ env: { WEB_DIST_DIR: dist, RATE_LIMIT_NOT_FOUND_PER_MINUTE: '3' } });
    try {
      const pages = await Promise.all(
        Array.from({ length: 6 }, () => limited.app.inject({ method: 'GET', url: '/dashboard' })),
      );
      expect(pages.map((page) => page.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      const unknown: number[] = [];
      for (let i = 0; i < 5; i++)
        unknown.push((await limited.app.inject({ method: 'GET', url: `/nowhere-${i}` })).statusCode);
      expect(unknown).toEqual([404, 404, 404, 429, 429]);
      const api = await limited.app.inject({ method: 'GET', url: '/api/nowhere' });
      expect(api.statusCode).toBe(429);
      expect(api.json()).toMatchObject({ success: false });
    } finally {
      await limited.close();
    }
  });
});
