import type { LiveRemote } from '@site/contracts/api/remotes';
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
import { type PreloadHint, renderPageHints } from '../releases/page-hints.js';
import { withPrerenderedPage } from '../releases/prerender.js';
import type { PageAddress } from './page-address.js';
import type { PageTemplate } from './page-template.js';

/** The page's one address (its path, without query), for search engines: case variants and query strings are not others. */
export function canonicalLink(origin: string, pathname: string): string {
  return `<link rel="canonical" href="${escapeHtmlAttribute(`${origin.replace(/\/$/, '')}${encodeURI(decodeURIComponentSafe(pathname))}`)}" />`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

function escapeHtmlAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
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

/** The page as sent: the host's template with each slot filled, then the first view in its root. */
export function assembleDocument(parts: DocumentParts): string {
  const { template, site, address, page } = parts;
  const path = address.canonical ?? address.pathname;
  const headEnd = [
    ...(parts.status === 200 ? [canonicalLink(site.origin, path)] : []),
    // An address with no page of its own shows nothing without scripts, which send the visitor on: so does this.
    ...(!page && (!address.known || address.pathname === '/')
      ? [
          `<noscript><meta http-equiv="refresh" content="0; url=${fallbackPath(`${site.origin}${parts.url}`)}" /></noscript>`,
        ]
      : []),
    // A static page runs no application, so it gets neither the remotes nor their hints. The host's copies of
    // shared modules a page uses may be among its own start-up hints already.
    ...(page?.staticPage
      ? []
      : [
          renderPageHints(
            parts.remotes,
            parts.hints.filter((hint) => !template.links(hint.href)),
          ),
        ]),
  ];
  const html = template.fill({
    headEnd,
    bodyStart: tagManagerNoscript(site, address.remote?.name, path),
    bodyEnd: parts.banner,
  });
  return page ? withPrerenderedPage(html, page, site, address.remote?.name) : html;
}
