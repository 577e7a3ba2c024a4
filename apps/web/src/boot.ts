/**
 * The page's first script, and deliberately a tiny one: the browser paints index.html's loading
 * screen before the app's code is evaluated, then the app starts (main.tsx). Its code is already
 * downloading meanwhile: the server names it in the page as modulepreload links
 * (docs/decisions/039-loading-screen-before-code.md). Nothing but the stylesheet may be imported here
 * statically, or the app's code would run before that first paint.
 */
// The stylesheet belongs to the page itself, so index.html links it and the first paint has it.
import './styles.css';

const START_AT_LATEST_MS = 500;
const RELOAD_KEY = 'medsutra_boot_reload_at';
const RELOAD_GUARD_MS = 60_000;
let started = false;

/** A new task: what runs next is not added to the one running now (a phone's longest task). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function start() {
  if (started) return;
  started = true;
  // React (its own chunk) is evaluated in one task and the app in the next, so the two, some
  // 200 ms on a slow phone, never block a tap together (docs/decisions/020).
  import('react-dom/client')
    .then(nextTask)
    .then(() => import('./main'))
    .catch((error: unknown) => {
      // The code did not arrive: a deploy replaced it, or the network dropped at the worst moment.
      // One reload fetches the page and its code afresh; a second failure within a minute leaves
      // the loading screen (main.tsx's own chunk-reload guard is not loaded yet, hence this one).
      console.error(error);
      try {
        const last = Number(sessionStorage.getItem(RELOAD_KEY));
        if (Date.now() - last < RELOAD_GUARD_MS) return;
        sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      } catch {
        return; // no storage to guard a reload loop with: stay on the loading screen
      }
      setTimeout(() => window.location.reload(), 1000);
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
