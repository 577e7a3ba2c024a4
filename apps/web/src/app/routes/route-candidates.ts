/**
 * The routes that can match a path, so that the router ranks a handful instead of all of them.
 * react-router's `useRoutes` flattens and ranks every route it is given on each render: with the
 * app's ~140 routes that was ~30 ms of a phone's start-up, on every page, before anything showed
 * (decision 160). A route whose first segment is static can only match a path with that first
 * segment (matching ignores case, as react-router's does); a route whose first segment is a
 * parameter, a splat or optional, or that has no path, may match any path and is always kept.
 * The order of the routes given is kept, so ranking among the candidates is the router's own.
 */
type Routed = { path?: string };

const ANY_PATH = Symbol('any path');

function firstSegment(path: string): string | typeof ANY_PATH {
  const segment = path.split('/').find((part) => part !== '') ?? '';
  // An escaped first segment ('%6C…') is left to the router, which decodes it, with every route.
  return /[:*?%]/.test(segment) ? ANY_PATH : segment.toLowerCase();
}

/** A function from a pathname to the routes that can match it, the same array for the same first segment. */
export function routeCandidates<T extends Routed>(routes: readonly T[]): (pathname: string) => T[] {
  const keyOf = (route: T) => (route.path === undefined ? ANY_PATH : firstSegment(route.path));
  const chosen = new Map<string, T[]>();
  return (pathname) => {
    const key = firstSegment(pathname);
    // A first segment the router must read itself (an escape, ':', '*' or '?') is given every route.
    if (key === ANY_PATH) return [...routes];
    let candidates = chosen.get(key);
    if (!candidates) {
      candidates = routes.filter((route) => {
        const routeKey = keyOf(route);
        return routeKey === ANY_PATH || routeKey === key;
      });
      chosen.set(key, candidates);
    }
    return candidates;
  };
}
