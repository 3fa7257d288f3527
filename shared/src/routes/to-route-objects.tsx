import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { PageModule, RouteRecord } from './route-record';

export interface RouteHandle {
  record: Omit<RouteRecord, 'page' | 'children'>;
  /** Full path pattern from the root, for building the twin route's address. */
  fullPath: string;
  area: string;
}

type PageLoader = () => Promise<PageModule>;

const loadedPages = new WeakMap<PageLoader, ComponentType>();
const pendingPages = new WeakMap<PageLoader, Promise<ComponentType>>();

/**
 * Loads a page's code once. A failed load is forgotten so a retry fetches it again (React Router caches a failed
 * `lazy` for good, which is why pages load in a route loader instead).
 */
export function ensurePage(load: PageLoader): Promise<ComponentType> {
  const loaded = loadedPages.get(load);
  if (loaded) return Promise.resolve(loaded);
  let pending = pendingPages.get(load);
  if (!pending) {
    pending = load().then(
      (mod) => {
        loadedPages.set(load, mod.default);
        pendingPages.delete(load);
        return mod.default;
      },
      (error: unknown) => {
        pendingPages.delete(load);
        throw error;
      },
    );
    pendingPages.set(load, pending);
  }
  return pending;
}

function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

export function toRouteObjects(records: RouteRecord[], area: string, parentPath = ''): RouteObject[] {
  return records.map((record) => {
    const { page, children, ...data } = record;
    const fullPath = joinPath(parentPath, record.path);
    function RoutePage() {
      const Page = loadedPages.get(page);
      return Page ? <Page /> : null;
    }
    const handle: RouteHandle = { record: data, fullPath, area };
    return {
      id: record.name,
      path: record.path,
      handle,
      loader: async () => {
        await ensurePage(page);
        return null;
      },
      shouldRevalidate: () => false,
      Component: RoutePage,
      children: children ? toRouteObjects(children, area, fullPath) : undefined,
    } satisfies RouteObject;
  });
}
