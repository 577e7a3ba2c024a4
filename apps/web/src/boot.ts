/**
 * The page's first script, and deliberately a tiny one: the browser paints index.html's loading
 * screen before the app's code is evaluated, then the app starts (main.tsx). Its code is already
 * downloading meanwhile: the server names it in the page as modulepreload links
 * (docs/decisions/009-first-paint.md). Nothing but the stylesheet may be imported here
 * statically, or the app's code would run before that first paint.
 */
// The stylesheet belongs to the page itself, so index.html links it and the first paint has it.
import './styles.css';

const START_AT_LATEST_MS = 500;
let started = false;

function start() {
  if (started) return;
  started = true;
  import('./main').catch((error: unknown) => {
    // The code did not arrive (the network dropped at the worst moment); the loading screen stays.
    console.error(error);
  });
}

/** Calls `then` once the browser reports the first contentful paint (or cannot, or will not). */
function afterFirstPaint(then: () => void) {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  const canObserve =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!canObserve || document.visibilityState === 'hidden' || painted()) return then();
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A stylesheet that is slow to arrive holds the paint back; the app's code need not wait longer.
  setTimeout(then, START_AT_LATEST_MS);
}

afterFirstPaint(start);
