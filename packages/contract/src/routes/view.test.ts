import { describe, expect, it } from 'vitest';
import { APP_ROUTES, findRoute, INSIGHTS_ROUTE, ROUTE_REDIRECTS } from '../routes.ts';
import { decideRouteView } from './view.ts';

const view = (pathname: string, viewer: 'loading' | 'signedIn' | 'signedOut') =>
  decideRouteView(findRoute(pathname), viewer);

describe('route view', () => {
  it('shows the dashboard at / to a signed-in user and the landing page to a visitor', () => {
    expect(view('/', 'signedIn')).toMatchObject({ kind: 'page', route: { path: '/dashboard' } });
    expect(view('/', 'signedOut')).toMatchObject({
      kind: 'page',
      route: { path: '/', page: 'marketing/landing-page' },
    });
  });

  it('shows the Practice, Revise and More tabs only to a signed-in student', () => {
    for (const path of ['/practice', '/revise', '/more']) {
      expect(view(path, 'signedIn')).toMatchObject({ kind: 'page', route: { path } });
      expect(view(path, 'signedOut')).toEqual({ kind: 'signIn' });
    }
  });

  it('shows the loading screen while the auth state loads', () => {
    expect(view('/dashboard', 'loading')).toEqual({ kind: 'loading' });
  });

  it('shows the sign-in screen in place of every signed-in-only page to a visitor', () => {
    const openToAll = new Set(['/offline-notes', '/app-diagnostic']);
    for (const route of APP_ROUTES.filter((r) => r.access === 'signedIn' && !openToAll.has(r.path))) {
      expect(decideRouteView(route, 'signedOut')).toEqual({ kind: 'signIn' });
      expect(decideRouteView(route, 'signedIn')).toEqual({ kind: 'page', route });
    }
  });

  it('opens the offline notes kept on this device to anyone, signed in or not', () => {
    const route = findRoute('/offline-notes')!;
    expect(decideRouteView(route, 'signedOut')).toEqual({ kind: 'page', route });
    expect(decideRouteView(route, 'signedIn')).toEqual({ kind: 'page', route });
  });

  it('opens the app diagnostics to anyone: a student who cannot sign in needs them most', () => {
    const route = findRoute('/app-diagnostic')!;
    expect(decideRouteView(route, 'signedOut')).toEqual({ kind: 'page', route });
    expect(decideRouteView(route, 'signedIn')).toEqual({ kind: 'page', route });
  });

  it('shows public pages to everyone', () => {
    expect(view('/about-us', 'signedOut')).toMatchObject({ kind: 'page', route: { path: '/about-us' } });
    expect(view('/about-us', 'signedIn')).toMatchObject({ kind: 'page', route: { path: '/about-us' } });
    expect(view('/neuro-case-ai/anything', 'signedOut')).toMatchObject({
      kind: 'page',
      route: { path: '/neuro-case-ai/*' },
    });
  });

  it('sends a signed-in user away from the sign-in and sign-up pages', () => {
    expect(view('/login', 'signedIn')).toEqual({ kind: 'toDashboard' });
    expect(view('/signup', 'signedIn')).toEqual({ kind: 'toDashboard' });
    expect(view('/login', 'signedOut')).toMatchObject({ kind: 'page', route: { path: '/login' } });
  });

  it('treats an unknown path as not found for a signed-in user and as sign-in for a visitor', () => {
    expect(view('/no-such-page', 'signedIn')).toEqual({ kind: 'notFound' });
    expect(view('/no-such-page', 'signedOut')).toEqual({ kind: 'signIn' });
    expect(view('/dashboard/extra', 'signedIn')).toEqual({ kind: 'notFound' });
  });

  it('matches the insights catch-all only for an email followed by insights', () => {
    expect(view('/asha@example.cominsights', 'signedIn')).toEqual({ kind: 'page', route: INSIGHTS_ROUTE });
    expect(view('/asha@example.cominsights', 'signedOut')).toEqual({ kind: 'signIn' });
    expect(view('/ashainsights', 'signedIn')).toEqual({ kind: 'notFound' });
  });

  it('no redirect source is also a route of its own', () => {
    for (const redirect of ROUTE_REDIRECTS) {
      expect(APP_ROUTES.some((route) => route.path === redirect.from)).toBe(false);
    }
  });
});
