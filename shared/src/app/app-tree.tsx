import { type ComponentType, type ReactNode, StrictMode, createElement } from 'react';
import { type RouteObject, Outlet, RouterProvider, useNavigation } from 'react-router-dom';
import { StateProvider } from '../state/state-provider';

// The one tree of the application, from the root of the page down to each page: the host builds its browser router
// from it, and a remote's prerender build its server render. Hydration keeps the server's DOM only when both sides
// render exactly the same markup, ids from useId included, which depend on the shape of the tree above a page: so
// the shape is declared here, once, and each side only fills in its own parts (the host's effects, the providers).

type Router = Parameters<typeof RouterProvider>[0]['router'];

/**
 * Once the router has run the first address's loaders (the page's code, and its data unless the router starts from
 * the server's): the first render then renders the page itself, as the server did, not the pending state
 * (HydrateFallback) that RouterProvider renders until `router.state.initialized`. React Router has no promise of its
 * own for that moment.
 */
export function routerInitialized(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** What surrounds the router at the page's root, in the browser and on the server alike. */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <StateProvider>{children}</StateProvider>
    </StrictMode>
  );
}

/** The page's root in the browser: everything the application renders. */
export function AppTree({ router }: { router: Router }) {
  return (
    <AppRoot>
      <RouterProvider router={router} />
    </AppRoot>
  );
}

/**
 * What the shell renders around every page: the top bar (no spinner) while a route and its remote load, then the
 * page. The bar is the one the page shows while it boots (styled in the host's index.html), so start-up and
 * navigation look alike and it costs no script or stylesheet of its own.
 */
export function ShellFrame({ progressLabel }: { progressLabel: string }) {
  const busy = useNavigation().state !== 'idle';
  return (
    <>
      {busy ? <div className="boot-progress" role="progressbar" aria-label={progressLabel} /> : null}
      <Outlet />
    </>
  );
}

export const ROOT_ROUTE_ID = 'root';

export interface AppRouteParts {
  /** Renders ShellFrame; the host's adds its effects (device guard, scripts, document meta). */
  Shell: ComponentType;
  /** The root's fallback while an area cannot be shown (the host's: a remote failed to load or threw). */
  ErrorBoundary?: ComponentType;
  /** The root's own pages beside the areas: the redirects of "/" and unknown paths, the not-found page. */
  pages?: RouteObject[];
}

/** The route tree: the shell, the root, and under it the areas (one per remote) and the root's own pages. */
export function appRoutes(parts: AppRouteParts, areas: RouteObject[] = []): RouteObject[] {
  return [
    {
      id: 'shell',
      Component: parts.Shell,
      HydrateFallback: () => null,
      children: [
        {
          id: ROOT_ROUTE_ID,
          ErrorBoundary: parts.ErrorBoundary,
          children: [...(parts.pages ?? []), ...areas],
        },
      ],
    },
  ];
}

type Providers = ComponentType<{ children: ReactNode }>;

export interface AreaOptions {
  /**
   * The shared providers (the query cache) around the area's pages, once they are loaded; null for an area whose
   * pages need none. The same single wrapper on both sides, whichever cache it provides.
   */
  providers: (() => Providers | undefined) | null;
  /** Runs when the area is entered (not on moves within it): loads the providers, checks the host's rules. */
  loader?: NonNullable<RouteObject['loader']>;
  ErrorBoundary?: ComponentType;
}

/** The area route of a remote: its pages, under its error boundary and its providers. */
export function areaRoute(remote: string, pages: RouteObject[], options: AreaOptions): RouteObject {
  const { providers } = options;
  return {
    id: `area:${remote}`,
    ErrorBoundary: options.ErrorBoundary,
    children: pages,
    loader: options.loader ?? (() => null),
    // Within the area nothing changes: the loader runs when the area is entered.
    shouldRevalidate: () => false,
    ...(providers
      ? {
          Component: function ProvidedArea() {
            const provided = providers();
            return provided ? createElement(provided, null, <Outlet />) : <Outlet />;
          },
        }
      : {}),
  };
}
