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

async function fetchIndexBody(): Promise<unknown> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered HTTP ${response.status}`);
  return response.json();
}

const tokenOf = (body: unknown): string | undefined => {
  const token = (body as { token?: unknown } | null)?.token;
  return typeof token === 'string' ? token : undefined;
};

/**
 * The page view's token from an answer of /remotes.json, when it was signed for the versions the page runs: one
 * signed for others (a release went out since the page was served) would count the page's reports for versions it
 * never ran, so the page's reports go without one (counted as dropped).
 */
export function tokenForPage(page: readonly LiveRemote[], body: unknown): string | undefined {
  const signed = parseRemoteIndex(body);
  const versions = (remotes: readonly LiveRemote[]) =>
    remotes
      .map((remote) => `${remote.name}@${remote.version}`)
      .sort()
      .join(' ');
  return versions(signed) === versions(page) ? tokenOf(body) : undefined;
}

async function readRemoteIndex(): Promise<RemoteIndexAnswer> {
  const inline = document.getElementById('remote-index')?.textContent;
  if (!inline) {
    const body = await fetchIndexBody();
    return { remotes: parseRemoteIndex(body), token: tokenOf(body) };
  }
  // The page as sent is the same for every visitor (the server keeps it finished, compressed once), so it carries
  // no page view's token: the token is this view's own, fetched here, once, off the page's critical path (the
  // reporter starts when the page is idle). It is still signed by the server for the versions it serves this
  // visitor, which the reports cannot choose.
  const remotes = parseRemoteIndex(JSON.parse(inline));
  const token = await fetchIndexBody()
    .then((body) => tokenForPage(remotes, body))
    .catch(() => undefined);
  return { remotes, token };
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
  const inline = document.getElementById('remote-index')?.textContent;
  if (inline) return parseRemoteIndex(JSON.parse(inline));
  return (await fetchRemoteIndexWithToken()).remotes;
}
