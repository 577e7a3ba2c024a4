/**
 * The router, built from the contract's route table: the redirects (exact static paths, which
 * outrank every other pattern, keeping the query string), every route of APP_ROUTES behind its
 * guard, then a catch-all that serves the `{email}insights` page or 'Page Not Found'.
 *
 * Declarative routing (BrowserRouter + useRoutes) rather than createBrowserRouter: the shell uses
 * no loaders or actions, and the data router costs ~15 KB gzip on the sign-in page's first load.
 * The router is given only the routes that can match the path (route-candidates.ts).
 */
import { APP_ROUTES, ROUTE_REDIRECTS } from '@medsutra/contract/routes';
import { BrowserRouter, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { AppShell } from './layouts/app-shell';
import { routeCandidates } from './routes/route-candidates';
import { FallbackGate, RouteGate } from './routes/route-gate';

function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate replace to={{ pathname: to, search, hash }} />;
}

const pageRoutes: RouteObject[] = [
  ...ROUTE_REDIRECTS.map(({ from, to }) => ({ path: from, element: <RedirectKeepingQuery to={to} /> })),
  ...APP_ROUTES.map((route) => ({ path: route.path, element: <RouteGate route={route} /> })),
  { path: '*', element: <FallbackGate /> },
];
const candidatesFor = routeCandidates(pageRoutes);
/** The shell's one element: every page's routes sit under it, so it stays mounted across pages. */
const shell = <AppShell />;

/** The shell route over only the page routes that can match the path (route-candidates.ts). */
function AppRoutes() {
  return useRoutes([{ element: shell, children: candidatesFor(useLocation().pathname) }]);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
