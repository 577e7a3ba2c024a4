/**
 * Issue 36's tap on the exam screen: a new 200-question NEET PG test (/test?id=…) on a phone-sized
 * page with a touch screen and the CPU slowed 4× (Lighthouse's mobile factor), 20 taps on its
 * options, alternating two options so every tap changes the choice. Each tap is timed two ways:
 *   - Event Timing: the interaction's longest event, from the touch to the next frame presented
 *     (input delay, the handlers, the rendering), as the browser reports it (rounded to 8 ms);
 *   - the frame after the click: from the pointerdown's timestamp to a task queued from the next
 *     requestAnimationFrame, so the frame that shows the choice has been produced (not rounded);
 *   - the frame after the click: the same, from the click, which the browser makes from the touch
 *     once it knows it was a tap (at 4× some 14 ms after the pointerdown in a quiet trace) and which
 *     checks the radio: the part of the tap that is the page's;
 *   - the page's own work in the tap: its events' handlers (Event Timing processing), summed, which
 *     a loaded machine stretches least.
 * Prints median, p90 and max. One frame at 60 Hz is 16.7 ms.
 * Run: node bench/test-page-taps.ts [web build folder] (needs a built web app; apps/web/dist by
 * default, another folder to measure another build on the same server, for A/B runs).
 */
import os from 'node:os';
import path from 'node:path';
import { startAuditServer } from '../audit/lib/audit-server.ts';
import { newNeetPgTestPath } from '../audit/lib/new-test.ts';
import { measureTapLatency } from '../audit/lib/tap-latency.ts';
import { launchBrowser } from '../e2e/helpers/browser.ts';
import { writeResult } from './report.ts';

const TAPS = 20;
const webDist = process.argv[2] ? path.resolve(process.argv[2]) : undefined;

function spread(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { median: at(0.5), p90: at(0.9), max: sorted.at(-1) ?? Number.NaN };
}

const loadBefore = os.loadavg()[0]!;
const seeded = await startAuditServer(webDist);
try {
  const base = seeded.server.url;
  const browser = await launchBrowser();
  const tapping = await measureTapLatency(
    browser,
    `${base}${await newNeetPgTestPath(base, seeded.cookie)}`,
    seeded.cookie,
    TAPS,
  ).finally(() => browser.close());
  const event = spread(tapping.perTapMs);
  const frame = spread(tapping.nextFrameMs);
  const handlers = spread(tapping.handlersMs);
  const fromClick = spread(tapping.clickToFrameMs);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  console.info(
    writeResult({
      name: 'test-page-taps',
      tables: [
        {
          title: `${TAPS} taps on an answer, 200-question NEET PG test, 360×740 touch, CPU slowed 4×`,
          columns: ['measure', 'taps', 'median ms', 'p90 ms', 'max ms', 'within one 60 Hz frame'],
          rows: [
            [
              'Event Timing (touch → next frame presented)',
              tapping.perTapMs.length,
              event.median,
              event.p90,
              event.max,
              `${tapping.withinOneFrame} of ${tapping.perTapMs.length}`,
            ],
            [
              'pointerdown → task after the next rAF',
              tapping.nextFrameMs.length,
              round(frame.median),
              round(frame.p90),
              round(frame.max),
              `${tapping.nextFrameMs.filter((ms) => ms <= 16.7).length} of ${tapping.nextFrameMs.length}`,
            ],
            [
              'click dispatched → task after the next rAF (the page’s part: the click checks the radio)',
              tapping.clickToFrameMs.length,
              round(fromClick.median),
              round(fromClick.p90),
              round(fromClick.max),
              `${tapping.clickToFrameMs.filter((ms) => ms <= 16.7).length} of ${tapping.clickToFrameMs.length}`,
            ],
            [
              "the page's handlers for the tap (Event Timing processing, summed)",
              tapping.handlersMs.length,
              round(handlers.median),
              round(handlers.p90),
              round(handlers.max),
              '',
            ],
          ],
        },
      ],
      notes: [
        `web build: ${webDist ?? 'apps/web/dist'}`,
        `load average (1 min) before ${loadBefore.toFixed(2)}, after ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores`,
      ],
      data: { tapping, loadBefore, loadAfter: os.loadavg()[0] },
    }),
  );
} finally {
  await seeded.stop();
}
