import { REMOTE_ENTRY_FILE, besideManifest } from '@site/contracts/remote-build';
import type { LiveRemote } from '@site/contracts/api/remotes';
import type { RemoteIndexEntry } from '@site/contracts/remote-index';

// A live remote as the host uses it: /remotes.json's entry with the address of its remoteEntry.js settled.
export type { LiveRemote };

export function parseRemoteIndex(body: unknown): LiveRemote[] {
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
      entry:
        typeof entry.entry === 'string' ? entry.entry : besideManifest(entry.manifest, REMOTE_ENTRY_FILE),
    }));
}

/**
 * The live remotes: the server writes them into the page (one round trip less before the first remote code); a
 * page without them (the development server) fetches /remotes.json.
 */
export async function fetchRemoteIndex(): Promise<LiveRemote[]> {
  const inline = document.getElementById('remote-index')?.textContent;
  if (inline) return parseRemoteIndex(JSON.parse(inline));
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered HTTP ${response.status}`);
  return parseRemoteIndex(await response.json());
}
