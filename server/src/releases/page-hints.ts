import type { LiveRemote } from '@site/contracts/api/remotes';
import path from 'node:path';
import {
  HOST_SHARED_FILES_FILE,
  REMOTE_ENTRY_FILE,
  ROUTE_ASSETS_FILE,
  besideManifest,
} from '@site/contracts/remote-build';
import type { RemoteIndexEntry } from '@site/contracts/remote-index';
import { matchesRoute, remoteForPath } from '@site/contracts/route-match';
import { fileWhenChanged } from '../lib/file-when-changed.js';
import { type BuildReader, createBuildReader } from './store.js';
import { RouteAssets, SharedCopies } from '@site/contracts/build-assets';
import { Value } from 'typebox/value';
import { LRUCache } from 'lru-cache';

/** A file the page will need, so the browser can fetch it while the host's scripts start. */
export interface PreloadHint {
  href: string;
  as: 'script' | 'style';
}

interface ManifestAssets {
  js?: { sync?: unknown };
  css?: { sync?: unknown };
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: ManifestAssets }[];
}

interface RemoteFiles {
  entry: string;
  /** What the host loads first from the remote: its entry and the ./routes module with its styles. */
  startup: PreloadHint[];
  /** What each route pattern loads then: its page's and layout's chunks (the build's route-assets.json). */
  routes: Record<string, PreloadHint[]>;
  /** The shared modules those chunks consume, with the remote's copies (route-assets.json), by route pattern. */
  shared: RouteAssets['shared'];
  /** The patterns of `routes`, for matching a path against. */
  patterns: string[];
  /** The remote's files' address: its folder. */
  base: string;
}

const hintFor = (href: string): PreloadHint => ({ href, as: href.endsWith('.css') ? 'style' : 'script' });

/** The number of fixed segments of a pattern: of two patterns that match a path, the page's is the more specific. */
function specificity(pattern: string): number {
  return pattern.split('/').filter((part) => part !== '' && part !== '*' && !part.startsWith(':')).length;
}

/** The hints of the route a path opens: the most specific pattern of the build's list that matches it. */
export function patternForPath(patterns: string[], pathname: string): string | undefined {
  let best: string | undefined;
  for (const pattern of patterns) {
    if (!matchesRoute(pattern, pathname)) continue;
    if (best === undefined || specificity(pattern) > specificity(best)) best = pattern;
  }
  return best;
}

/**
 * The files of the shared modules a route consumes, of the copy the page will use: the host's where it brings one
 * (it registers its copies before any remote, and the first copy registered of a version is kept), the remote's
 * otherwise. Without these hints the browser discovers them once the route's code runs, a round trip later.
 */
export function sharedHints(route: SharedCopies, host: SharedCopies, remoteBase: string): PreloadHint[] {
  return Object.entries(route).flatMap(([key, files]) =>
    host[key]
      ? host[key].map((file) => hintFor(`/${file}`))
      : files.map((file) => hintFor(`${remoteBase}${file}`)),
  );
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * The files of a build, from its manifest (the build writes its files beside it: publicPath "auto") and its
 * route-assets.json, which is left out unless it is of the build's shape (a build from before it has none).
 */
export function remoteFiles(
  manifestAddress: string,
  manifest: Manifest | undefined,
  routeAssets?: unknown,
): RemoteFiles {
  const base = manifestAddress.replace(/[^/]*$/, '');
  const remoteEntry = manifest?.metaData?.remoteEntry;
  const entryName = typeof remoteEntry?.name === 'string' ? remoteEntry.name : REMOTE_ENTRY_FILE;
  const entryDir = typeof remoteEntry?.path === 'string' && remoteEntry.path ? `${remoteEntry.path}/` : '';
  const entry = `${base}${entryDir}${entryName}`;
  const routes = manifest?.exposes?.find((expose) => expose.path === './routes')?.assets;
  // Worked out once per release: every page view of the remote reads them.
  const assets: RouteAssets = Value.Check(RouteAssets, routeAssets)
    ? routeAssets
    : { routes: {}, shared: {} };
  return {
    entry,
    startup: [
      { href: entry, as: 'script' },
      ...stringList(routes?.js?.sync).map((file) => ({ href: `${base}${file}`, as: 'script' as const })),
      ...stringList(routes?.css?.sync).map((file) => ({ href: `${base}${file}`, as: 'style' as const })),
    ],
    routes: Object.fromEntries(
      Object.entries(assets.routes).map(([pattern, files]) => [
        pattern,
        files.map((file) => hintFor(`${base}${file}`)),
      ]),
    ),
    shared: assets.shared,
    patterns: Object.keys(assets.routes),
    base,
  };
}

export interface RemoteHintsOptions {
  /** Reads a build's files by address; by default only from the remote store. */
  read?: BuildReader;
  /**
   * The host's copies of shared modules (its build's shared-files.json). Unknown (the default, or a host built
   * before the file), no shared module is hinted: which copy a page uses cannot be told.
   */
  hostShared?: () => Promise<SharedCopies | undefined>;
  now?: () => number;
  /** How long a manifest that could not be read is taken as unreadable before it is read again. */
  retryAfterMs?: number;
}

/** Page views wait for a manifest no longer than this; they are sent without its hints otherwise. */
const PAGE_READ_TIMEOUT_MS = 5_000;
export const MANIFEST_RETRY_MS = 60_000;

/**
 * Reads each release's manifest once (a release folder never changes), from the remote store or, for a build on a
 * CDN, over HTTPS; page views that come while it is read share the read (lru-cache's fetch). A manifest that cannot
 * be read gives the files a build writes by default and no route assets, kept only for retryAfterMs: every page view
 * asks, and a CDN that is down or slow would otherwise be asked at every page, each page waiting for it.
 */
function createRemoteFilesReader(read: BuildReader, now: () => number, retryAfterMs: number) {
  const jsonOf = async (address: string): Promise<object | undefined> => {
    try {
      const value: unknown = JSON.parse(await read(address, { timeoutMs: PAGE_READ_TIMEOUT_MS }));
      return value !== null && typeof value === 'object' ? value : undefined;
    } catch {
      return undefined;
    }
  };
  const files = new LRUCache<string, RemoteFiles>({
    // Every live, preview and canary release of every remote, with room to spare.
    max: 1_000,
    perf: { now },
    // The clock is read at every lookup: an entry's retry time is never judged by a clock read a moment before.
    ttlResolution: 0,
    fetchMethod: async (manifestAddress, _stale, { options }) => {
      // A build from before route-assets.json simply has no route hints.
      const [manifest, routeAssets] = await Promise.all([
        jsonOf(manifestAddress),
        jsonOf(besideManifest(manifestAddress, ROUTE_ASSETS_FILE)),
      ]);
      if (!manifest) options.ttl = retryAfterMs;
      return remoteFiles(manifestAddress, manifest as Manifest | undefined, routeAssets);
    },
  });
  return (manifestAddress: string) => files.fetch(manifestAddress) as Promise<RemoteFiles>;
}

/**
 * The live remotes with the address of their entries, and what a page at a path fetches from its remote: the
 * start-up files, then its route's chunks.
 */
export function createRemoteHints(storeDir: string, options: RemoteHintsOptions = {}) {
  const filesOf = createRemoteFilesReader(
    options.read ?? createBuildReader(storeDir),
    options.now ?? Date.now,
    options.retryAfterMs ?? MANIFEST_RETRY_MS,
  );
  const hostShared = options.hostShared ?? (async () => undefined);
  // The live index is the same list until a release changes (release-state.ts): its remotes with their entries are
  // then the same list too, so that what pages work out from it (their addresses, their kept documents' keys) is
  // worked out once. A manifest read again (it could not be read before) gives a new list.
  const withEntriesOf = new WeakMap<RemoteIndexEntry[], { files: RemoteFiles[]; remotes: LiveRemote[] }>();
  return {
    withEntries: async (index: RemoteIndexEntry[]): Promise<LiveRemote[]> => {
      const files = await Promise.all(index.map((remote) => filesOf(remote.manifest)));
      const known = withEntriesOf.get(index);
      if (known && files.every((read, i) => read === known.files[i])) return known.remotes;
      const remotes = index.map((remote, i) => ({ ...remote, entry: files[i]!.entry }));
      withEntriesOf.set(index, { files, remotes });
      return remotes;
    },
    startupFiles: async (remotes: LiveRemote[], pathname: string): Promise<PreloadHint[]> => {
      const remote = remoteForPath(remotes, pathname);
      if (!remote) return [];
      const [files, host] = await Promise.all([
        filesOf(remote.manifest),
        hostShared().catch(() => undefined),
      ]);
      const pattern = patternForPath(files.patterns, pathname);
      if (pattern === undefined) return files.startup;
      const hints = [
        ...files.startup,
        ...files.routes[pattern]!,
        ...(host ? sharedHints(files.shared[pattern] ?? {}, host, files.base) : []),
      ];
      return [...new Map(hints.map((hint) => [hint.href, hint])).values()];
    },
  };
}

/** The host's copies of shared modules, from its build; read again when the host is built again. */
export function createHostSharedReader(
  hostDistDir: string,
  options?: Parameters<typeof fileWhenChanged>[2],
): () => Promise<SharedCopies | undefined> {
  return fileWhenChanged(
    path.join(hostDistDir, HOST_SHARED_FILES_FILE),
    (text) => {
      const copies: unknown = JSON.parse(text);
      return Value.Check(SharedCopies, copies) ? copies : undefined;
    },
    options,
  );
}
