import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Opens every page a link or a redirect leads to at its top (after sign-up, the inscription page used to open
 * where the form had been scrolled to). Back and forward (POP) are left to the browser, which restores the
 * position; a change of the query alone (a list's filters) or a #fragment keeps the position too.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a new path only, not on a new query or hash.
  useLayoutEffect(() => {
    if (navigationType === 'POP' || hash) return;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
