import type { LiveRemote } from '@site/contracts/api/remotes';
import { NOT_FOUND_PATH, canonicalPath, remoteForPath } from '@site/contracts/route-match';
import { LRUCache } from 'lru-cache';

/** Where a page request goes: the remote that serves its path, and the path as that remote's routes write it. */
export interface PageAddress {
  pathname: string;
  /** The query string, with its `?` (or empty). */
  query: string;
  remote: LiveRemote | undefined;
  /** The path as the first route pattern that matches it writes it (letter case, no trailing slash). */
  canonical: string | undefined;
  /** Whether a page has this address (the not-found page has none of its own). */
  known: boolean;
}

/** A path as the first route pattern that matches it writes it. */
function canonicalOf(patterns: readonly string[], pathname: string): string | undefined {
  for (const pattern of patterns) {
    const address = canonicalPath(pattern, pathname);
    if (address !== undefined) return address;
  }
  return undefined;
}

// Paths whose address is kept for one list of live remotes: any path may be asked for, the least recent goes first.
const ADDRESSES_KEPT = 2_000;

/**
 * pageAddress, worked out once per list of live remotes (the same list until a release changes,
 * releases/page-hints.ts) and path: matching a path against every route pattern of every remote was the larger part
 * of answering a kept page.
 */
export function createPageAddresses() {
  const byRemotes = new WeakMap<LiveRemote[], LRUCache<string, PageAddress>>();
  return (remotes: LiveRemote[], url: string): PageAddress => {
    let addresses = byRemotes.get(remotes);
    if (!addresses) {
      addresses = new LRUCache({ max: ADDRESSES_KEPT });
      byRemotes.set(remotes, addresses);
    }
    const end = url.indexOf('?');
    const pathname = end < 0 ? url : url.slice(0, end);
    let address = addresses.get(pathname);
    if (!address) {
      address = pageAddress(remotes, pathname);
      addresses.set(pathname, address);
    }
    return end < 0 ? address : { ...address, query: url.slice(end) };
  };
}

export function pageAddress(remotes: LiveRemote[], url: string): PageAddress {
  const pathname = url.split('?')[0] ?? '/';
  const remote = remoteForPath(remotes, pathname);
  const canonical = remote && canonicalOf(remote.routes, pathname);
  return {
    pathname,
    query: url.slice(pathname.length),
    remote,
    canonical,
    known: (pathname === '/' || remote !== undefined) && canonical !== NOT_FOUND_PATH,
  };
}

/**
 * The page's status: what its first view says its content stands for (a page showing that the notice its address
 * names does not exist is a 404, with its help), else 200 for an address a page has and 404 for any other. Only a
 * client error is taken from a build: a page is never a redirect or a server error by its own say.
 */
export function pageStatus(said: number | undefined, known: boolean): number {
  if (said !== undefined && Number.isInteger(said) && said >= 400 && said < 500) return said;
  return known ? 200 : 404;
}
