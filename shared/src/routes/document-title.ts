import type { RouteMeta } from './route-record';

/** "page | site", or the site's name alone: the title the host gives the document and the server gives a page. */
export function documentTitle(meta: RouteMeta | undefined, siteName: string): string {
  const title = meta?.title?.trim();
  return title && title !== siteName ? `${title} | ${siteName}` : siteName;
}
