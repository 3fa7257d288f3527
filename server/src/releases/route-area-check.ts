import { type RouteAreas, routeOutsideArea } from '@site/contracts/route-areas';
import { ROUTES_FILE } from '@site/contracts/remote-build';
import { routeAreaSetting } from '../config.js';
import { HttpError } from '../lib/http-error.js';

/**
 * Why a build's routes may not go live for `remote`, naming the first route that leaves the remote's area and the
 * setting that declares it; undefined when every route keeps to it.
 */
export function routesOutsideArea(
  remote: string,
  routes: readonly string[],
  areas: RouteAreas,
): string | undefined {
  const own = areas[remote];
  if (!own?.length) {
    return `${remote} has no area of paths on this server: ${routeAreaSetting(remote)} declares one`;
  }
  for (const route of routes) {
    const reason = routeOutsideArea(remote, route, areas);
    if (reason !== undefined) {
      return `${ROUTES_FILE}: ${reason}. ${remote}'s area: ${own.join(', ')} (${routeAreaSetting(remote)})`;
    }
  }
  return undefined;
}

/**
 * Refuses a version whose routes leave its remote's area as it goes out to visitors (a release, a make-live, a
 * rollback, a canary, a preview): 409 by default, as for a recorded release that can no longer go live.
 */
export function requireRoutesInArea(
  action: string,
  release: { remote: string; version: string; routes: readonly string[] },
  areas: RouteAreas,
  status: 'badRequest' | 'conflict' = 'conflict',
): void {
  const outside = routesOutsideArea(release.remote, release.routes, areas);
  if (outside) throw HttpError[status](`Cannot ${action} ${release.remote} ${release.version}: ${outside}`);
}
