/**
 * route-preloads.json: written by the web build (apps/web/vite-plugins/route-preloads.ts), read
 * by the server (apps/server/src/plugins/route-preloads.ts) to name a page's code in its HTML.
 * Asset URLs, for every route of the web app's page table (apps/web/src/app/routes/page-files.ts).
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreloads {
  /** The app itself (src/main.tsx and what it imports), which src/boot.ts starts after the first paint. */
  app: string[];
  /** Route path pattern → asset URLs beyond `app`, for every route of the page table. */
  byRoutePath: Record<string, string[]>;
  signIn: string[];
  notFound: string[];
  comingSoon: string[];
}
