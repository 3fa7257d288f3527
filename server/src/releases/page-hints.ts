import type { LiveRemote } from '@site/contracts/api/remotes';
import { REMOTE_ENTRY_FILE } from '@site/contracts/remote-build';
import type { RemoteIndexEntry } from '@site/contracts/remote-index';
import { remoteForPath } from '@site/contracts/route-match';
import { jsonDataTag } from '../lib/json-data-tag.js';
import { type BuildReader, createBuildReader } from './store.js';

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
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The files of a build, from its manifest (the build writes its files beside it: publicPath "auto"). */
export function remoteFiles(manifestAddress: string, manifest: Manifest | undefined): RemoteFiles {
  const base = manifestAddress.replace(/[^/]*$/, '');
  const remoteEntry = manifest?.metaData?.remoteEntry;
  const entryName = typeof remoteEntry?.name === 'string' ? remoteEntry.name : REMOTE_ENTRY_FILE;
  const entryDir = typeof remoteEntry?.path === 'string' && remoteEntry.path ? `${remoteEntry.path}/` : '';
  const entry = `${base}${entryDir}${entryName}`;
  const routes = manifest?.exposes?.find((expose) => expose.path === './routes')?.assets;
  return {
    entry,
    startup: [
      { href: entry, as: 'script' },
      ...stringList(routes?.js?.sync).map((file) => ({ href: `${base}${file}`, as: 'script' as const })),
      ...stringList(routes?.css?.sync).map((file) => ({ href: `${base}${file}`, as: 'style' as const })),
    ],
  };
}

export interface RemoteHintsOptions {
  /** Reads a build's files by address; by default only from the remote store. */
  read?: BuildReader;
  now?: () => number;
  /** How long a manifest that could not be read is taken as unreadable before it is read again. */
  retryAfterMs?: number;
}

/** Page views wait for a manifest no longer than this; they are sent without its hints otherwise. */
const PAGE_READ_TIMEOUT_MS = 5_000;
export const MANIFEST_RETRY_MS = 60_000;

interface CachedFiles {
  files: Promise<RemoteFiles>;
  /** When to read the manifest again: never once read, a while after a failure. */
  retryAt: number;
}

/**
 * Reads each release's manifest once (a release folder never changes), from the remote store or, for a build on a
 * CDN, over HTTPS. A manifest that cannot be read gives the files a build writes by default and no route assets,
 * and is not read again before retryAfterMs: every page view asks, and a CDN that is down or slow would otherwise
 * be asked at every page, each page waiting for it.
 */
function createRemoteFilesReader(read: BuildReader, now: () => number, retryAfterMs: number) {
  const cache = new Map<string, CachedFiles>();
  const manifestOf = async (address: string): Promise<Manifest | undefined> => {
    try {
      const manifest: unknown = JSON.parse(await read(address, { timeoutMs: PAGE_READ_TIMEOUT_MS }));
      return manifest !== null && typeof manifest === 'object' ? (manifest as Manifest) : undefined;
    } catch {
      return undefined;
    }
  };
  return function filesOf(manifestAddress: string): Promise<RemoteFiles> {
    const cached = cache.get(manifestAddress);
    if (cached && now() < cached.retryAt) return cached.files;
    // Page views that come while the manifest is read share this read.
    const entry = { retryAt: Number.POSITIVE_INFINITY } as CachedFiles;
    entry.files = manifestOf(manifestAddress).then((manifest) => {
      if (!manifest) entry.retryAt = now() + retryAfterMs;
      return remoteFiles(manifestAddress, manifest);
    });
    cache.set(manifestAddress, entry);
    return entry.files;
  };
}

/** The live remotes with the address of their entries, and what a page at a path fetches first from its remote. */
export function createRemoteHints(storeDir: string, options: RemoteHintsOptions = {}) {
  const filesOf = createRemoteFilesReader(
    options.read ?? createBuildReader(storeDir),
    options.now ?? Date.now,
    options.retryAfterMs ?? MANIFEST_RETRY_MS,
  );
  return {
    withEntries: (index: RemoteIndexEntry[]): Promise<LiveRemote[]> =>
      Promise.all(
        index.map(async (remote) => ({ ...remote, entry: (await filesOf(remote.manifest)).entry })),
      ),
    startupFiles: async (remotes: LiveRemote[], pathname: string): Promise<PreloadHint[]> => {
      const remote = remoteForPath(remotes, pathname);
      return remote ? (await filesOf(remote.manifest)).startup : [];
    },
  };
}

/** Markup for the page's head: the live remotes as data, and preload hints for what the path will load first. */
export function renderPageHints(remotes: LiveRemote[], hints: PreloadHint[]): string {
  const links = hints.map((hint) => `<link rel="preload" as="${hint.as}" href="${encodeURI(hint.href)}" />`);
  return [jsonDataTag('remote-index', { remotes }), ...links].join('\n    ');
}
