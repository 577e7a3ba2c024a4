/** The HTML the real server sends (no JavaScript run) carries each page's own metadata. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningServer, startServer } from './helpers/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

it.each([
  ['/login', 'Sign in | MedSutra'],
  ['/neet-pg-prediction-blog', 'NEET PG topic prediction | MedSutra'],
  ['/pricing-plan', 'Plans and pricing | MedSutra'],
  ['/medicine-preparation', 'Medicine preparation | MedSutra'],
  ['/medsutrafeaturesandblog', 'Features and blog | MedSutra'],
])('%s has its own title, description, canonical link and Open Graph tags', async (pathname, title) => {
  const reply = await fetch(`${server.url}${pathname}`);
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-security-policy')).toContain("script-src 'self'");
  const html = await reply.text();
  expect(html).toContain(`<title>${title}</title>`);
  expect(html).toContain(`<link rel="canonical" href="${server.url}${pathname}"`);
  expect(html).toContain(`<meta property="og:title" content="${title}"`);
  expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
  expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
});
