import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { type RetryableOnce, retryableOnce } from '../lib/retryable-once';
import type { PageModule, RouteRecord } from './route-record';

export interface RouteHandle {
  record: Omit<RouteRecord, 'page' | 'children'>;
  /** Full path pattern from the root, for building the twin route's address. */
  fullPath: string;
  area: string;
}

type PageLoader = () => Promise<PageModule>;

const pages = new WeakMap<PageLoader, RetryableOnce<ComponentType>>();

function pageOf(load: PageLoader): RetryableOnce<ComponentType> {
  let page = pages.get(load);
  if (!page) {
    page = retryableOnce(() => load().then((mod) => mod.default));
    pages.set(load, page);
  }
  return page;
}

/**
 * Loads a page's code once. A failed load is forgotten so a retry fetches it again (React Router caches a failed
 * `lazy` for good, which is why pages load in a route loader instead).
 */
export function ensurePage(load: PageLoader): Promise<ComponentType> {
  return pageOf(load).load();
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
      const Page = pageOf(page).value();
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
