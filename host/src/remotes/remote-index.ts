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

interface RemoteIndexAnswer {
  remotes: LiveRemote[];
  /** The page view's signed token (docs/releases.md "Real-user reports"): its reports count with it. */
  token: string | undefined;
}

let answer: Promise<RemoteIndexAnswer> | undefined;

async function readRemoteIndex(): Promise<RemoteIndexAnswer> {
  const inline = document.getElementById('remote-index')?.textContent;
  let body: unknown;
  if (inline) body = JSON.parse(inline);
  else {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`remotes.json answered HTTP ${response.status}`);
    body = await response.json();
  }
  const token = (body as { token?: unknown } | null)?.token;
  return { remotes: parseRemoteIndex(body), token: typeof token === 'string' ? token : undefined };
}

/**
 * The page's remote index and its page view's token, read once: the application and the real-user report use the
 * same versions and token. A failed read is tried again at the next call.
 */
export function fetchRemoteIndexWithToken(): Promise<RemoteIndexAnswer> {
  answer ??= readRemoteIndex().catch((error: unknown) => {
    answer = undefined;
    throw error;
  });
  return answer;
}

/**
 * The live remotes: the server writes them into the page (one round trip less before the first remote code); a
 * page without them (the development server) fetches /remotes.json.
 */
export async function fetchRemoteIndex(): Promise<LiveRemote[]> {
  return (await fetchRemoteIndexWithToken()).remotes;
}
