import { matchPath } from 'react-router-dom';

/** One live remote as /remotes.json lists it: where its entry and manifest are and which paths it serves. */
export interface RemoteIndexEntry {
  name: string;
  version: string;
  /** The remote's remoteEntry.js, which the host registers. */
  entry: string;
  manifest: string;
  routes: string[];
}

/** A remote build writes its entry beside its manifest. */
function entryBesideManifest(manifest: string): string {
  return manifest.replace(/[^/]*$/, 'remoteEntry.js');
}

export function parseRemoteIndex(body: unknown): RemoteIndexEntry[] {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) throw new Error('remotes.json has no "remotes" list');
  return remotes
    .filter(
      (entry): entry is Omit<RemoteIndexEntry, 'entry'> & { entry?: unknown } =>
        typeof entry?.name === 'string' &&
        typeof entry.manifest === 'string' &&
        typeof entry.version === 'string' &&
        Array.isArray(entry.routes),
    )
    .map((entry) => ({
      ...entry,
      entry: typeof entry.entry === 'string' ? entry.entry : entryBesideManifest(entry.manifest),
    }));
}

/**
 * The live remotes: the server writes them into the page (one round trip less before the first remote code); a
 * page without them (the development server) fetches /remotes.json.
 */
export async function fetchRemoteIndex(): Promise<RemoteIndexEntry[]> {
  const inline = document.getElementById('remote-index')?.textContent;
  if (inline) return parseRemoteIndex(JSON.parse(inline));
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered HTTP ${response.status}`);
  return parseRemoteIndex(await response.json());
}

/** A pattern's part before its first parameter or splat, without trailing slashes: any path it matches starts so. */
function staticPrefix(pattern: string): string {
  const cut = pattern.search(/[:*]/);
  return (cut === -1 ? pattern : pattern.slice(0, cut)).replace(/\/+$/, '').toLowerCase();
}

/**
 * The remote that serves a path, without loading any remote code. Only patterns whose fixed start fits the path are
 * matched in full: matching compiles a pattern each time, and the remotes list dozens.
 */
export function remoteForPath(entries: RemoteIndexEntry[], pathname: string): RemoteIndexEntry | undefined {
  const path = pathname.toLowerCase();
  return entries.find((entry) =>
    entry.routes.some(
      (pattern) =>
        path.startsWith(staticPrefix(pattern)) && matchPath({ path: pattern, end: true }, pathname),
    ),
  );
}
