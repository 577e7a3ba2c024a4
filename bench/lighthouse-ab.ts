/**
 * Lighthouse (mobile, as audit/lighthouse.ts runs it) on one page of two web builds, interleaved
 * A, B, A, B… so that a busy shared machine weighs on both alike. Prints each run and, per build,
 * the median and spread of the score and of TBT, with the load average before and after.
 * Usage: node bench/lighthouse-ab.ts DIST_A DIST_B [runs per build, 5] [page, /dashboard]
 * As in audit/lighthouse.ts, /test opens a new NEET PG test each run (`/test?id=…`, the exam screen).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { newNeetPgTestPath } from '../audit/lib/new-test.ts';
import { CHROMIUM_ARGS } from '../e2e/helpers/browser.ts';
import { chromiumPath } from '../e2e/helpers/paths.ts';
import { startSeededServer } from './lib/seeded-server.ts';
import { median } from './lib/server-process.ts';

const [distA, distB, runsArg, pageArg] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: node bench/lighthouse-ab.ts DIST_A DIST_B [runs] [page]');
const runs = Number(runsArg || 5);
const page = pageArg || '/dashboard';
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const copy = (dist: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-ab-web-'));
  fs.cpSync(dist, dir, { recursive: true });
  return dir;
};
const builds = [
  { name: 'A', dir: copy(distA) },
  { name: 'B', dir: copy(distB) },
];
const servers = [];
for (const build of builds) servers.push(await startSeededServer({ env: { WEB_DIST_DIR: build.dir } }));
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const results: Record<string, { score: number; tbt: number; lcp: number }[]> = { A: [], B: [] };
console.info(`load before: ${load()}`);
try {
  for (let run = 0; run < runs; run++) {
    // A goes first in odd runs and B in even ones, so a neighbour's periodic work hits both alike.
    const order = run % 2 === 0 ? [0, 1] : [1, 0];
    for (const index of order) {
      const build = builds[index]!;
      const seeded = servers[index]!;
      const signedIn = page !== '/login';
      const address = page === '/test' ? await newNeetPgTestPath(seeded.server.url, seeded.cookie) : page;
      const runner = await lighthouse(`${seeded.server.url}${address}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(signedIn ? { extraHeaders: { Cookie: seeded.cookie } } : {}),
      });
      const lhr = runner!.lhr;
      const row = {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
        lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
      };
      results[build.name]!.push(row);
      // A run that failed (score 0) says why, so it is not mistaken for a slow build.
      if (lhr.runtimeError)
        console.info(`${build.name} run ${run + 1} failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      console.info(
        `${build.name} run ${run + 1}: score ${row.score}, TBT ${row.tbt} ms, LCP ${row.lcp} ms (${lhr.finalDisplayedUrl}) load ${load()}`,
      );
    }
  }
} finally {
  chrome.kill();
  for (const seeded of servers) await seeded.stop();
  for (const build of builds) fs.rmSync(build.dir, { recursive: true, force: true });
}
for (const name of ['A', 'B']) {
  // A failed run (Lighthouse's NO_NAVSTART on a busy machine: score 0, no TBT) is no measure of the build.
  const rows = results[name]!.filter((r) => Number.isFinite(r.tbt));
  const failed = results[name]!.length - rows.length;
  const scores = rows.map((r) => r.score);
  const tbts = rows.map((r) => r.tbt);
  console.info(
    `${name}: score median ${median(scores)} (${Math.min(...scores)}–${Math.max(...scores)}), TBT median ${median(tbts)} ms (${Math.min(...tbts)}–${Math.max(...tbts)}) over ${rows.length} runs${failed ? ` (${failed} failed)` : ''}`,
  );
}
console.info(`load after: ${load()}`);
