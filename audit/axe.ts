/**
 * axe-core on every page of the route table (plus the insights page and the not-found page),
 * signed out and signed in, at 360 px and 1280 px. Every violation is listed with its page;
 * serious and critical ones fail the audit (docs/architecture.md: 0 on every page).
 * Run alone: node audit/axe.ts (needs a built web app).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { APP_ROUTES, INSIGHTS_ROUTE } from '@medsutra/contract/routes';
import type { Browser, BrowserContext } from 'playwright-core';
import { SEEDED_EMAIL } from '../bench/lib/seeded-server.ts';
import { type ResultTable, writeResult } from '../bench/report.ts';
import { launchBrowser } from '../e2e/helpers/browser.ts';
import { startAuditServer } from './lib/audit-server.ts';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const concurrency = Number(process.env.AUDIT_AXE_CONCURRENCY || 3);

const SAMPLE_PARAMS: Record<string, string> = {
  email: SEEDED_EMAIL,
  planId: 'demo',
  scheduleId: 'demo',
  pdfId: 'demo',
  type: 'notes',
  subject: 'medicine',
  // The library's pages open a real subject and subtopic (the audit server holds the library).
  subjectId: 'medicine',
  subtopicId: 'medicine.endocrine.dka',
};

/** A path a browser can open for a route pattern: sample values for `:params` and `*`. */
function samplePath(pattern: string): string {
  if (pattern === INSIGHTS_ROUTE.path) return `/${SEEDED_EMAIL}insights`;
  return pattern
    .replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(SAMPLE_PARAMS[name] ?? 'demo'))
    .replace(/\*$/, 'demo');
}

const AXE_PAGES: string[] = [
  ...new Set([...APP_ROUTES.map((route) => route.path), INSIGHTS_ROUTE.path].map(samplePath)),
  '/this-page-does-not-exist',
];
/**
 * Signed out, a signed-in page shows the sign-in page; visiting all ~80 of them would check
 * /login 80 times, so signed out covers the public pages and a few signed-in ones.
 */
const SIGNED_OUT_SAMPLES_OF_SIGNED_IN = ['/dashboard', '/medstagram/user/:email', '/mindmap-generator'].map(samplePath);
const SIGNED_OUT_PAGES: string[] = [
  ...APP_ROUTES.filter((route) => route.access === 'public').map((route) => samplePath(route.path)),
  ...SIGNED_OUT_SAMPLES_OF_SIGNED_IN,
  '/this-page-does-not-exist',
];

/** `AUDIT_AXE_PAGES=/,/practice` checks only those (for one change's pages; as AUDIT_LIGHTHOUSE_PAGES). */
const onlyPages = process.env.AUDIT_AXE_PAGES?.split(',').filter(Boolean);

interface Combo {
  name: string;
  signedIn: boolean;
  width: number;
  height: number;
}

const COMBOS: Combo[] = [
  { name: 'signed out, 360 px', signedIn: false, width: 360, height: 740 },
  { name: 'signed out, 1280 px', signedIn: false, width: 1280, height: 800 },
  { name: 'signed in, 360 px', signedIn: true, width: 360, height: 740 },
  { name: 'signed in, 1280 px', signedIn: true, width: 1280, height: 800 },
];

interface AxeViolation {
  combo: string;
  page: string;
  /** Where the page ended (a signed-out visit to a signed-in page ends at /login). */
  landedOn: string;
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
  summary: string;
}

export interface AxeResult {
  pagesChecked: number;
  /** Visits that landed on a page already checked in the same combination (axe not run again). */
  redirectsToChecked: number;
  errors: { combo: string; page: string; error: string }[];
  violations: AxeViolation[];
  failures: string[];
}

interface AxeRunViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

async function auditCombo(browser: Browser, baseUrl: string, cookie: string, combo: Combo, result: AxeResult) {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: combo.width, height: combo.height },
    // Our CSP (script-src 'self') would block the injected axe-core script.
    bypassCSP: true,
    serviceWorkers: 'block',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  if (combo.signedIn) {
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: baseUrl }]);
  }
  const checked = new Set<string>();
  const queue = (combo.signedIn ? [...AXE_PAGES] : [...SIGNED_OUT_PAGES]).filter(
    (target) => !onlyPages?.length || onlyPages.includes(target),
  );
  const worker = async () => {
    const page = await context.newPage();
    try {
      for (let target = queue.shift(); target !== undefined; target = queue.shift()) {
        try {
          const response = await page.goto(`${baseUrl}${target}`, { waitUntil: 'load', timeout: 30_000 });
          const status = response?.status() ?? 0;
          const expected = target === '/this-page-does-not-exist' ? 404 : 200;
          if (status !== expected) throw new Error(`the server answered ${status} (expected ${expected})`);
          await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
          // Let lazy pages and redirects settle: wait until no loading screen is shown.
          await page
            .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 5_000 })
            .catch(() => {});
          if (!(await page.evaluate(() => (document.getElementById('root')?.childElementCount ?? 0) > 0)))
            throw new Error('the page rendered nothing');
          const landedOn = new URL(page.url()).pathname;
          if (checked.has(landedOn)) {
            result.redirectsToChecked++;
            continue;
          }
          checked.add(landedOn);
          await page.addScriptTag({ content: axeSource });
          const violations = await page.evaluate(async () => {
            const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } })
              .axe;
            const run = (await axe.run(document, { resultTypes: ['violations'] })) as { violations: unknown };
            return run.violations;
          });
          result.pagesChecked++;
          for (const violation of violations as AxeRunViolation[]) {
            result.violations.push({
              combo: combo.name,
              page: target,
              landedOn,
              rule: violation.id,
              impact: violation.impact ?? 'unknown',
              help: violation.help,
              helpUrl: violation.helpUrl,
              targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(' ')),
              summary: (violation.nodes[0]?.failureSummary ?? '').split('\n').slice(0, 3).join(' '),
            });
          }
        } catch (error) {
          result.errors.push({ combo: combo.name, page: target, error: (error as Error).message.split('\n')[0]! });
        }
      }
    } finally {
      await page.close();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  await context.close();
}

export async function runAxe(baseUrl: string, cookie: string): Promise<AxeResult> {
  const result: AxeResult = { pagesChecked: 0, redirectsToChecked: 0, errors: [], violations: [], failures: [] };
  const browser = await launchBrowser();
  try {
    for (const combo of COMBOS) {
      const started = Date.now();
      await auditCombo(browser, baseUrl, cookie, combo, result);
      const found = result.violations.filter((v) => v.combo === combo.name);
      console.info(
        `  ${combo.name}: ${found.length} violations (${found.filter((v) => v.impact === 'serious' || v.impact === 'critical').length} serious or critical) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    }
  } finally {
    await browser.close();
  }
  for (const v of result.violations) {
    if (v.impact === 'serious' || v.impact === 'critical')
      result.failures.push(`${v.impact} ${v.rule} on ${v.page} (${v.combo}): ${v.targets.join(', ')}`);
  }
  for (const e of result.errors) result.failures.push(`could not check ${e.page} (${e.combo}): ${e.error}`);
  return result;
}

export function axeTables(result: AxeResult): ResultTable[] {
  const byRule = new Map<string, { impact: string; help: string; pages: Set<string>; combos: Set<string> }>();
  for (const v of result.violations) {
    const entry = byRule.get(v.rule) ?? { impact: v.impact, help: v.help, pages: new Set(), combos: new Set() };
    entry.pages.add(v.landedOn);
    entry.combos.add(v.combo);
    byRule.set(v.rule, entry);
  }
  const count = (impact: string) => result.violations.filter((v) => v.impact === impact).length;
  return [
    {
      title: `axe-core: ${result.pagesChecked} distinct pages checked (signed in: ${AXE_PAGES.length} paths, signed out: ${SIGNED_OUT_PAGES.length}; each at 360 and 1280 px)`,
      columns: ['critical', 'serious', 'moderate', 'minor', 'pages that could not be checked'],
      rows: [[count('critical'), count('serious'), count('moderate'), count('minor'), result.errors.length]],
    },
    {
      title: 'axe-core violations by rule',
      columns: ['rule', 'impact', 'pages', 'combinations', 'help'],
      rows: [...byRule.entries()].map(([rule, e]) => [
        rule,
        e.impact,
        [...e.pages].slice(0, 8).join(', ') + (e.pages.size > 8 ? ` … (${e.pages.size})` : ''),
        [...e.combos].join('; '),
        e.help,
      ]),
    },
    {
      title: 'axe-core: every violation',
      columns: ['page', 'combination', 'rule', 'impact', 'elements'],
      rows: result.violations.map((v) => [
        v.page === v.landedOn ? v.page : `${v.page} → ${v.landedOn}`,
        v.combo,
        v.rule,
        v.impact,
        v.targets.join(', '),
      ]),
    },
  ];
}

if (import.meta.main) {
  const seeded = await startAuditServer();
  try {
    const started = Date.now();
    const result = await runAxe(seeded.server.url, seeded.cookie);
    console.info(
      writeResult({
        name: 'audit-axe',
        tables: axeTables(result),
        notes: [
          `${((Date.now() - started) / 1000).toFixed(0)} s.`,
          ...result.errors.map((e) => `FAIL ${e.page} (${e.combo}): ${e.error}`),
        ],
        data: result,
      }),
    );
    process.exitCode = result.failures.length ? 1 : 0;
  } finally {
    await seeded.stop();
  }
}
