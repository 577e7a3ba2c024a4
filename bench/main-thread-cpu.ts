/**
 * The main thread's CPU time on one page's load, for two web builds interleaved A, B, A, B…, read
 * from a Chromium trace's thread time (`tdur`), which a busy machine changes far less than the
 * wall-clock durations Lighthouse's total blocking time is made of. Per build, the median and
 * spread of: the CPU of all tasks, of the tasks over 12.5 ms (what a 4× slower phone turns into
 * long tasks), and a TBT estimate from thread time (each task × 4, less 50 ms).
 * Usage: node bench/main-thread-cpu.ts DIST_A DIST_B [runs per build, 7] [page, /dashboard]
 * Figures, not a budget: Lighthouse (audit/lighthouse.ts) remains the budget's measure.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/helpers/browser.ts';
import { chromiumPath } from '../e2e/helpers/paths.ts';
import { startSeededServer } from './lib/seeded-server.ts';
import { median } from './lib/server-process.ts';

const [distA, distB, runsArg, pageArg] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: node bench/main-thread-cpu.ts DIST_A DIST_B [runs] [page]');
const runs = Number(runsArg || 7);
const page = pageArg || '/dashboard';
const SLOWDOWN = 4;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

interface Figures {
  cpuMs: number;
  longCpuMs: number;
  tbtFromCpuMs: number;
}

/** The page's main thread: the renderer thread named CrRendererMain that ran the most tasks. */
function mainThreadTasks(events: TraceEvent[]): TraceEvent[] {
  const mains = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    const key = `${event.pid}:${event.tid}`;
    if (!mains.has(key)) continue;
    byThread.set(key, [...(byThread.get(key) ?? []), event]);
  }
  return [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
}

function figuresOf(tasks: TraceEvent[]): Figures {
  const cpu = tasks.map((task) => (task.tdur ?? task.dur ?? 0) / 1000);
  const long = cpu.filter((ms) => ms * SLOWDOWN > 50);
  return {
    cpuMs: Math.round(cpu.reduce((sum, ms) => sum + ms, 0)),
    longCpuMs: Math.round(long.reduce((sum, ms) => sum + ms, 0)),
    tbtFromCpuMs: Math.round(long.reduce((sum, ms) => sum + ms * SLOWDOWN - 50, 0)),
  };
}

const copy = (dist: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-cpu-web-'));
  fs.cpSync(dist, dir, { recursive: true });
  return dir;
};
const builds = [
  { name: 'A', dir: copy(distA) },
  { name: 'B', dir: copy(distB) },
];
const servers = [];
for (const build of builds) servers.push(await startSeededServer({ env: { WEB_DIST_DIR: build.dir } }));
const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: [...CHROMIUM_ARGS] });
const results: Record<string, Figures[]> = { A: [], B: [] };
try {
  for (let run = 0; run < runs; run++) {
    const order = run % 2 === 0 ? [0, 1] : [1, 0];
    for (const index of order) {
      const build = builds[index]!;
      const seeded = servers[index]!;
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        extraHTTPHeaders: page === '/login' ? {} : { Cookie: seeded.cookie },
      });
      const tab = await context.newPage();
      await browser.startTracing(tab, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      await tab.goto(`${seeded.server.url}${page}`, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(1500);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      await context.close();
      const row = figuresOf(mainThreadTasks(trace.traceEvents));
      results[build.name]!.push(row);
      console.info(
        `${build.name} run ${run + 1}: CPU ${row.cpuMs} ms, in tasks over ${50 / SLOWDOWN} ms ${row.longCpuMs} ms, TBT from CPU ×${SLOWDOWN} ${row.tbtFromCpuMs} ms (load ${os.loadavg()[0]!.toFixed(2)})`,
      );
    }
  }
} finally {
  await browser.close();
  for (const seeded of servers) await seeded.stop();
  for (const build of builds) fs.rmSync(build.dir, { recursive: true, force: true });
}
for (const name of ['A', 'B']) {
  const rows = results[name]!;
  const line = (key: keyof Figures) => {
    const values = rows.map((row) => row[key]);
    return `${median(values)} (${Math.min(...values)}–${Math.max(...values)})`;
  };
  console.info(
    `${name}: CPU ${line('cpuMs')} ms, long-task CPU ${line('longCpuMs')} ms, TBT from CPU ${line('tbtFromCpuMs')} ms over ${rows.length} runs`,
  );
}
