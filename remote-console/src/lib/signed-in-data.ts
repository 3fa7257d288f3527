import { type RouteParams, type RouteRecord, isSignedIn } from '@site/shared/core';
import type { QueryClient } from '@tanstack/react-query';

/**
 * A route's data (RouteRecord.loadData), fetched ahead only for a signed-in visitor: without a session the layout
 * sends the visitor to the login page, which needs none of it, and the calls would only answer "not logged in".
 * A server render says whether its visitor is signed in (the context); the browser reads its own mark.
 * The loaders import the query definitions when they run, so the console's routes module (loaded on every console
 * page, the login page included) stays free of TanStack Query.
 */
export function signedInData(
  load: (queryClient: QueryClient, params: RouteParams) => Promise<unknown>,
): NonNullable<RouteRecord['loadData']> {
  return (params, queryClient, _search, context) =>
    (context?.signedIn ?? isSignedIn()) ? load(queryClient, params) : Promise.resolve();
}
