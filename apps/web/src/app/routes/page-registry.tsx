/**
 * Which page each route path shows, from the table in page-files.ts. Every page file is its own
 * lazily loaded chunk; a path without an entry shows the shared, honest "coming soon" page until
 * its feature is built.
 */
import { type AppRoute, paths } from '@medsutra/contract/routes';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import { COMING_SOON_PAGE, NOT_FOUND_PAGE, PAGE_FILE_BY_PATH, SIGN_IN_PAGE } from './page-files';
import { SignedInPage } from './signed-in-page';

/** What a page may be given: a signed-in page its student's email and path, a placeholder its route. */
interface PageProps {
  email?: string;
  path?: string;
  route?: AppRoute;
}
type Page = LazyExoticComponent<ComponentType<PageProps>>;

// Vite turns each match into its own chunk. The economy's pages load through economy-routes.tsx.
const pageModules = import.meta.glob<{ default: ComponentType<PageProps> }>([
  '/src/features/*/pages/*-page.tsx',
  '!/src/features/economy/pages/*',
  '/src/features/economy/economy-routes.tsx',
  '!/src/features/study-plans/pages/*',
  '/src/features/study-plans/study-plans-routes.tsx',
  '/src/app/routes/coming-soon.tsx',
  '/src/app/routes/not-found.tsx',
]);

const lazyPages = new Map<string, Page>();

/** The page in `file` (a path from page-files.ts), one lazy component per file. */
function lazyPage(file: string): Page {
  let page = lazyPages.get(file);
  if (!page) {
    const load = pageModules[`/${file}`];
    if (!load) throw new Error(`page-files.ts names ${file}, which page-registry.tsx does not load`);
    page = lazy(load);
    lazyPages.set(file, page);
  }
  return page;
}

export function renderPage(route: AppRoute): ReactNode {
  const file = PAGE_FILE_BY_PATH[route.path];
  if (!file) {
    const ComingSoonPage = lazyPage(COMING_SOON_PAGE);
    return <ComingSoonPage route={route} />;
  }
  const Page = lazyPage(file);
  // The offline notes and diagnostics open to everyone (see route-view.ts); other signed-in pages get the email.
  if (route.access === 'signedIn' && route.path !== paths.offlineNotes && route.path !== paths.appDiagnostics)
    return <SignedInPage page={Page} path={route.path} />;
  return <Page />;
}

export function renderSignIn(): ReactNode {
  const LoginPage = lazyPage(SIGN_IN_PAGE);
  return <LoginPage />;
}

export function renderNotFound(): ReactNode {
  const NotFoundPage = lazyPage(NOT_FOUND_PAGE);
  return <NotFoundPage />;
}

/** Starts downloading the sign-in chunk early: it is the first screen for every visitor. */
export function preloadSignIn(): void {
  void pageModules[`/${SIGN_IN_PAGE}`]?.();
}
