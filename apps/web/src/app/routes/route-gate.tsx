/**
 * The element of every route: applies the guard (see ../route-view.ts), sets the document title
 * and renders the lazily loaded page inside a Suspense boundary that keeps the layout in place.
 */
import { messages } from '@medsutra/contract/messages';
import {
  type AppRoute,
  findRoute,
  INSIGHTS_ROUTE,
  insightsEmailFromPath,
  pageTitle,
  paths,
} from '@medsutra/contract/routes';
import { decideRouteView, type RouteView, type Viewer } from '@medsutra/contract/routes/view';
import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useOutletContext } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useIsAdmin } from '@/features/auth/api/use-is-admin';
import ForbiddenPage from './forbidden';
import { renderNotFound, renderPage, renderSignIn } from './page-registry';

const signInRoute = findRoute(paths.login)!;

function titleFor(view: RouteView): string {
  switch (view.kind) {
    case 'page':
      return pageTitle(view.route);
    case 'notFound':
      return pageTitle({ title: messages.notFound.title });
    case 'signIn':
      return pageTitle(signInRoute);
    default:
      return document.title;
  }
}

function PageFallback() {
  return (
    <div className="flex min-h-[50dvh] items-center justify-center">
      <Spinner label={messages.shell.loadingPage} />
    </div>
  );
}

function RedirectToDashboard() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(paths.dashboard, { replace: true });
  }, [navigate]);
  return (
    <div className="flex min-h-[50dvh] flex-col items-center justify-center gap-3">
      <Spinner label={messages.auth.redirecting} />
      <p className="text-muted">{messages.auth.redirecting}</p>
    </div>
  );
}

function GatedView({ route }: { route: AppRoute | null }) {
  const viewer = useOutletContext<Viewer>();
  const isAdmin = useIsAdmin();
  const view = decideRouteView(route, viewer);
  // An admin page for anyone else is a 403 page (the server refuses their calls as well).
  const forbidden = view.kind === 'page' && view.route.adminOnly === true && !isAdmin;
  const title = forbidden ? pageTitle({ title: messages.forbidden.title }) : titleFor(view);

  useEffect(() => {
    document.title = title;
  }, [title]);

  if (view.kind === 'toDashboard') return <RedirectToDashboard />;
  if (view.kind === 'loading') return <PageFallback />;
  if (forbidden) return <ForbiddenPage />;
  return (
    <Suspense fallback={<PageFallback />}>
      {view.kind === 'page' ? renderPage(view.route) : view.kind === 'signIn' ? renderSignIn() : renderNotFound()}
    </Suspense>
  );
}

/** A route from the table. */
export function RouteGate({ route }: { route: AppRoute }) {
  return <GatedView route={route} />;
}

/** Any path the table does not name: the insights page for `/{email}insights`, else not found. */
export function FallbackGate() {
  const { pathname } = useLocation();
  return <GatedView route={insightsEmailFromPath(pathname) ? INSIGHTS_ROUTE : null} />;
}
