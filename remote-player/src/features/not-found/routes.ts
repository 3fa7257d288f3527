import type { RouteRecord } from '@site/shared/core';
import { NOT_FOUND_PATH } from '@site/contracts/route-match';

/**
 * The site's not-found page, in the game site's look. One page for every device (public: the device rule never moves
 * it), in the layout the rule would give the browser; its links lead into /home.
 */
export const notFoundRoute: RouteRecord = {
  name: 'not-found',
  path: NOT_FOUND_PATH,
  kind: 'public',
  meta: {
    title: 'ページが見つかりません',
    description: 'お探しのページは見つかりませんでした。',
    lang: 'ja',
  },
  page: () => import('./pages/not-found-page'),
};
