/**
 * First-load JavaScript and CSS per route, measured in Chromium as the bytes the server actually
 * sent (gzip) and their decoded size. Budget: /login ≤ 130 KB of gzip JavaScript.
 * Needs a built web app and Chromium. Run: node bench/page-weight.ts
 */

import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/helpers/browser.ts';
import { chromiumPath } from '../e2e/helpers/paths.ts';
import { startSeededServer } from './lib/seeded-server.ts';
import { type ResultTable, writeResult } from './report.ts';

const LOGIN_JS_BUDGET_KB = 130;

interface PageWeight {
  route: string;
  jsGzipKb: number;
  jsRawKb: number;
  cssGzipKb: number;
  cssRawKb: number;
  requests: number;
}

async function measurePageWeights(baseUrl: string, routes: string[], cookie?: string): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...CHROMIUM_ARGS],
  });
  const results: PageWeight[] = [];
  try {
    for (const route of routes) {
      // gzip, as the budget is written: a browser that also takes Brotli gets smaller files still
      // (the build keeps both, decision 020), so the budget holds for every browser.
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        serviceWorkers: 'block',
        extraHTTPHeaders: { 'accept-encoding': 'gzip' },
      });
      if (cookie) {
        const [name, value] = cookie.split('=') as [string, string];
        await context.addCookies([{ name, value, url: baseUrl }]);
      }
      const page = await context.newPage();
      const sizes = { js: [0, 0], css: [0, 0], requests: 0 };
      page.on('requestfinished', async (request) => {
        const type = request.resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const response = await request.response();
        if (!response) return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        const transfer = (await request.sizes()).responseBodySize;
        const bucket = type === 'script' ? sizes.js : sizes.css;
        bucket[0]! += transfer;
        bucket[1]! += body.length;
        sizes.requests++;
        if (process.env.PAGE_WEIGHT_FILES) console.info(`${route} ${(transfer / 1024).toFixed(1)} KB ${request.url()}`);
      });
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      results.push({
        route,
        jsGzipKb: +(sizes.js[0]! / 1024).toFixed(1),
        jsRawKb: +(sizes.js[1]! / 1024).toFixed(1),
        cssGzipKb: +(sizes.css[0]! / 1024).toFixed(1),
        cssRawKb: +(sizes.css[1]! / 1024).toFixed(1),
        requests: sizes.requests,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

const PUBLIC_BENCH_ROUTES = [
  '/login',
  // The landing page a visitor sees first (decision 120).
  '/',
  '/pricing-plan',
  '/neet-pg-prediction-blog',
  '/about-us',
  '/medsutrafeaturesandblog',
  '/neet-pg-preparation',
];

const SIGNED_IN_BENCH_ROUTES = ['/dashboard'];

function pageWeightTable(weights: PageWeight[], signedIn: Set<string>): ResultTable {
  return {
    title: 'First-load page weight (Chromium, 360 px, service worker blocked)',
    columns: ['route', 'JS gzip KB', 'JS raw KB', 'CSS gzip KB', 'CSS raw KB', 'requests', 'budget'],
    rows: weights.map((w) => [
      signedIn.has(w.route) ? `${w.route} (signed in)` : w.route,
      w.jsGzipKb,
      w.jsRawKb,
      w.cssGzipKb,
      w.cssRawKb,
      w.requests,
      w.route === '/login'
        ? `JS ≤ ${LOGIN_JS_BUDGET_KB} KB gzip: ${w.jsGzipKb <= LOGIN_JS_BUDGET_KB ? 'within' : 'OVER'}`
        : null,
    ]),
  };
}

if (import.meta.main) {
  const seeded = await startSeededServer();
  try {
    const weights = [
      ...(await measurePageWeights(seeded.server.url, PUBLIC_BENCH_ROUTES)),
      ...(await measurePageWeights(seeded.server.url, SIGNED_IN_BENCH_ROUTES, seeded.cookie)),
    ];
    const login = weights.find((w) => w.route === '/login');
    const markdown = writeResult({
      name: 'page-weight',
      tables: [pageWeightTable(weights, new Set(SIGNED_IN_BENCH_ROUTES))],
      notes: [`/login first-load JS: ${login?.jsGzipKb} KB gzip (budget ${LOGIN_JS_BUDGET_KB} KB).`],
      data: weights,
    });
    console.info(markdown);
  } finally {
    await seeded.stop();
  }
}
