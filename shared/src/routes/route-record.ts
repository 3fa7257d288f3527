import type { QueryClient } from '@tanstack/react-query';
import type { FirstViewLook } from '@site/contracts/first-view-look';
import type { ComponentType } from 'react';

/** pc and mobile pages have twins (mobile names carry the m- prefix); public pages are never moved by device. */
export type RouteKind = 'pc' | 'mobile' | 'public';

export interface RouteMeta {
  /** Page title; the host shows it in the document title. */
  title?: string;
  /** Page icon (favicon address); the site icon when absent. */
  icon?: string;
  requiresAuth?: boolean;
  /** Roles allowed; absent or empty means every role. */
  roles?: string[];
  /** i18n key of the menu label (console). */
  locale?: string;
  order?: number;
  hideInMenu?: boolean;
  /** Language of the page, for <html lang>. */
  lang?: string;
  /** Shown to search engines and link previews. */
  description?: string;
  /** The tab bar does not keep this page alive (console). */
  ignoreCache?: boolean;
  /**
   * The page is a finished document that needs no script (a legal text, the questionnaire report). Opened directly,
   * it is sent as the server renders it, without the application, when the device rule never moves it (a public page,
   * or a device page without a twin) and its data all arrived.
   */
  staticPage?: boolean;
  /**
   * The query parameters the page's markup depends on (a form's result after a post without JavaScript). The server
   * renders a page, and keeps the render, by its path and these parameters only: any other query string is ignored.
   */
  searchParams?: string[];
  /**
   * The page's look is kept in the browser's storage (the console's language and theme): the stored values its first
   * view is rendered for. A browser holding others gets the page rendered by the application instead.
   */
  firstViewLook?: FirstViewLook;
}

/** The parameters of a page's address, as React Router matched them. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface PageModule {
  default: ComponentType;
}

/** What a route's data loader knows of the request beyond its address. */
export interface LoadContext {
  signedIn?: boolean;
}

/** What a remote exposes as ./routes: the host composes these into its router. */
export interface RouteRecord {
  name: string;
  path: string;
  kind: RouteKind;
  meta: RouteMeta;
  page: () => Promise<PageModule>;
  /**
   * Fetches the page's data into the query cache while its route loads, alongside its code, so the page renders once
   * with its data rather than rendering, starting a request and rendering again. The cache is the page's in the
   * browser, and the render's own on the server, which sends what it fetched with the page. A failure is the page's
   * to show (its own query keeps the error); the route never fails for it. `search` is the address's query string: a
   * page whose data depends on it (a list's page number) names those parameters in `meta.searchParams`, and its data
   * is loaded again when one of them changes. `context.signedIn` is set by a server render for a visitor with a
   * console session (the browser reads its own signed-in mark).
   */
  loadData?: (
    params: RouteParams,
    queryClient: QueryClient,
    search?: URLSearchParams,
    context?: LoadContext,
  ) => Promise<unknown>;
  /**
   * The chunks its page and data load, by the names their imports are marked with (`webpackChunkName:
   * "route-<name>"`); its children load them too. The build lists their files per route (route-assets.json), and the
   * server hints them with the route's pages, so they download while the host starts.
   */
  chunks?: readonly string[];
  children?: RouteRecord[];
}

/** The data part of a record, without code: what a remote lists in the route index of remotes.json. */
export type RouteEntry = Omit<RouteRecord, 'page' | 'loadData' | 'children' | 'chunks'> & {
  children?: RouteEntry[];
};

export const MOBILE_PREFIX = 'm-';

/**
 * SPEC section 2 "Route guard", for the browser's guard and the server's render alike: the route a page's twin for
 * the other device is, when the view wants it (a phone view on a pc page, any other on an m- page) and it exists;
 * null to stay. Public routes never move.
 */
export function deviceTwinName(
  { name, kind }: { name: string; kind: RouteKind },
  phoneView: boolean,
  hasRoute: (name: string) => boolean,
): string | null {
  if (kind === 'public' || phoneView === (kind === 'mobile')) return null;
  const twin = kind === 'mobile' ? name.slice(MOBILE_PREFIX.length) : `${MOBILE_PREFIX}${name}`;
  return hasRoute(twin) ? twin : null;
}

/**
 * What a remote's ./routes module exports: the records (default export) and, optionally, whether its pages need
 * the shared query cache provider (true when absent). Pages that fetch nothing stay lighter.
 */
export interface RoutesModule {
  default: RouteRecord[];
  sharedProviders?: boolean;
}
