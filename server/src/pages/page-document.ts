import type { LiveRemote } from '@site/contracts/api/remotes';
import { FIRST_VIEW_LOOK_ATTRIBUTE } from '@site/contracts/first-view-look';
import type { PrerenderedPage } from '@site/contracts/prerender-protocol';
import { fallbackPath } from '@site/contracts/route-match';
import type { SiteConfig } from '@site/contracts/site-config';
import {
  TAG_MANAGER_NOSCRIPT_ID,
  allowsThirdPartyScripts,
  isDmgPath,
  isTagManagerId,
  tagManagerFrame,
} from '@site/contracts/third-party-scripts';
import { jsonDataTag } from '@site/contracts/json-data-tag';
import type { PreloadHint } from '../releases/page-hints.js';
import type { PageAddress } from './page-address.js';
import type { PageSlots, PageTemplate } from './page-template.js';

/** The page's one address (its path, without query), for search engines: case variants and query strings are not others. */
export function canonicalLink(origin: string, pathname: string): string {
  return `<link rel="canonical" href="${escapeHtml(`${origin.replace(/\/$/, '')}${encodeURI(decodeURIComponentSafe(pathname))}`)}" />`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * SPEC "Route guard": the pages that load the tag manager load its no-script frame too, which only a page without
 * scripts shows, so it must be in the page as sent (the script switcher keeps it, or removes it on a move to /dmg).
 */
function tagManagerNoscript(
  site: SiteConfig,
  area: string | undefined,
  pathname: string,
): string | undefined {
  if (!allowsThirdPartyScripts(area, site) || isDmgPath(pathname)) return undefined;
  if (!isTagManagerId(site.tagManagerId)) return undefined;
  return `<noscript id="${TAG_MANAGER_NOSCRIPT_ID}">${tagManagerFrame(site.tagManagerId)}</noscript>`;
}

/**
 * The host's script for a static page: it loads the analytics tags the script switcher picks for the address (SPEC
 * "Route guard"), as the application would, and nothing else (host/src/document-page.ts).
 */
export const DOCUMENT_PAGE_SCRIPT = '/document-page.js';

/**
 * The end of the first view. The browser holds its first paint until it has parsed this far (rel="expect"), so a slow
 * phone never paints half a page and then moves it as the rest arrives (a centred form rose 100 px).
 */
const FIRST_VIEW_END = 'first-view-end';

/**
 * The live remotes as data for the page's head: what /remotes.json answers, without its page view token (the same
 * page goes to every visitor, and the real-user reporter fetches its token itself).
 */
export function remoteIndexTag(remotes: LiveRemote[]): string {
  return jsonDataTag('remote-index', { remotes });
}

function preloadLink(hint: PreloadHint): string {
  return `<link rel="preload" as="${hint.as}" href="${encodeURI(hint.href)}" />`;
}

export interface DocumentParts {
  template: PageTemplate;
  site: SiteConfig;
  address: PageAddress;
  /** The request's address, query included (where the no-script refresh sends the visitor on from). */
  url: string;
  status: number;
  remotes: LiveRemote[];
  hints: PreloadHint[];
  page: PrerenderedPage | null;
  /** Markup shown at the page's end (the preview bar). */
  banner?: string;
}

/**
 * The places a first view fills: the application's markup in the root element (the host hydrates it), its styles and
 * data in the head with the page's title, icon, language, description and link-preview tags, for browsers before the
 * scripts run and for crawlers that never run them.
 *
 * The page no longer needs its scripts to show, so they must not compete with it: the preload hints become a list
 * (the "deferred-preloads" data tag) that the host's entry turns into hints once the page has painted. A static page
 * needs none of them: it gets the host's document script instead of its entry.
 */
function firstViewSlots(
  page: PrerenderedPage,
  site: SiteConfig,
  area: string | undefined,
  preloads: PreloadHint[],
): { head: string[]; slots: Omit<PageSlots, 'headEnd'> } {
  const head = [
    page.head,
    page.description && `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    page.description && `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.gameName)}" />`,
    `<link rel="expect" href="#${FIRST_VIEW_END}" blocking="render" />`,
  ].filter((tag): tag is string => Boolean(tag));
  if (page.staticPage) {
    // The script switcher's rule depends on the page's area, which the script cannot work out by itself.
    const areaAttribute = area ? ` data-area="${escapeHtml(area)}"` : '';
    head.push(`<script defer src="${DOCUMENT_PAGE_SCRIPT}"${areaAttribute}></script>`);
  } else {
    head.push(jsonDataTag('deferred-preloads', preloads));
  }
  // What the markup assumes of the browser's storage, for the page's inline script to check before it paints.
  const look = page.look ? ` ${FIRST_VIEW_LOOK_ATTRIBUTE}="${escapeHtml(JSON.stringify(page.look))}"` : '';
  const slots: Omit<PageSlots, 'headEnd'> = {
    html: `<html lang="${escapeHtml(page.lang)}"${look}>`,
    title: `<title>${escapeHtml(page.title)}</title>`,
    icon: escapeHtml(page.icon ?? site.icon),
    root: `<div id="root">${page.html}</div><span id="${FIRST_VIEW_END}" hidden></span>`,
    // Nothing on a static page waits for the application: neither its entry nor the keeper of presses made before
    // the entry runs. As a deferred script, the entry of a page with the application ran as the parser finished:
    // when it had arrived by then, in the same task as the browser's first layout of the page, one long task that
    // Lighthouse also puts after the first paint. An async script runs in a task of its own as it arrives; the entry
    // waits for the parser itself.
    entry: page.staticPage ? 'none' : 'async',
    inlineScript: !page.staticPage,
    preloads: false,
  };
  return { head, slots };
}

/**
 * The page as sent: the host's template with each place filled. A template without the root the first view goes in
 * is sent without it.
 */
export function assembleDocument(parts: DocumentParts): string {
  const { template, site, address, page } = parts;
  const path = address.canonical ?? address.pathname;
  // The host's copies of shared modules a page uses may be among its own start-up hints already.
  const hints = parts.hints.filter((hint) => !template.links(hint.href));
  const firstView =
    page && template.hasRoot
      ? firstViewSlots(page, site, address.remote?.name, [
          ...template.preloads,
          ...hints.map((hint) => ({ as: hint.as, href: encodeURI(hint.href) })),
        ])
      : undefined;
  const headEnd = [
    ...(parts.status === 200 ? [canonicalLink(site.origin, path)] : []),
    // An address with no page of its own shows nothing without scripts, which send the visitor on: so does this.
    ...(!page && (!address.known || address.pathname === '/')
      ? [
          `<noscript><meta http-equiv="refresh" content="0; url=${fallbackPath(`${site.origin}${parts.url}`)}" /></noscript>`,
        ]
      : []),
    // A static page runs no application, so it gets neither the remotes nor their hints.
    ...(page?.staticPage ? [] : [remoteIndexTag(parts.remotes)]),
    ...(page?.staticPage || firstView ? [] : hints.map(preloadLink)),
    ...(firstView?.head ?? []),
  ];
  return template.fill({
    ...firstView?.slots,
    headEnd,
    bodyStart: tagManagerNoscript(site, address.remote?.name, path),
    bodyEnd: parts.banner,
  });
}
