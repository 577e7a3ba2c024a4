/**
 * The `<link rel="modulepreload">` tags for the page a request will show, read from the build's
 * route-preloads.json (apps/web/vite-plugins/route-preloads.ts). Which page that is follows the
 * browser's own rule (contract/route-view.ts), with "signed in" guessed from the presence of a
 * session cookie: a wrong guess only costs the download of one page's code, never correctness.
 */
import fs from 'node:fs';
import path from 'node:path';
import { findRedirect, findRoute, paths } from '@medsutra/contract/routes';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '@medsutra/contract/routes/preloads';
import { decideRouteView } from '@medsutra/contract/routes/view';

export function readRoutePreloads(distPath: string): RoutePreloads | null {
  const file = path.join(distPath, ROUTE_PRELOADS_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePreloads) : null;
}

/** The asset URLs of the app and the page at `pathname`, for a visitor with or without a session cookie. */
export function preloadsFor(preloads: RoutePreloads, pathname: string, hasSession: boolean): string[] {
  return [...preloads.app, ...pagePreloads(preloads, pathname, hasSession)];
}

function pagePreloads(preloads: RoutePreloads, pathname: string, hasSession: boolean): string[] {
  const target = findRedirect(pathname)?.to ?? pathname;
  const view = decideRouteView(findRoute(target), hasSession ? 'signedIn' : 'signedOut');
  switch (view.kind) {
    case 'page':
      return preloads.byRoutePath[view.route.path] ?? preloads.comingSoon;
    case 'signIn':
      return preloads.signIn;
    case 'notFound':
      return preloads.notFound;
    case 'toDashboard':
      return preloads.byRoutePath[paths.dashboard] ?? [];
    default:
      return [];
  }
}

/**
 * Low priority: the stylesheet and the loading screen come first, so a phone paints before this
 * code arrives; boot.ts runs it right after that first paint.
 */
export const modulepreloadTags = (urls: readonly string[]): string =>
  urls.map((url) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${url}">`).join('\n    ');
