import {
  DATA_WAIT_MS,
  ROOT_ROUTE_ID,
  type RouteHandle,
  appRoutes,
  areaRoute,
  getSiteConfig,
  startedFromFirstView,
  toRouteObjects,
  yieldToMain,
} from '@site/shared/core';
import { type RouteObject, createBrowserRouter, redirectDocument } from 'react-router-dom';
import { AreaErrorBoundary } from '../app/area-error-boundary';
import { areaProviders, loadAreaProviders } from '../app/area-layout';
import { FallbackRedirect } from '../app/fallback-redirect';
import { Shell } from '../app/shell';
import { loadRemoteRoutes } from '../remotes/load-remote-routes';
import { allowsThirdPartyScripts } from '@site/contracts/third-party-scripts';
import { remoteForPath } from '@site/contracts/route-match';
import type { LiveRemote } from '../remotes/remote-index';
import { withDeviceRedirect } from './device-redirect';
import { registerRouteHandles } from './route-registry';

function collectHandles(routes: RouteObject[]): RouteHandle[] {
  return routes.flatMap((route) => [
    ...(route.handle ? [route.handle as RouteHandle] : []),
    ...collectHandles(route.children ?? []),
  ]);
}

/** The page's one query cache, loaded for the areas whose pages use it. */
const pageQueryClient = () => import('@site/shared/query').then((mod) => mod.queryClient);

/**
 * The area route of a remote, from the records its ./routes module exposes (the shape is shared's, which the server's
 * render uses too).
 *
 * A script, once run, stays in its document: removing its tag unloads nothing. So a move between an area whose pages
 * load third-party scripts and one whose pages may not (staff pages, by default) loads a new document, which the
 * server also sends with the content security policy of its area.
 */
export function hostAreaRoute(
  remote: string,
  routes: RouteObject[],
  sharedProviders = false,
  documentArea?: string,
): RouteObject {
  const site = getSiteConfig();
  const crossesScriptRule =
    allowsThirdPartyScripts(remote, site) !== allowsThirdPartyScripts(documentArea, site);
  return areaRoute(remote, routes, {
    providers: sharedProviders ? areaProviders : null,
    ErrorBoundary: AreaErrorBoundary,
    loader: async ({ request }) => {
      if (crossesScriptRule) return redirectDocument(request.url);
      if (sharedProviders) await loadAreaProviders();
      return null;
    },
  });
}

/**
 * The host's router. It starts with no remote pages: when a path belongs to a remote (per remotes.json), that
 * remote's ./routes is loaded and its pages are patched in, so a remote adds pages without a host release.
 */
export function createAppRouter(remotes: LiveRemote[]) {
  const patched = new Set<string>();
  // The area this document was loaded for: it decided which third-party scripts the document may run.
  const documentArea = remoteForPath(remotes, window.location.pathname)?.name;
  const routes = appRoutes({
    Shell,
    ErrorBoundary: AreaErrorBoundary,
    pages: [
      { index: true, Component: FallbackRedirect },
      // Also /404, which a remote serves (the splat lets the router ask for the remote's routes there).
      { path: '*', Component: FallbackRedirect },
    ],
  });
  // A page that starts from the server's render shows the data the server rendered it with, and nothing newer: the
  // first render must match that markup. Data the server could not fetch is fetched by the page once it runs.
  let dataWaitMs = startedFromFirstView() ? 0 : DATA_WAIT_MS;

  const router = createBrowserRouter(routes, {
    async patchRoutesOnNavigation({ path, patch }) {
      const remote = remoteForPath(remotes, path);
      if (!remote || patched.has(remote.name)) return;
      // Each step is a few milliseconds on a slow phone, and each would otherwise run on in the task before it (the
      // router's creation, then the remote's code arriving): a task each keeps them all short.
      await yieldToMain();
      const routesModule = await loadRemoteRoutes(remote.name);
      await yieldToMain();
      if (patched.has(remote.name)) return;
      const pages = withDeviceRedirect(
        toRouteObjects(routesModule.default, remote.name, {
          queryClient: pageQueryClient,
          dataWaitMs: () => dataWaitMs,
        }),
      );
      registerRouteHandles(collectHandles(pages));
      patch(ROOT_ROUTE_ID, [
        hostAreaRoute(remote.name, pages, routesModule.sharedProviders !== false, documentArea),
      ]);
      patched.add(remote.name);
    },
  });
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    dataWaitMs = DATA_WAIT_MS;
    unsubscribe();
  });
  return router;
}
