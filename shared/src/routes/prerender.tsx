import { type DehydratedState, QueryClient, QueryClientProvider, dehydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  type RouteObject,
  type StaticHandlerContext,
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  generatePath,
  matchRoutes,
} from 'react-router';
import { QUERY_CLIENT_CONFIG, QUERY_STATE_ID } from '../api/query-client';
import { type RenderScope, currentRender, withRender } from '../api/render-fetch';
import { AppRoot, ShellFrame, appRoutes, areaRoute } from '../app/app-tree';
import {
  type PrerenderBuild,
  type PrerenderRequest,
  type PrerenderedPage,
  type RenderContext,
  RENDER_PROTOCOL,
} from '@site/contracts/prerender-protocol';
import { jsonDataTag } from '@site/contracts/json-data-tag';
import { joinRoutePath } from '@site/contracts/remote-build';
import { getSiteConfig } from '../config/site-config';
import { documentTitle } from './document-title';
import { FIRST_VIEW_ID, type FirstViewDevice, type FirstViewTag } from './first-view';
import { PageStatusContext } from './page-status';
import { collectStyles } from './prerender-styles';
import { type RouteRecord, type RoutesModule, deviceTwinName } from './route-record';
import { toRouteObjects } from './to-route-objects';

export { trackedStyles } from './prerender-styles';

interface FlatRecord {
  record: RouteRecord;
  fullPath: string;
  /** The page or a layout around it is for signed-in users. */
  requiresAuth: boolean;
}

function flatten(records: RouteRecord[], parent = '', parentAuth = false): FlatRecord[] {
  return records.flatMap((record) => {
    const fullPath = joinRoutePath(parent, record.path);
    const requiresAuth = parentAuth || record.meta.requiresAuth === true;
    return [{ record, fullPath, requiresAuth }, ...flatten(record.children ?? [], fullPath, requiresAuth)];
  });
}

/** The page a browser on this device ends on (the host's device rule, as far as the user agent tells it). */
function pageForDevice(
  found: FlatRecord,
  byName: Map<string, FlatRecord>,
  device: PrerenderRequest['device'],
): FlatRecord | undefined {
  if (found.record.kind !== 'public' && device === 'unknown') return undefined;
  const twin = deviceTwinName(found.record, device === 'phone', (name) => byName.has(name));
  return twin ? byName.get(twin) : found;
}

/**
 * A page sent as a finished document, without the application: one that says it needs no script (route meta), that
 * the device rule never moves (public, or a device page without a twin for the other device), and whose data all
 * arrived (a failed or late call is the application's to make again, with its retry button).
 */
function isStaticPage(page: FlatRecord, byName: Map<string, FlatRecord>, complete: boolean): boolean {
  if (!complete || page.record.meta.staticPage !== true) return false;
  const otherView = page.record.kind === 'pc';
  return deviceTwinName(page.record, otherView, (name) => byName.has(name)) === null;
}

/** Whether every call of the render succeeded (the cache's queries: the dehydrated ones are only those that did). */
const allDataArrived = (client: QueryClient): boolean =>
  client
    .getQueryCache()
    .getAll()
    .every((query) => query.state.status === 'success');

/** The query string with only the parameters the page reads (route meta), in a fixed order. */
function keptSearch(search: URLSearchParams, kept: string[] | undefined): string {
  const params = new URLSearchParams();
  for (const name of [...(kept ?? [])].sort()) {
    for (const value of search.getAll(name)) params.append(name, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The page's data without the moments it was read: a page kept for every visitor is the same bytes while its data is
 * the same (one compressed copy, one ETag, 304 to a browser that has it), however often the server read that data
 * again. The browser counts the data as read when the page arrives (shared/src/api/query-client.ts): the server sends
 * a kept page only while its data is current.
 */
function withoutReadTimes(data: DehydratedState): DehydratedState {
  return {
    ...data,
    queries: data.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 },
    })),
  };
}

// A render waits this long for the page's data (the worker running it stops it after a few seconds): a page whose
// data is late is sent without it, and the browser fetches it.
const SERVER_DATA_WAIT_MS = 1_500;

// The origin a render's addresses are read against (what matters of them is their path and query).
const RENDER_ORIGIN = 'http://prerender.invalid';

/** A signed-in page's answer: what its routes fetched, without markup, never kept (it is one visitor's). */
function signedInData(
  path: string,
  data: ReturnType<typeof dehydrate>,
  meta: RouteRecord['meta'],
  lang: string,
): PrerenderedPage | null {
  // Only what arrived: a failed or late call is the browser's to make again.
  const queries = data.queries.filter((query) => query.state.status === 'success');
  if (queries.length === 0) return null;
  return {
    path,
    html: '',
    head: jsonDataTag(QUERY_STATE_ID, { ...data, queries }),
    title: documentTitle(meta, getSiteConfig().gameName),
    lang,
    dataOnly: true,
    searchParams: [...(meta.searchParams ?? [])],
  };
}

/**
 * The page's root on the server: the browser's (AppTree), around the static router of this render. Both routers'
 * providers render a fragment of the routes and one more child (the static one's inline script of its data, the
 * browser's nothing), and useId counts that child: without the script both sides have the same two children, so the
 * ids of a page's fields match. The data goes with the page in the application's own data tag instead.
 */
function ServerAppTree({
  router,
  context,
}: {
  router: ReturnType<typeof createStaticRouter>;
  context: StaticHandlerContext;
}) {
  return (
    <AppRoot>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>
  );
}

function ServerShell() {
  // The bar shows only while a navigation is pending, which a server render never has.
  return <ShellFrame progressLabel="" />;
}

/**
 * A remote's prerender entry (src/prerender.ts, built for Node): renders the page at an address with its data, with
 * the same route tree as the host's (shared/src/app/app-tree.tsx), so the browser hydrates the markup in place.
 * The page's data is fetched through the route's own loader into a query cache of this render, and sent with the
 * page. Answers null for addresses the remote does not serve and for device pages when the device is unknown.
 * A page of signed-in users gets no markup (its look is the visitor's settings, kept in the browser): for a visitor
 * with a session, only the data its routes load, so the browser renders it without waiting for that data; without
 * one, null. The page's API calls go through the fetch of the render's context (the server's, for its own routes).
 * What the remote's prerender entry exports: `export const { render, protocol } = createPrerender(...)`.
 */
export function createPrerender(
  routesModule: RoutesModule,
  options: { lang: string; area: string },
): PrerenderBuild {
  const flat = flatten(routesModule.default).filter((entry) => !entry.record.children?.length);
  const byName = new Map(flat.map((entry) => [entry.record.name, entry]));
  const matchable: RouteObject[] = flat.map((entry) => ({ id: entry.record.name, path: entry.fullPath }));
  // The route tree and React Router's static handler are made once for the build (the handler ranks every route when
  // it is made, the better part of a render's work): what is a render's own (its query cache, its visitor) its routes
  // read from the render they run in.
  const renderClient = (): QueryClient => {
    const client = currentRender()?.queryClient;
    if (!client) throw new Error('a route of the prerender build ran outside a render');
    return client;
  };
  const providers =
    routesModule.sharedProviders === false
      ? null
      : () =>
          function RenderQueries({ children }: { children: ReactNode }) {
            return <QueryClientProvider client={renderClient()}>{children}</QueryClientProvider>;
          };
  const pages = toRouteObjects(routesModule.default, options.area, {
    queryClient: async () => renderClient(),
    dataWaitMs: SERVER_DATA_WAIT_MS,
    context: () => ({ signedIn: currentRender()?.signedIn }),
  });
  const handler = createStaticHandler(
    appRoutes({ Shell: ServerShell }, [areaRoute(options.area, pages, { providers })]),
  );

  const renderPage = async (
    request: PrerenderRequest,
    { fetch }: RenderContext,
  ): Promise<PrerenderedPage | null> => {
    const url = new URL(request.url, RENDER_ORIGIN);
    const match = matchRoutes(matchable, url.pathname)?.at(-1);
    const found = match?.route.id ? byName.get(match.route.id) : undefined;
    if (!match || !found) return null;
    const page = pageForDevice(found, byName, request.device);
    if (!page || (page.requiresAuth && !request.signedIn)) return null;
    const path = page === found ? url.pathname : generatePath(page.fullPath, match.params);
    const { meta } = page.record;
    const location = `${path}${keptSearch(url.searchParams, meta.searchParams)}`;
    // A device page is its device's; a public page is rendered for what the user agent says (desktop if unsure).
    const kind = page.record.kind === 'public' ? request.device : page.record.kind;
    const device: FirstViewDevice = kind === 'phone' || kind === 'mobile' ? 'phone' : 'desktop';
    // Everything the render runs (its loaders' API calls, its components) reads this render's fetch, site config,
    // first view and query cache, never those of another render running at the same time.
    const client = new QueryClient(QUERY_CLIENT_CONFIG);
    const scope: RenderScope = {
      fetch,
      site: request.site,
      firstView: { device, area: options.area },
      queryClient: client,
      signedIn: page.requiresAuth,
    };
    return withRender(scope, () => renderMatched(page, path, location, device, client));
  };

  const renderMatched = async (
    page: FlatRecord,
    path: string,
    location: string,
    device: FirstViewDevice,
    client: QueryClient,
  ): Promise<PrerenderedPage | null> => {
    const { meta } = page.record;
    // React Router's static handler runs the matched routes' loaders (the page's code, its data into this render's
    // cache) once, for this one request; the static router then renders what they loaded.
    const context = await handler.query(new Request(new URL(location, RENDER_ORIGIN)));
    try {
      // A redirect is the browser's to follow, and a page whose code failed to load the browser's to show (with its
      // retry).
      if (context instanceof Response || context.errors) return null;
      const data = dehydrate(client);
      if (page.requiresAuth) return signedInData(path, data, meta, meta.lang ?? options.lang);
      let status: number | undefined;
      const noteStatus = (code: number) => {
        status = code;
      };
      const router = createStaticRouter(handler.dataRoutes, context);
      const { result: html, css } = collectStyles(() =>
        renderToString(
          <PageStatusContext.Provider value={noteStatus}>
            <ServerAppTree router={router} context={context} />
          </PageStatusContext.Provider>,
        ),
      );
      // Read after the render, which may start queries of its own.
      const complete = allDataArrived(client);
      const staticPage = isStaticPage(page, byName, complete);
      const head = [
        // A stylesheet cannot end its own element.
        `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`,
        // What the application reads as it starts: a static page runs none.
        ...(staticPage
          ? []
          : [
              // The loaders' answers go with it: the browser's router starts from them (its hydrationData), and
              // runs again only the loaders that load the page's code.
              jsonDataTag(FIRST_VIEW_ID, {
                device,
                area: options.area,
                loaderData: context.loaderData,
              } satisfies FirstViewTag),
              data.queries.length > 0 ? jsonDataTag(QUERY_STATE_ID, withoutReadTimes(data)) : '',
            ]),
      ].join('');
      return {
        path,
        html,
        head,
        title: documentTitle(meta, getSiteConfig().gameName),
        lang: meta.lang ?? options.lang,
        description: meta.description,
        staticPage,
        icon: meta.icon,
        complete,
        searchParams: [...(meta.searchParams ?? [])],
        ...(status ? { status } : {}),
        ...(meta.firstViewLook ? { look: meta.firstViewLook } : {}),
      };
    } finally {
      client.clear();
    }
  };

  return { render: renderPage, protocol: RENDER_PROTOCOL };
}
