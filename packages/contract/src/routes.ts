/**
 * The web app's route table as data (with the redirects of docs/product-rules.md, "Name and routes").
 * The router, the server's search metadata and the tests all read this one table.
 *
 * The table is written by area in routes/ (public, student, tools and library, admin pages, in
 * this order: the first match wins); this file is the one entry that joins them.
 */

import { PRODUCT_NAME } from './product.ts';
import { ADMIN_PAGES } from './routes/admin-pages.ts';
import { PUBLIC_PAGES } from './routes/public-pages.ts';
import { ROUTE_REDIRECTS } from './routes/redirects.ts';
import { type AppRoute, app, type RouteRedirect } from './routes/route.ts';
import { STUDENT_PAGES } from './routes/student-pages.ts';
import { TOOLS_AND_LIBRARY_PAGES } from './routes/tools-and-library-pages.ts';

export { librarySubjectPage, librarySubtopicPage, paths } from './routes/paths.ts';
export { ROUTE_REDIRECTS, SEO_REDIRECT_PATHS } from './routes/redirects.ts';
export type { AppRoute, RouteRedirect } from './routes/route.ts';

export const APP_ROUTES: readonly AppRoute[] = [
  ...PUBLIC_PAGES,
  ...STUDENT_PAGES,
  ...TOOLS_AND_LIBRARY_PAGES,
  ...ADMIN_PAGES,
];

/** `/asha@example.cominsights`: a single segment made of an email followed by `insights`. */
const INSIGHTS_SEGMENT = /^\/([^/\s@]+@[^/\s@]+\.[^/\s@]+?)insights$/i;

export function insightsEmailFromPath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const match = INSIGHTS_SEGMENT.exec(decoded);
  return match?.[1] ? match[1].toLowerCase() : null;
}

export const INSIGHTS_ROUTE: AppRoute = app(
  '/:emailinsights',
  'Insights',
  'Your study insights.',
  'Insights',
  'insights/insights-page',
);

function matchesPattern(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return pathname === base || pathname.startsWith(`${base}/`);
  }
  const patternParts = pattern.split('/');
  const pathParts = pathname.replace(/\/+$/, '').split('/');
  if (pathname === '/') return pattern === '/';
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((part, index) => part.startsWith(':') || part === pathParts[index]);
}

/** The route a pathname shows, the insights catch-all last; null for an unknown path. */
export function findRoute(pathname: string): AppRoute | null {
  const exact = APP_ROUTES.find(
    (route) => !route.path.includes(':') && !route.path.endsWith('/*') && route.path === pathname,
  );
  if (exact) return exact;
  const patterned = APP_ROUTES.find((route) => matchesPattern(route.path, pathname));
  if (patterned) return patterned;
  return insightsEmailFromPath(pathname) ? INSIGHTS_ROUTE : null;
}

export function findRedirect(pathname: string): RouteRedirect | null {
  return ROUTE_REDIRECTS.find((redirect) => redirect.from === pathname) ?? null;
}

export function pageTitle(route: Pick<AppRoute, 'title'>): string {
  return `${route.title} | ${PRODUCT_NAME}`;
}
