import { joinRoutePath } from '@site/contracts/remote-build';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { type RetryableOnce, retryableOnce } from '../lib/retryable-once';
import { yieldToMain } from '../lib/yield-to-main';
import type { LoadContext, PageModule, RouteParams, RouteRecord } from './route-record';

export interface RouteHandle {
  record: Omit<RouteRecord, 'page' | 'loadData' | 'children'>;
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
 * Loads a page's code once. A failed load is forgotten so a retry fetches it again (React Router keeps a rejected
 * `lazy` for the router's life, which is why pages load in a route loader instead).
 */
export function ensurePage(load: PageLoader): Promise<ComponentType> {
  return pageOf(load).load();
}

/**
 * How long a route waits for its page's data before it renders without it (the page then shows its loading state):
 * a slow API must not hold a page back for long.
 */
export const DATA_WAIT_MS = 1_000;

function dataOf(
  loadData: NonNullable<RouteRecord['loadData']>,
  params: RouteParams,
  search: URLSearchParams,
  queryClient: () => Promise<QueryClient>,
  waitMs: number,
  context: LoadContext,
): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    queryClient()
      .then((client) => loadData(params, client, search, context))
      .catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]).finally(() => clearTimeout(timer));
}

function sameParams(a: RouteParams, b: RouteParams): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

/** Whether two addresses agree on the query parameters a page reads (none when it names none). */
function sameSearch(a: URL, b: URL, names: readonly string[] | undefined): boolean {
  return (names ?? []).every(
    (name) => a.searchParams.getAll(name).join('&') === b.searchParams.getAll(name).join('&'),
  );
}

export interface RouteDataOptions {
  /** The query cache that route data goes into: the page's in the browser, the render's own on the server. */
  queryClient: () => Promise<QueryClient>;
  /** How long a route waits for its data: DATA_WAIT_MS when not said. */
  dataWaitMs?: number;
  /** What the loaders are told of the request (a server render knows whether its visitor is signed in). */
  context?: () => LoadContext;
  /**
   * Whether the router is taking over a page the server rendered: its loaders then load only the page's code. The
   * page's data is in the query cache already (the server sent it), or it failed on the server, and then the page
   * fetches it once it runs: the first render shows what the server rendered, never newer data.
   */
  hydrating?: () => boolean;
}

// Without a cache (a remote running on its own, tests) route data is simply not fetched ahead of the page.
const NO_DATA: RouteDataOptions = { queryClient: () => Promise.reject(new Error('no query cache')) };

export function toRouteObjects(
  records: RouteRecord[],
  area: string,
  dataOptions: RouteDataOptions = NO_DATA,
  parentPath = '',
): RouteObject[] {
  return records.map((record) => {
    const { page, children, loadData, ...data } = record;
    const fullPath = joinRoutePath(parentPath, record.path);
    function RoutePage() {
      const Page = pageOf(page).value();
      return Page ? <Page /> : null;
    }
    const handle: RouteHandle = { record: data, fullPath, area };
    return {
      id: record.name,
      path: record.path,
      handle,
      loader: Object.assign(
        async ({ params, request }: LoaderFunctionArgs) => {
          // Starting the page's code (its chunks and the shared modules they use) and its data's request are each a
          // few milliseconds on a slow phone, as are the other matched routes' loaders, which start in the same
          // task: one task each instead of one long one.
          await yieldToMain();
          await Promise.all([
            ensurePage(page),
            loadData &&
              !dataOptions.hydrating?.() &&
              yieldToMain().then(() =>
                dataOf(
                  loadData,
                  params,
                  new URL(request.url).searchParams,
                  dataOptions.queryClient,
                  dataOptions.dataWaitMs ?? DATA_WAIT_MS,
                  dataOptions.context?.() ?? {},
                ),
              ),
          ]);
          return null;
        },
        // Also when the router starts from the server's route data: the page's component needs its code before the
        // page can hydrate.
        { hydrate: true },
      ),
      // The page's code never changes; its data does when the address names another item (notice 1, then notice 2)
      // or another value of a query parameter the page reads (page 1 of a list, then page 2).
      shouldRevalidate: ({ currentParams, nextParams, currentUrl, nextUrl }) =>
        loadData !== undefined &&
        (!sameParams(currentParams, nextParams) ||
          !sameSearch(currentUrl, nextUrl, record.meta.searchParams)),
      Component: RoutePage,
      children: children ? toRouteObjects(children, area, dataOptions, fullPath) : undefined,
    } satisfies RouteObject;
  });
}
