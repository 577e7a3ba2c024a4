import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PREDICTION_BLOG_KEYWORDS } from '@medsutra/contract/site/seo-extras';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><!--app-head--></head><body></body></html>');
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://medsutra.example' } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

it('sends the prediction blog with keywords, social tags and an Article in the raw HTML, to anyone', async () => {
  const reply = await t.app.inject({ method: 'GET', url: '/neet-pg-prediction-blog' });
  expect(reply.statusCode).toBe(200);
  const html = reply.body;
  expect(html).toContain(`<meta name="keywords" content="${PREDICTION_BLOG_KEYWORDS}" />`);
  expect(html).toContain('<meta property="og:title" content="NEET PG topic prediction | MedSutra" />');
  expect(html).toContain('<meta property="og:url" content="https://medsutra.example/neet-pg-prediction-blog" />');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  expect(html).toMatch(/<meta name="twitter:description" content="[^"]+" \/>/);
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: expect.stringContaining('NEET PG'),
    mainEntityOfPage: { '@id': 'https://medsutra.example/neet-pg-prediction-blog' },
    publisher: { '@type': 'Organization', name: 'MedSutra' },
  });
});

it('keeps the Article to the blog: other pages carry no JSON-LD or keywords', async () => {
  const html = (await t.app.inject({ method: 'GET', url: '/pricing-plan' })).body;
  expect(html).not.toContain('application/ld+json');
  expect(html).not.toContain('name="keywords"');
});
