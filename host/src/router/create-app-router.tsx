import {
  ROOT_ROUTE_ID,
  type RouteDataOptions,
  type RouteHandle,
  type RoutesModule,
  appRoutes,
  areaRoute,
  firstViewArea,
  firstViewHydrationData,
  getSiteConfig,
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
    loader: Object.assign(
      async ({ request }: { request: Request }) => {
        if (crossesScriptRule) return redirectDocument(request.url);
        if (sharedProviders) await loadAreaProviders();
        return null;
      },
      // Also when the router starts from the server's route data: the area's pages need the providers' code before
      // they can hydrate.
      { hydrate: true },
    ),
  });
}

/** The remote whose page the server rendered, with its ./routes module, for the router's starting table. */
export interface StartingArea {
  name: string;
  routesModule: RoutesModule;
}

/**
 * Loads the routes of the area the server rendered the page for, so that the router starts with them and the route
 * data the server sent has its routes. Undefined without a first view, or when they fail to load: the router then
 * asks for them as on a navigation, and shows the area's error if they fail again.
 */
export async function loadStartingArea(remotes: LiveRemote[]): Promise<StartingArea | undefined> {
  const name = firstViewArea();
  if (!name || !remotes.some((remote) => remote.name === name)) return undefined;
  return loadRemoteRoutes(name).then(
    (routesModule) => ({ name, routesModule }),
    () => undefined,
  );
}

/**
 * The host's router. It starts with the pages of the area the server rendered, if any, and its route data; when a
 * path belongs to another remote (per remotes.json), that remote's ./routes is loaded and its pages are patched in,
 * so a remote adds pages without a host release.
 */
export function createAppRouter(remotes: LiveRemote[], startingArea?: StartingArea) {
  const patched = new Set<string>();
  // The area this document was loaded for: it decided which third-party scripts the document may run.
  const documentArea = remoteForPath(remotes, window.location.pathname)?.name;
  const hydrationData = startingArea ? firstViewHydrationData() : undefined;
  const dataOptions: RouteDataOptions = {
    queryClient: pageQueryClient,
    // Until the router has taken over the server's page, its loaders load only code (see RouteDataOptions). A loader
    // asks only after its first yield, once `router` is set.
    hydrating: () => hydrationData !== undefined && !router.state.initialized,
  };
  const areaOf = ({ name, routesModule }: StartingArea) => {
    const pages = withDeviceRedirect(toRouteObjects(routesModule.default, name, dataOptions));
    registerRouteHandles(collectHandles(pages));
    patched.add(name);
    return hostAreaRoute(name, pages, routesModule.sharedProviders !== false, documentArea);
  };
  const routes = appRoutes(
    {
      Shell,
      ErrorBoundary: AreaErrorBoundary,
      pages: [
        { index: true, Component: FallbackRedirect },
        // Also /404, which a remote serves (the splat lets the router ask for the remote's routes there).
        { path: '*', Component: FallbackRedirect },
      ],
    },
    startingArea ? [areaOf(startingArea)] : [],
  );

  const router = createBrowserRouter(routes, {
    hydrationData,
    async patchRoutesOnNavigation({ path, patch }) {
      const remote = remoteForPath(remotes, path);
      if (!remote || patched.has(remote.name)) return;
      // Each step is a few milliseconds on a slow phone, and each would otherwise run on in the task before it (the
      // router's creation, then the remote's code arriving): a task each keeps them all short.
      await yieldToMain();
      const routesModule = await loadRemoteRoutes(remote.name);
      await yieldToMain();
      if (patched.has(remote.name)) return;
      patch(ROOT_ROUTE_ID, [areaOf({ name: remote.name, routesModule })]);
    },
  });
  return router;
}
