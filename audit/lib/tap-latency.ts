/**
 * How long a tap on an answer takes to show on the exam screen of a slow phone: Chromium with its
 * CPU slowed 4× (Lighthouse's mobile factor) taps an option of each of the first questions, and the
 * page's Event Timing entries give each tap's time from the touch to the next frame painted (input
 * delay, the handlers and the paint). One frame at 60 Hz is 16.7 ms; Event Timing rounds to 8 ms.
 */
import type { Browser } from 'playwright-core';
import { newDevice } from '../../e2e/helpers/browser.ts';

export interface TapFigures {
  taps: number;
  medianMs: number;
  maxMs: number;
  /** Taps whose option showed as chosen within one 60 Hz frame (≤ 16.7 ms, so ≤ 16 as rounded). */
  withinOneFrame: number;
  /** Each tap's Event Timing duration, in tap order. */
  perTapMs: number[];
  /** Each tap from its pointerdown to a task queued from the next frame's requestAnimationFrame. */
  nextFrameMs: number[];
  /** Each tap's page work: its events' handlers (Event Timing's processingStart to processingEnd), summed. */
  handlersMs: number[];
  /**
   * Each tap from the moment its click is dispatched (the browser makes it from the touch once it
   * knows it was a tap) to a task queued from the next frame's requestAnimationFrame: the part of
   * a tap that is the page's, since the radio is checked by the click.
   */
  clickToFrameMs: number[];
}

export async function measureTapLatency(browser: Browser, url: string, cookie: string, taps = 12): Promise<TapFigures> {
  const { origin } = new URL(url);
  const context = await newDevice(browser, { serviceWorkers: 'block', hasTouch: true, isMobile: true });
  const [name, ...value] = cookie.split(';')[0]!.split('=');
  await context.addCookies([{ name: name!, value: value.join('='), url: origin }]);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      // The longest event of each interaction (a tap's pointerdown, pointerup and click share one id).
      const byInteraction = new Map<number, number>();
      (window as unknown as { __taps: Map<number, number> }).__taps = byInteraction;
      const handlers = new Map<number, number>();
      (window as unknown as { __handlers: Map<number, number> }).__handlers = handlers;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          if (!entry.interactionId) continue;
          byInteraction.set(entry.interactionId, Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration));
          handlers.set(
            entry.interactionId,
            (handlers.get(entry.interactionId) ?? 0) + entry.processingEnd - entry.processingStart,
          );
        }
      }).observe({ type: 'event', durationThreshold: 0, buffered: true } as PerformanceObserverInit);
      // The frame after the click: its rAF runs before the frame's style, layout and paint, and a
      // task queued from it runs once they are done.
      const nextFrame: number[] = [];
      (window as unknown as { __nextFrame: number[] }).__nextFrame = nextFrame;
      const clickFrame: number[] = [];
      (window as unknown as { __clickFrame: number[] }).__clickFrame = clickFrame;
      let down = 0;
      addEventListener('pointerdown', (event) => (down = event.timeStamp), { capture: true });
      addEventListener(
        'click',
        () => {
          const from = down;
          // Now, not the click's timeStamp: a click made from a touch carries the touch's time.
          const clicked = performance.now();
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
              nextFrame.push(performance.now() - from);
              clickFrame.push(performance.now() - clicked);
            };
            channel.port2.postMessage(null);
          });
        },
        { capture: true },
      );
    });
    await page.goto(url);
    const options = page.locator('fieldset input[type="radio"]');
    await options.first().waitFor();
    for (let tap = 0; tap < taps; tap += 1) {
      // Alternate between two options of the question on screen: every tap changes the choice.
      await options.nth(tap % 2).tap();
      await page.waitForTimeout(300);
    }
    const perTap = await page.evaluate(() => [
      ...(window as unknown as { __taps: Map<number, number> }).__taps.values(),
    ]);
    const nextFrameMs = await page.evaluate(() => (window as unknown as { __nextFrame: number[] }).__nextFrame);
    const clickToFrameMs = await page.evaluate(() => (window as unknown as { __clickFrame: number[] }).__clickFrame);
    const handlersMs = await page.evaluate(() => [
      ...(window as unknown as { __handlers: Map<number, number> }).__handlers.values(),
    ]);
    const sorted = [...perTap].sort((a, b) => a - b);
    return {
      taps: perTap.length,
      medianMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
      maxMs: sorted.at(-1) ?? Number.NaN,
      withinOneFrame: perTap.filter((ms) => ms <= 16).length,
      perTapMs: perTap,
      nextFrameMs,
      handlersMs,
      clickToFrameMs,
    };
  } finally {
    await context.close();
  }
}
