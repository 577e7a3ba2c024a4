/**
 * The source file of each route's page, derived from the route table: a route names its page in
 * `packages/contract/src/routes.ts` (`page: 'feature/file'`), and that is the only place to edit
 * when a page is added. The registry (page-registry.tsx) loads each file as its own lazy chunk,
 * and the build (vite-plugins/route-preloads.ts) turns this into the chunks the server names in
 * a page's HTML as `modulepreload` links, so a page's code downloads alongside the app's own
 * (docs/decisions/035).
 *
 * Paths are relative to apps/web. A route without a page shows the shared "coming soon" page.
 * No React here: the build reads this file.
 */
import { APP_ROUTES, INSIGHTS_ROUTE, paths } from '@medsutra/contract/routes';

export const NOT_FOUND_PAGE = 'src/app/routes/not-found.tsx';
export const COMING_SOON_PAGE = 'src/app/routes/coming-soon.tsx';
/**
 * The economy's pages come through one lazy chunk that also holds the header chip, which every
 * signed-in page loads anyway (economy-routes.tsx): one dynamic import in the shell, not ten.
 */
const ECONOMY_PAGES = 'src/features/economy/economy-routes.tsx';

/** The study planners' pages come through one lazy chunk too (study-plans-routes.tsx picks the page by path). */
const STUDY_PLAN_PAGES = 'src/features/study-plans/study-plans-routes.tsx';

/** `src/features/{feature}/pages/{file}.tsx` for a route's `page: 'feature/file'`. */
export const featurePageFile = (page: string): string => {
  const [feature, file] = page.split('/');
  return `src/features/${feature}/pages/${file}.tsx`;
};

/** A route's page file, or the shared chunk its feature's pages load through. */
function pageFileOf(page: string): string {
  if (page.startsWith('economy/')) return ECONOMY_PAGES;
  if (page.startsWith('study-plans/')) return STUDY_PLAN_PAGES;
  return featurePageFile(page);
}

/** The page file of every route that has one (economy pages: their shared chunk), the insights catch-all too. */
export const PAGE_FILE_BY_PATH: Readonly<Record<string, string>> = Object.fromEntries(
  [...APP_ROUTES, INSIGHTS_ROUTE].flatMap((route) => (route.page ? [[route.path, pageFileOf(route.page)]] : [])),
);

export const SIGN_IN_PAGE = PAGE_FILE_BY_PATH[paths.login] as string;
