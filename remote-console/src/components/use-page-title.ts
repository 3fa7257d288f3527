import { pageTitleAtom, writeAtom } from '@site/shared/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Gives the host the page's title in the console's language (the route's meta title is a fixed English string).
 * `undefined` while the text is not loaded: the host keeps the meta title until then.
 */
export function usePageTitle(title: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (title) writeAtom(pageTitleAtom, { pathname, title });
  }, [pathname, title]);
}
