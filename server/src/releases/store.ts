import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config.js';
import { HttpError } from '../lib/http-error.js';
import { type HostSharedPackage, parseHostShared } from './shared-guard.js';

/** What the host build writes beside its index.html: the packages it shares and their versions. */
export const HOST_SHARED_FILE = 'federation-shared.json';

/** The one entry in <store>/remotes.json per remote, and the shape of GET /remotes.json. */
export interface RemoteIndexEntry {
  name: string;
  version: string;
  manifest: string;
  routes: string[];
}

/** A remote's container name in the page: the rule of shared/src/routes/federation-name.ts, which the host and the
 * remote builds use (the server compiles only its own sources, so it cannot import that file). */
export function federationName(remote: string): string {
  return `remote_${remote}`;
}

/** The file behind a /remotes/... address, or undefined when the address leaves the store. */
export function storeFile(storeDir: string, address: string): string | undefined {
  if (!address.startsWith('/remotes/')) return undefined;
  const file = path.resolve(storeDir, `.${address.slice('/remotes'.length)}`);
  return file.startsWith(path.resolve(storeDir) + path.sep) ? file : undefined;
}

/**
 * A build's mf-manifest.json, read where the browser will read it: from the remote store for /remotes/ addresses,
 * over HTTPS for a CDN address. A release whose manifest cannot be read would break every page of the remote, so it
 * is refused here, before it goes live.
 */
export async function readRemoteManifest(
  config: ServerConfig,
  remote: string,
  version: string,
  address: string,
): Promise<unknown> {
  let text: string | undefined;
  if (address.startsWith('https://')) {
    const response = await fetch(address, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
    text = response?.ok ? await response.text() : undefined;
  } else {
    const file = storeFile(config.remoteStoreDir, address);
    if (!file) throw HttpError.badRequest('body.manifest must be a /remotes/... path or an https:// address');
    text = await readFile(file, 'utf8').catch(() => undefined);
  }
  if (text === undefined) {
    throw HttpError.badRequest(
      `Cannot release ${remote} ${version}: ${address} cannot be read. Copy the build into the remote store first.`,
    );
  }
  let manifest: { name?: unknown; shared?: unknown } | null;
  try {
    manifest = JSON.parse(text) as { name?: unknown; shared?: unknown } | null;
  } catch {
    manifest = null;
  }
  if (!manifest || typeof manifest !== 'object' || !Array.isArray(manifest.shared)) {
    throw HttpError.badRequest(
      `Cannot release ${remote} ${version}: ${address} is not a federation manifest`,
    );
  }
  // The host registers the remote under this name; a manifest of another container would never load.
  if (manifest.name !== federationName(remote)) {
    throw HttpError.badRequest(
      `Cannot release ${remote} ${version}: ${address} is the manifest of ${String(manifest.name)}, not ${federationName(remote)}`,
    );
  }
  return manifest;
}

/**
 * The packages the live host shares. Read at every check rather than once at start: the host is deployed on its
 * own schedule too, and the guard must compare with the host that is live now.
 */
export async function readHostShared(config: ServerConfig): Promise<HostSharedPackage[] | undefined> {
  const text = await readFile(path.join(config.hostDistDir, HOST_SHARED_FILE), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : parseHostShared(JSON.parse(text));
}

/** As readHostShared, but a release cannot be checked without it, so its absence refuses the release. */
export async function requireHostShared(config: ServerConfig): Promise<HostSharedPackage[]> {
  const shared = await readHostShared(config).catch((error: unknown) => {
    throw HttpError.conflict(
      `The live host's ${HOST_SHARED_FILE} is unreadable: ${(error as Error).message}`,
    );
  });
  if (!shared) {
    throw HttpError.conflict(
      `The live host does not say what it shares (${HOST_SHARED_FILE} is missing from its build): rebuild the host, then release again`,
    );
  }
  return shared;
}

/** <store>/remotes.json as the build's publish step writes it; empty when there is none. */
export async function readStoreIndex(storeDir: string): Promise<RemoteIndexEntry[]> {
  const text = await readFile(path.join(storeDir, 'remotes.json'), 'utf8').catch(() => undefined);
  if (!text) return [];
  const remotes = (JSON.parse(text) as { remotes?: unknown }).remotes;
  if (!Array.isArray(remotes)) return [];
  return remotes.filter(
    (entry: Partial<RemoteIndexEntry>): entry is RemoteIndexEntry =>
      typeof entry?.name === 'string' &&
      typeof entry.version === 'string' &&
      typeof entry.manifest === 'string' &&
      Array.isArray(entry.routes),
  );
}
