import type { RouteHandle } from '@site/shared/core';
import { type LoaderFunction, type Params, type RouteObject, generatePath, replace } from 'react-router-dom';
import { deviceRedirectTarget, windowWidth } from '../guards/device-rule';
import { routeHandleByName } from './route-registry';

/** The path of the page's twin for this device and window, or undefined when the page is the right one. */
export function deviceTwinPath(handle: RouteHandle, params: Params): string | undefined {
  const target = deviceRedirectTarget({
    userAgent: navigator.userAgent,
    width: windowWidth(),
    routeName: handle.record.name,
    kind: handle.record.kind,
    hasRoute: (name) => routeHandleByName(name) !== undefined,
  });
  const twin = target ? routeHandleByName(target) : undefined;
  return twin ? generatePath(twin.fullPath, params) : undefined;
}

/**
 * The device rule in every page's loader: a phone that opens a PC address is sent to the phone page before the PC
 * page's code is fetched or rendered (and the other way round). The shell's guard still handles window resizes.
 */
export function withDeviceRedirect(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const handle = route.handle as RouteHandle | undefined;
    const loader = route.loader;
    const children = route.children ? withDeviceRedirect(route.children) : undefined;
    if (!handle || typeof loader !== 'function') return { ...route, children } as RouteObject;
    const guarded: LoaderFunction = (args) => {
      const twin = deviceTwinPath(handle, args.params);
      if (!twin) return loader(args);
      const url = new URL(args.request.url);
      // A request carries no hash; on the page's first load it is the address bar's.
      const hash = url.pathname === window.location.pathname ? window.location.hash : '';
      // Replaces the wrong address in the history, so Back does not lead to it (and straight back here).
      return replace(`${twin}${url.search}${hash}`);
    };
    // A loader that runs as the router takes over the server's page runs there behind the rule too.
    return { ...route, loader: Object.assign(guarded, { hydrate: loader.hydrate }), children } as RouteObject;
  });
}
