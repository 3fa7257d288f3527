import { isSignedIn } from '@site/shared/core';
import {
  contentDataQuery,
  popularQuery,
  publicNoticesQuery,
  userInfoRequest,
  workplaceSummaryQuery,
} from './queries';

/** A query's key and its answer, already on the way. */
export interface Started {
  queryKey: readonly unknown[];
  answer: Promise<unknown>;
}

/**
 * The first queries of a page, started by its route loader (routes.ts) beside the page's code: the page renders
 * with its data, or with it on the way, instead of asking for it only once it has rendered. Only the API client
 * (loaded with the host) is needed to start them; the answers go into the query cache once it has loaded
 * (prefetch-cache.ts), where the page's own queries (same keys) take them over, or fetch again if one failed.
 */
function start(queries: { queryKey: readonly unknown[]; queryFn: () => Promise<unknown> }[]): void {
  // Nobody logged in: the layout sends the user to the login page, which needs no data.
  if (!isSignedIn()) return;
  const started = queries.map(({ queryKey, queryFn }) => {
    const answer = queryFn();
    // Seen by the page's query if it fails; never an unhandled rejection here.
    answer.catch(() => undefined);
    return { queryKey, answer };
  });
  void import('./prefetch-cache').then(
    (mod) => mod.seed(started),
    () => undefined,
  );
}

let layoutStarted = false;

/** Every page in the layout shows the user (navbar, permissions): once per page load, the cache keeps it after. */
export function prefetchLayout(): void {
  if (layoutStarted) return;
  layoutStarted = true;
  start([userInfoRequest]);
}

/** The workplace's first view: its overview, chart, popular list (first tab) and the published notices. */
export function prefetchWorkplace(): void {
  start([workplaceSummaryQuery, contentDataQuery, popularQuery('text'), publicNoticesQuery(50)]);
}
