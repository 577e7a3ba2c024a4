/**
 * A 200-question NEET PG test opening on the simulated slow phone: Lighthouse's mobile settings (a
 * mid-range phone, slow 4G at 150 ms / 1.6 Mbit/s, a 4× slower CPU) on `/test?id=<a new NEET PG
 * test>`, signed in, on the production server with the whole library. Two runs: Lighthouse's
 * default simulated throttling (its LCP and FCP), and the same throttling applied for real
 * (devtools), where the page's own mark for "the first question is on screen"
 * (`medsutra:test-first-question`) is a measured time too. Then a tap on an answer, timed from the
 * touch to the frame that shows it chosen (audit/lib/tap-latency.ts). Figures only.
 * The audit's Lighthouse part holds the same page to its budget (audit/lighthouse.ts).
 * Run: node audit/test-page.ts (needs a built web app).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeResult } from '../bench/report.ts';
import { CHROMIUM_ARGS, launchBrowser } from '../e2e/helpers/browser.ts';
import { chromiumPath } from '../e2e/helpers/paths.ts';
import { startAuditServer } from './lib/audit-server.ts';
import { newNeetPgTestPath } from './lib/new-test.ts';
import { measureTapLatency } from './lib/tap-latency.ts';

const MARK = 'medsutra:test-first-question';

interface Figures {
  throttling: 'simulate' | 'devtools';
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  firstQuestionMs: number | null;
  lcpElement: string | null;
  finalUrl: string;
}

const seeded = await startAuditServer();
try {
  const base = seeded.server.url;
  const url = `${base}${await newNeetPgTestPath(base, seeded.cookie)}`;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const runs: Figures[] = [];
  try {
    for (const throttlingMethod of ['simulate', 'devtools'] as const) {
      const runner = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: { Cookie: seeded.cookie },
        },
        { extends: 'lighthouse:default', settings: { throttlingMethod } },
      );
      if (!runner) throw new Error('Lighthouse returned nothing');
      const { lhr } = runner;
      const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
      const marks = (lhr.audits['user-timings']?.details as { items?: { name: string; startTime: number }[] })?.items;
      const mark = marks?.find((item) => item.name === MARK);
      const lcpItems = (
        lhr.audits['largest-contentful-paint-element']?.details as {
          items?: { items?: { node?: { snippet?: string } }[] }[];
        }
      )?.items;
      runs.push({
        throttling: throttlingMethod,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        firstQuestionMs: mark ? Math.round(mark.startTime) : null,
        lcpElement: lcpItems?.[0]?.items?.[0]?.node?.snippet ?? null,
        finalUrl: lhr.finalDisplayedUrl,
      });
    }
  } finally {
    chrome.kill();
  }
  // A tap on an answer, on a new test of the same pattern (the one above is open in Lighthouse's profile).
  const browser = await launchBrowser();
  const tapping = await measureTapLatency(
    browser,
    `${base}${await newNeetPgTestPath(base, seeded.cookie)}`,
    seeded.cookie,
  ).finally(() => browser.close());
  console.info(
    writeResult({
      name: 'audit-test-page',
      tables: [
        {
          title: 'A 200-question NEET PG test (/test?id=…) on Lighthouse mobile settings, signed in',
          columns: ['throttling', 'performance', 'FCP ms', 'LCP ms', 'TBT ms', 'first question mark ms', 'LCP element'],
          rows: runs.map((run) => [
            run.throttling,
            run.performance,
            run.fcpMs,
            run.lcpMs,
            run.tbtMs,
            run.firstQuestionMs,
            run.lcpElement,
          ]),
        },
        {
          title: 'Tapping an answer on the same screen, CPU slowed 4× (Event Timing: touch to the next frame painted)',
          columns: ['taps', 'median ms', 'max ms', 'within one 60 Hz frame (≤ 16 ms)'],
          rows: [[tapping.taps, tapping.medianMs, tapping.maxMs, `${tapping.withinOneFrame} of ${tapping.taps}`]],
        },
      ],
      notes: [
        'simulate: Lighthouse estimates the slow phone from an unthrottled load (its marks are unthrottled times).',
        'devtools: the slow network and CPU are applied while the page loads; the first-question mark is then a throttled time.',
        ...runs
          .filter((run) => !run.finalUrl.includes('/test'))
          .map((run) => `FAIL ${run.throttling} ended at ${run.finalUrl}`),
      ],
      data: { runs, tapping },
    }),
  );
} finally {
  await seeded.stop();
}
