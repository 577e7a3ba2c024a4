/**
 * What the shell shows for a path, given who is signed in. Pure, so every case is unit-tested:
 * - `/`: the dashboard to a signed-in user, the landing page (what MedSutra is, Sign up, Sign in)
 *   to a visitor (docs/decisions/120);
 * - `/login`, `/signup` to a signed-in user: off to the dashboard;
 * - a public route: its page;
 * - a signed-in-only route: its page, or the sign-in screen in place (the URL stays);
 * - an unknown path (the insights catch-all matches only `{email}insights`): 'Page Not Found'
 *   to a signed-in user, the sign-in screen to a visitor.
 * - `/offline-notes`: to everyone. Its notes live on this device, and a student who lost her
 *   connection before the session check answered must still reach what she downloaded.
 * - `/app-diagnostic`: to everyone, for the same reason: a student who cannot sign in or lost her
 *   connection is the one who needs it, and its report holds nothing of the account
 *   (docs/decisions/047).
 */
import { type AppRoute, findRoute, paths } from '../routes.ts';

export type Viewer = 'loading' | 'signedIn' | 'signedOut';

export type RouteView =
  | { kind: 'loading' }
  | { kind: 'page'; route: AppRoute }
  | { kind: 'signIn' }
  | { kind: 'toDashboard' }
  | { kind: 'notFound' };

const dashboardRoute = findRoute(paths.dashboard)!;

export function decideRouteView(route: AppRoute | null, viewer: Viewer): RouteView {
  if (viewer === 'loading') return { kind: 'loading' };
  const signedIn = viewer === 'signedIn';
  if (!route) return signedIn ? { kind: 'notFound' } : { kind: 'signIn' };
  if (route.path === paths.root) return { kind: 'page', route: signedIn ? dashboardRoute : route };
  if (signedIn && (route.path === paths.login || route.path === paths.signup)) return { kind: 'toDashboard' };
  if (route.access === 'public' || signedIn || route.path === paths.offlineNotes || route.path === paths.appDiagnostics)
    return { kind: 'page', route };
  return { kind: 'signIn' };
}
