import { matchPath } from 'react-router-dom';

/** One live remote as /remotes.json lists it: where its manifest is and which paths it serves. */
export interface RemoteIndexEntry {
  name: string;
  version: string;
  manifest: string;
  routes: string[];
}

export function parseRemoteIndex(body: unknown): RemoteIndexEntry[] {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) throw new Error('remotes.json has no "remotes" list');
  return remotes.filter(
    (entry): entry is RemoteIndexEntry =>
      typeof entry?.name === 'string' &&
      typeof entry.manifest === 'string' &&
      typeof entry.version === 'string' &&
      Array.isArray(entry.routes),
  );
}

export async function fetchRemoteIndex(): Promise<RemoteIndexEntry[]> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered HTTP ${response.status}`);
  return parseRemoteIndex(await response.json());
}

/** The remote that serves a path, without loading any remote code. */
export function remoteForPath(entries: RemoteIndexEntry[], pathname: string): RemoteIndexEntry | undefined {
  return entries.find((entry) =>
    entry.routes.some((pattern) => matchPath({ path: pattern, end: true }, pathname)),
  );
}
