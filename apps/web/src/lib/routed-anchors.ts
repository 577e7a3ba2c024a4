/**
 * Long lists of in-app links as plain `<a href>` (decision 160): one click handler on the list
 * routes a plain click through the router, as react-router's `Link` does for each of its anchors,
 * and everything else (a new tab, a download, another site) is the browser's. A `Link` costs
 * ~1.5 ms of rendering at a slow phone's speed; the dashboard's first screen had 32 of them.
 */
import { type MouseEvent, useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The anchor a plain click inside `container` landed on, when the app should route it itself. */
function routedAnchor(event: MouseEvent<HTMLElement>): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor || !event.currentTarget.contains(anchor)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  return anchor.origin === window.location.origin ? anchor : null;
}

/** The click handler for a list of in-app anchors. */
export function useRoutedAnchors(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search + location.hash;
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const anchor = routedAnchor(event);
      if (!anchor) return;
      event.preventDefault();
      const to = anchor.pathname + anchor.search + anchor.hash;
      // As `Link`: a link to the page already open replaces it instead of stacking a copy.
      navigate(to, { replace: to === here });
    },
    [navigate, here],
  );
}

/** `NavLink`'s rule: the link's path is the page, or a folder the page is in (not case-sensitive). */
export function isActivePath(to: string, pathname: string): boolean {
  const page = pathname.toLowerCase();
  const link = to.toLowerCase();
  if (link === '/') return page === '/';
  return page === link || (page.startsWith(link) && page.charAt(link.length) === '/');
}
