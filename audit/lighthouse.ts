/**
 * Lighthouse in its default mobile configuration (a mid-range phone, simulated slow 4G and a 4×
 * slower CPU) on the pages students open most, driving Debian's Chromium. Budget
 * (docs/architecture.md): performance ≥ 95 on /login and /dashboard; on a new 200-question NEET PG
 * test (`/test?id=…`, the exam screen a student keeps open for 3.5 hours) performance ≥ 90 and
 * total blocking time < 300 ms (issue 36, decision 113).
 * Run alone: node audit/lighthouse.ts (needs a built web app).
 */

import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type ResultTable, resultsDir, writeResult } from '../bench/report.ts';
import { CHROMIUM_ARGS } from '../e2e/helpers/browser.ts';
import { chromiumPath } from '../e2e/helpers/paths.ts';
import { startAuditServer } from './lib/audit-server.ts';
import { newNeetPgTestPath } from './lib/new-test.ts';

const PERFORMANCE_BUDGET = 95;
/** Runs of each budgeted page: one run's performance score swings by several points. */
const budgetRuns = Number(process.env.AUDIT_LIGHTHOUSE_RUNS || 3);
/**
 * `report` (as CI runs it): a performance score under the budget is printed, not failed. The
 * score is a timing, and docs/architecture.md measures timings with figures, never with checks that
 * fail when the machine is busy (one CI run scored the same build from 85 to 98). Locally the
 * audit fails on it, as on everything else.
 */
const performanceBudget = process.env.AUDIT_PERFORMANCE_BUDGET === 'report' ? 'report' : 'fail';
const budgetedPages = new Set(['/login', '/dashboard', '/test']);
/** The exam screen's own budget: a 200-question test is more page than a dashboard (decision 113). */
const TEST_PAGE_BUDGET = { performance: 90, tbtMs: 300 } as const;
const performanceBudgetOf = (pagePath: string) =>
  pagePath === '/test' ? TEST_PAGE_BUDGET.performance : PERFORMANCE_BUDGET;

const ALL_PAGES: { path: string; signedIn: boolean }[] = [
  { path: '/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
  // Each run opens a new NEET PG test (`/test?id=…`), as a student starting one does.
  { path: '/test', signedIn: true },
  { path: '/neet-pg-prediction-blog', signedIn: false },
  { path: '/pricing-plan', signedIn: false },
];
/** `AUDIT_LIGHTHOUSE_PAGES=/dashboard,/login` audits only those (for measuring one page's change). */
const onlyPages = process.env.AUDIT_LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
const LIGHTHOUSE_PAGES = onlyPages?.length ? ALL_PAGES.filter((page) => onlyPages.includes(page.path)) : ALL_PAGES;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface LighthousePage {
  path: string;
  signedIn: boolean;
  /** Where Lighthouse ended up: a redirect to /login here means the session did not work. */
  finalUrl: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Every run's performance score (budgeted pages run several times; the median counts). */
  performanceRuns: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Failing audits of the accessibility, best-practices and SEO categories, for the fixer. */
  failedAudits: string[];
  runtimeError?: string;
  /** A run Lighthouse gave no performance score (counted as 0): the metric audits that errored. */
  unscored?: string;
  /** Runs of this page without a performance score, and why. */
  unscoredRuns?: string[];
}

export interface LighthouseResult {
  pages: LighthousePage[];
  failures: string[];
  /** Pages under the performance budget when it is reported rather than failed. */
  belowBudget: string[];
}

async function auditPage(
  port: number,
  baseUrl: string,
  cookie: string,
  page: (typeof LIGHTHOUSE_PAGES)[number],
): Promise<LighthousePage> {
  const audit = async () =>
    lighthouse(`${baseUrl}${page.path === '/test' ? await newNeetPgTestPath(baseUrl, cookie) : page.path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(page.signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
    });
  let runner = await audit();
  // A trace that Chromium failed to record (NO_FCP, NO_NAVSTART on a busy machine) gets one more try.
  if (runner?.lhr.runtimeError) runner = await audit();
  if (!runner) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  const { lhr } = runner;
  // The whole report (the last run of a page), for whoever works on a score: open it in
  // https://googlechrome.github.io/lighthouse/viewer/
  const reportDir = path.join(resultsDir, 'lighthouse');
  fs.mkdirSync(reportDir, { recursive: true });
  fs.writeFileSync(path.join(reportDir, `${page.path.slice(1) || 'root'}.json`), String(runner.report));
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    path: page.path,
    signedIn: page.signedIn,
    finalUrl: lhr.finalDisplayedUrl,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    performanceRuns: [],
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: +numeric('cumulative-layout-shift').toFixed(3),
    failedAudits,
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    ...(lhr.categories.performance?.score == null ? { unscored: unscoredBecause(lhr) } : {}),
  };
}

/** Why a run has no performance score: its metric audits that errored (one seen in ~30 runs). */
function unscoredBecause(lhr: {
  audits: Record<string, { id: string; scoreDisplayMode: string; errorMessage?: string }>;
}) {
  const errored = Object.values(lhr.audits).filter((audit) => audit.scoreDisplayMode === 'error');
  return errored.map((audit) => `${audit.id}: ${audit.errorMessage ?? 'error'}`).join('; ') || 'no audit says';
}

export async function runLighthouse(baseUrl: string, cookie: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const pages: LighthousePage[] = [];
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const runs: LighthousePage[] = [];
      const count = budgetedPages.has(page.path) ? budgetRuns : 1;
      for (let run = 0; run < count; run++) runs.push(await auditPage(chrome.port, baseUrl, cookie, page));
      // The run with the median performance score stands for the page (Lighthouse's own advice).
      const ordered = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
      const result = {
        ...ordered[Math.floor(ordered.length / 2)]!,
        performanceRuns: runs.map((r) => r.scores.performance),
        unscoredRuns: runs.flatMap((r, index) => (r.unscored ? [`run ${index + 1}: ${r.unscored}`] : [])),
      };
      pages.push(result);
      console.info(
        `  ${page.path}: performance ${result.scores.performance}${count > 1 ? ` (median of ${result.performanceRuns.join(', ')})` : ''}, accessibility ${result.scores.accessibility}, best practices ${result.scores['best-practices']}, SEO ${result.scores.seo}; LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls}`,
      );
    }
  } finally {
    chrome.kill();
  }
  const failures: string[] = [];
  const belowBudget: string[] = [];
  for (const page of pages) {
    if (page.runtimeError) failures.push(`Lighthouse could not audit ${page.path}: ${page.runtimeError}`);
    if (page.signedIn && new URL(page.finalUrl).pathname !== page.path)
      failures.push(`${page.path} was audited signed out: it ended at ${page.finalUrl}`);
    if (budgetedPages.has(page.path) && page.scores.performance < performanceBudgetOf(page.path))
      (performanceBudget === 'fail' ? failures : belowBudget).push(
        `${page.path}: performance ${page.scores.performance} < ${performanceBudgetOf(page.path)}`,
      );
    if (page.path === '/test' && page.tbtMs >= TEST_PAGE_BUDGET.tbtMs)
      (performanceBudget === 'fail' ? failures : belowBudget).push(
        `${page.path}: total blocking time ${page.tbtMs} ms ≥ ${TEST_PAGE_BUDGET.tbtMs} ms`,
      );
  }
  return { pages, failures, belowBudget };
}

export function lighthouseTables(result: LighthouseResult): ResultTable[] {
  return [
    {
      title: `Lighthouse, mobile (budget: performance ≥ ${PERFORMANCE_BUDGET} on /login and /dashboard; ≥ ${TEST_PAGE_BUDGET.performance} and TBT < ${TEST_PAGE_BUDGET.tbtMs} ms on /test, a new NEET PG test)`,
      columns: ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS'],
      rows: result.pages.map((page) => [
        page.signedIn ? `${page.path} (signed in)` : page.path,
        page.performanceRuns.length > 1
          ? `${page.scores.performance} (runs ${page.performanceRuns.join(', ')})`
          : page.scores.performance,
        page.scores.accessibility,
        page.scores['best-practices'],
        page.scores.seo,
        page.lcpMs,
        page.tbtMs,
        page.cls,
      ]),
    },
  ];
}

export function lighthouseNotes(result: LighthouseResult): string[] {
  return [
    ...result.failures.map((failure) => `FAIL ${failure}`),
    ...result.belowBudget.map((miss) => `BELOW BUDGET (reported, not failed) ${miss}`),
    ...result.pages
      .filter((page) => page.failedAudits.length)
      .map((page) => `${page.path} failing audits: ${page.failedAudits.join(', ')}`),
    ...result.pages.flatMap((page) =>
      (page.unscoredRuns ?? []).map((run) => `${page.path} ${run} (no performance score; counted as 0)`),
    ),
  ];
}

if (import.meta.main) {
  const seeded = await startAuditServer();
  try {
    const result = await runLighthouse(seeded.server.url, seeded.cookie);
    console.info(
      writeResult({
        name: 'audit-lighthouse',
        tables: lighthouseTables(result),
        notes: lighthouseNotes(result),
        data: result,
      }),
    );
    process.exitCode = result.failures.length ? 1 : 0;
  } finally {
    await seeded.stop();
  }
}
