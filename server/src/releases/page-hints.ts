import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { jsonDataTag } from '../lib/json-data-tag.js';
import { type RemoteIndexEntry, storeFile } from './store.js';

/** A file the page will need, so the browser can fetch it while the host's scripts start. */
export interface PreloadHint {
  href: string;
  as: 'script' | 'style';
}

/** A live remote as the page receives it: /remotes.json's entry plus the address of its remoteEntry.js. */
export interface LiveRemote extends RemoteIndexEntry {
  entry: string;
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

/**
 * Whether a path matches one of a remote's route patterns, as the host's router matches them: case-insensitive,
 * ":name" for one segment, a trailing "*" for the rest, a trailing slash ignored.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const parts = (value: string) =>
    value
      .toLowerCase()
      .split('/')
      .filter((part) => part !== '');
  const want = parts(pattern);
  const have = parts(pathname);
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i]!;
    if (part === '*' && i === want.length - 1) return true;
    const segment = have[i];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part !== segment) return false;
  }
  return have.length === want.length;
}

export function remoteForPath<T extends RemoteIndexEntry>(remotes: T[], pathname: string): T | undefined {
  return remotes.find((remote) => remote.routes.some((pattern) => matchesRoute(pattern, pathname)));
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The files of a build, from its manifest (the build writes its files beside it: publicPath "auto"). */
export function remoteFiles(manifestAddress: string, manifest: Manifest | undefined): RemoteFiles {
  const base = manifestAddress.replace(/[^/]*$/, '');
  const remoteEntry = manifest?.metaData?.remoteEntry;
  const entryName = typeof remoteEntry?.name === 'string' ? remoteEntry.name : 'remoteEntry.js';
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

/**
 * Reads each release's manifest once (a release folder never changes), from the remote store or, for a build on a
 * CDN, over HTTPS. A manifest that cannot be read gives the files a build writes by default and no route assets.
 */
function createRemoteFilesReader(storeDir: string) {
  const cache = new Map<string, Promise<RemoteFiles>>();
  const read = async (address: string): Promise<Manifest | undefined> => {
    try {
      if (address.startsWith('https://')) {
        const response = await fetch(address, { signal: AbortSignal.timeout(5_000) });
        return response.ok ? ((await response.json()) as Manifest) : undefined;
      }
      const file = storeFile(storeDir, address);
      return file ? (JSON.parse(await readFile(path.resolve(file), 'utf8')) as Manifest) : undefined;
    } catch {
      return undefined;
    }
  };
  return function filesOf(manifestAddress: string): Promise<RemoteFiles> {
    let files = cache.get(manifestAddress);
    if (!files) {
      files = read(manifestAddress).then((manifest) => {
        // Unreadable now (a CDN hiccup) need not mean unreadable later: try again on the next page.
        if (!manifest) cache.delete(manifestAddress);
        return remoteFiles(manifestAddress, manifest);
      });
      cache.set(manifestAddress, files);
    }
    return files;
  };
}

/** The live remotes with the address of their entries, and what a page at a path fetches first from its remote. */
export function createRemoteHints(storeDir: string) {
  const filesOf = createRemoteFilesReader(storeDir);
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
