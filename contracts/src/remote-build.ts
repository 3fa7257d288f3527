// The files of a remote's build that the host, the server and the release scripts find by name. A build writes them
// all into one folder, so each is found beside the manifest.

export const MANIFEST_FILE = 'mf-manifest.json';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
/** The remote's full route patterns, in its records' order: the server reads a release's routes from it. */
export const ROUTES_FILE = 'routes.json';
/**
 * The browser files each route pattern loads beyond the remote's start-up files (its page's and data's chunks, its
 * layout's): the server hints them with the page, so they download while the host starts rather than after it.
 */
export const ROUTE_ASSETS_FILE = 'route-assets.json';
/**
 * Written beside the host's index.html: each shared module the host brings a copy of, with that copy's files. The
 * host registers its copies first, and a registered version is kept, so a page uses the host's copy of these and
 * the remote's of the others: the server hints the files of the copy the page will use.
 */
export const HOST_SHARED_FILES_FILE = 'shared-files.json';
/** The prefix of the webpackChunkName a route's imports carry (`route-<name>`, RoutePath.chunks). */
export const ROUTE_CHUNK_PREFIX = 'route-';
/** The remote's pages built for Node, which the server's render worker runs. */
export const PRERENDER_FILE = 'prerender/render.cjs';

/** The address of a build's file, from the address of its manifest. */
export function besideManifest(manifestAddress: string, file: string): string {
  return manifestAddress.replace(/[^/]*$/, file);
}

/** What full patterns need of a route record. */
export interface RoutePath {
  path: string;
  /** The names of its chunks (imports marked webpackChunkName "route-<name>"), which its children load too. */
  chunks?: readonly string[];
  children?: RoutePath[];
}

/** A child's path under its parent's: an absolute child path stands alone. */
export function joinRoutePath(parent: string, path: string): string {
  return path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;
}

/** Full path patterns of route records, children under their parent, in the records' order. */
export function routePatterns(records: readonly RoutePath[], parent = ''): string[] {
  return records.flatMap((record) => {
    const full = joinRoutePath(parent, record.path);
    return [full, ...routePatterns(record.children ?? [], full)];
  });
}

/** Each full pattern with the chunk names of its record and of the records above it (its layout's), in order. */
export function routeChunkNames(
  records: readonly RoutePath[],
  parent = '',
  above: readonly string[] = [],
): [string, string[]][] {
  return records.flatMap((record): [string, string[]][] => {
    const full = joinRoutePath(parent, record.path);
    const names = [...above, ...(record.chunks ?? [])];
    return [[full, names], ...routeChunkNames(record.children ?? [], full, names)];
  });
}
