import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { type RouteObject, StaticRouter, generatePath, matchRoutes } from 'react-router';
import { type SiteConfig, getSiteConfig, setSiteConfig } from '../config/site-config';
import { documentTitle } from './document-title';
import { PrerenderContext, type PrerenderInfo } from './prerender-context';
import { collectStyles } from './prerender-styles';
import { MOBILE_PREFIX, type RouteRecord, type RoutesModule } from './route-record';

export { trackedStyles } from './prerender-styles';

export interface PrerenderRequest {
  /** Path and query of the address asked for. */
  url: string;
  site: Partial<SiteConfig>;
  origin: string;
  /** From the user agent; "unknown" when it cannot say which of a page's device twins the browser will show. */
  device: PrerenderInfo['device'] | 'unknown';
}

export interface PrerenderedPage {
  /** The page's address: the one asked for, or its device twin's, where the browser's device rule will go. */
  path: string;
  html: string;
  /** The stylesheets the markup uses. */
  css: string;
  title: string;
  lang: string;
  description?: string;
  /** The first view is the whole page: the browser needs none of the application's scripts for it. */
  staticPage: boolean;
  /** The page's own icon (route meta), when it has one. */
  icon?: string;
}

export type Prerender = (request: PrerenderRequest) => Promise<PrerenderedPage | null>;

interface FlatRecord {
  record: RouteRecord;
  fullPath: string;
  /** The page or a layout around it is for signed-in users. */
  requiresAuth: boolean;
}

function flatten(records: RouteRecord[], parent = '', parentAuth = false): FlatRecord[] {
  return records.flatMap((record) => {
    const fullPath = record.path.startsWith('/')
      ? record.path
      : `${parent.replace(/\/$/, '')}/${record.path}`;
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
  const { kind, name } = found.record;
  if (kind === 'public') return found;
  if (device === 'unknown') return undefined;
  const isMobile = kind === 'mobile';
  if (isMobile === (device === 'phone')) return found;
  const twinName = isMobile ? name.slice(MOBILE_PREFIX.length) : `${MOBILE_PREFIX}${name}`;
  return byName.get(twinName) ?? found;
}

/**
 * A button in the first view does nothing until the page's script runs: it is shown disabled until then (the rendered
 * page replaces it), so a press is never lost and a form is never sent without its script.
 */
function withButtonsWaiting(html: string): string {
  return html.replace(/<button(?=[\s>])(?![^>]*\sdisabled[\s=>])/g, '<button disabled=""');
}

/**
 * A remote's prerender entry (src/prerender.ts, built for Node): renders the first view of the page at an address,
 * as the browser will render it before any data arrives. Pages read the PrerenderContext instead of window.
 * Answers null for addresses the remote does not serve, and for device pages when the device is unknown.
 */
export function createPrerender(routesModule: RoutesModule, options: { lang: string }): Prerender {
  const flat = flatten(routesModule.default).filter((entry) => !entry.record.children?.length);
  const byName = new Map(flat.map((entry) => [entry.record.name, entry]));
  const routeObjects: RouteObject[] = flat.map((entry) => ({ id: entry.record.name, path: entry.fullPath }));

  return async function render(request) {
    const url = new URL(request.url, 'http://prerender.invalid');
    const match = matchRoutes(routeObjects, url.pathname)?.at(-1);
    const found = match?.route.id ? byName.get(match.route.id) : undefined;
    if (!match || !found) return null;
    const page = pageForDevice(found, byName, request.device);
    // A page for signed-in users depends on who asks, which a page request does not tell.
    if (!page || page.requiresAuth) return null;
    const path = page === found ? url.pathname : generatePath(page.fullPath, match.params);
    const Page: ComponentType = (await page.record.page()).default;
    setSiteConfig(request.site);
    const info: PrerenderInfo = {
      origin: request.origin,
      device: request.device === 'unknown' ? 'desktop' : request.device,
    };
    const content =
      routesModule.sharedProviders === false ? (
        <Page />
      ) : (
        <QueryClientProvider client={new QueryClient()}>
          <Page />
        </QueryClientProvider>
      );
    const { result: markup, css } = collectStyles(() =>
      renderToString(
        <PrerenderContext value={info}>
          <StaticRouter location={`${path}${url.search}`}>{content}</StaticRouter>
        </PrerenderContext>,
      ),
    );
    const { meta } = page.record;
    return {
      path,
      html: withButtonsWaiting(markup),
      css,
      title: documentTitle(meta, getSiteConfig().gameName),
      lang: meta.lang ?? options.lang,
      description: meta.description,
      staticPage: page.record.kind === 'public' && meta.staticPage === true,
      icon: meta.icon,
    };
  };
}
