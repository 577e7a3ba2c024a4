import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/helpers/browser.ts';
import { chromiumPath } from '../e2e/helpers/paths.ts';
import { startSeededServer } from './lib/seeded-server.ts';

const dist = process.argv[2]!;
const page = process.argv[3] || '/dashboard';
const runs = Number(process.argv[4] || 3);
const seeded = await startSeededServer({ env: { WEB_DIST_DIR: dist } });
const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: [...CHROMIUM_ARGS] });
const incl = new Map<string, number>();
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, extraHTTPHeaders: page === '/login' ? {} : { Cookie: seeded.cookie } });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await browser.startTracing(tab, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await tab.goto(`${seeded.server.url}${page}`, { waitUntil: 'networkidle' });
    await tab.waitForTimeout(1500);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const { profile } = await cdp.send('Profiler.stop');
    const ev = trace.traceEvents as any[];
    const mains = new Set(ev.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
    const all = ev.filter((e) => e.name === 'RunTask' && e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`));
    const byThread = new Map<string, any[]>();
    for (const e of all) { const k = `${e.pid}:${e.tid}`; byThread.set(k, [...(byThread.get(k) ?? []), e]); }
    const mainTasks = [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
    const tasks = mainTasks.filter((e) => e.dur > 12500);
    const t0 = mainTasks[0]?.ts ?? 0;
    const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    let t = profile.startTime;
    const times = profile.timeDeltas.map((d: number) => (t += d));
    const sumLong = tasks.reduce((s, e) => s + e.dur / 1000, 0);
    console.log(`run ${run}: ${mainTasks.length} tasks, ${tasks.length} over 12.5 ms, sum ${sumLong.toFixed(0)} ms, TBT×4 ${tasks.reduce((s, e) => s + Math.max(0, e.dur / 250 - 50), 0).toFixed(0)}`);
    for (const task of tasks) {
      const local = new Map<string, number>();
      const kids = new Map<string, number>();
      for (const e of ev) {
        if (e.ph !== 'X' || e.pid !== task.pid || e.tid !== task.tid || e === task) continue;
        if (e.ts < task.ts || e.ts + (e.dur ?? 0) > task.ts + task.dur) continue;
        if (['UpdateLayoutTree', 'Layout', 'Paint', 'ParseHTML', 'ParseAuthorStyleSheet', 'PrePaint', 'Layerize', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'EvaluateScript', 'FunctionCall', 'TimerFire', 'RunMicrotasks', 'v8.produceModuleCache', 'MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'BlinkGC.AtomicPhase'].includes(e.name)) kids.set(e.name, (kids.get(e.name) ?? 0) + e.dur / 1000);
      }
      for (let i = 0; i < profile.samples.length; i++) {
        if (times[i] < task.ts || times[i] > task.ts + task.dur) continue;
        const dt = (times[i] - (times[i - 1] ?? times[i])) / 1000;
        let id = profile.samples[i]; const seen = new Set<string>();
        while (id !== undefined) {
          const n: any = byId.get(id);
          const f = n.callFrame.functionName;
          const key = f ? `${f}@${n.callFrame.url.split('/').pop()?.replace(/-[A-Za-z0-9_]{8}\.js/, '')}` : '';
          if (key && !seen.has(key)) { seen.add(key); local.set(key, (local.get(key) ?? 0) + dt); incl.set(key, (incl.get(key) ?? 0) + dt); }
          id = parent.get(id)!;
        }
      }
      console.log(`  @${Math.round((task.ts - t0) / 1000)} ${Math.round(task.dur / 1000)}ms  [${[...kids].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}]`);
      const interesting = [...local].filter(([k]) => /^[A-Z]|matchRoutes|flatten|compilePath|render|import|query|Query/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 10);
      console.log('     ', interesting.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' | '));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await seeded.stop();
}
console.log('\ninclusive over all long tasks (per run):');
for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log((v / runs).toFixed(1).padStart(7), k);
