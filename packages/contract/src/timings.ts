/** Timings of the web app shell, in milliseconds, written once. */

/** The auth loading screen shows at most this long; after it the visitor view shows. */
export const AUTH_LOADING_CAP_MS = 1000;
/** The full offline page shows only if still offline this long after an offline event. */
export const OFFLINE_PAGE_DELAY_MS = 2000;
/** navigator.onLine is polled this often to re-sync the online status. */
export const ONLINE_POLL_MS = 5000;
/** The logged-out header's Sign Up / Sign In hint cards stay this long. */
export const HEADER_HINT_MS = 3000;
/** A failed chunk load reloads the page after this delay. */
export const CHUNK_RELOAD_DELAY_MS = 1000;
/** A second chunk-load reload within this window is refused, so a broken deploy cannot loop. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
/** Startup retries finding the root element this often. */
export const ROOT_RETRY_MS = 100;

/** Query data is fresh for 10 minutes and kept for 15 minutes. */
export const QUERY_STALE_MS = 10 * 60 * 1000;
export const QUERY_GC_MS = 15 * 60 * 1000;
/** Queries retry at most once, waiting 500 ms doubling up to 5 s. */
export const QUERY_MAX_RETRIES = 1;
export const QUERY_RETRY_BASE_MS = 500;
export const QUERY_RETRY_MAX_MS = 5000;
/** A toast stays this long unless its caller says otherwise. */
export const TOAST_DEFAULT_MS = 5000;

/**
 * The header balances: refreshed this often while the page is visible, counted from the last
 * refresh, so they come no closer than this unless forced (a return to the page forces one)…
 */
export const BALANCE_REFRESH_INTERVAL_MS = 120_000;
/** …and each balance call is tried again after these waits before the last values are kept. */
export const BALANCE_RETRY_DELAYS_MS: readonly number[] = [500, 1000];
