import type { RouteHandle } from '@site/shared/core';

/** Every composed route by name, so the device guard can find a page's m- twin. */
const routesByName = new Map<string, RouteHandle>();

export function registerRouteHandles(handles: RouteHandle[]): void {
  for (const handle of handles) routesByName.set(handle.record.name, handle);
}

export function routeHandleByName(name: string): RouteHandle | undefined {
  return routesByName.get(name);
}
