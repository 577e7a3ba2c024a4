import { useEffect } from 'react';
import { useNavigationType } from 'react-router';

/**
 * A new page starts at its top; going back (a POP: the back button, or history.back) keeps the
 * browser's own scroll restoration. Without this a page opened from far down another (the AI
 * tools list from the foot of Home) opened at the old page's scroll position.
 */
export function useNewPageStartsAtTop(pathname: string) {
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new path, which the body does not read
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
