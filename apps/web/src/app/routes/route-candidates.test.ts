import { APP_ROUTES, ROUTE_REDIRECTS } from '@medsutra/contract/routes';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeCandidates } from './route-candidates';

const routes = [
  ...ROUTE_REDIRECTS.map(({ from }) => ({ path: from })),
  ...APP_ROUTES.map(({ path }) => ({ path })),
  { path: '*' },
];

/** Each route's path with its parameters filled, and the shapes a typed or old link can take. */
const samples = [
  ...routes.flatMap(({ path }) => {
    const filled = path.replace(/:[A-Za-z]+/g, 'x1').replace(/\*$/, 'step/2');
    return [filled, filled.toUpperCase(), `${filled}/`, `${filled}/extra`];
  }),
  '/',
  '',
  '/asha@example.cominsights',
  '/no-such-page',
  '/library/subtopic/abc',
  '/%6Cibrary',
  '/%E0%A4%',
  '//dashboard',
];

const matched = (list: { path?: string }[], pathname: string) =>
  (matchRoutes(list, pathname) ?? []).map((match) => match.route.path);

describe('the routes that can match a path', () => {
  it('match every path as all the routes do', () => {
    const candidatesFor = routeCandidates(routes);
    for (const pathname of samples) {
      expect(matched(candidatesFor(pathname), pathname), pathname).toEqual(matched(routes, pathname));
    }
  });

  it('are a handful, the same array for the same first segment', () => {
    const candidatesFor = routeCandidates(routes);
    expect(candidatesFor('/dashboard').map((route) => route.path)).toEqual(['/dashboard', '*']);
    expect(candidatesFor('/Dashboard')).toBe(candidatesFor('/dashboard/'));
    expect(candidatesFor('/admin/users/1').length).toBeLessThan(15);
  });

  it('keep a route whose first segment is a parameter for every path', () => {
    const candidatesFor = routeCandidates([{ path: '/about' }, { path: '/:handle' }, { path: '/a/b' }]);
    expect(candidatesFor('/about').map((route) => route.path)).toEqual(['/about', '/:handle']);
    expect(candidatesFor('/asha').map((route) => route.path)).toEqual(['/:handle']);
  });
});
