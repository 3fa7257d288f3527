import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_ROUTES, MAX_ROUTE_LENGTH } from '@site/contracts/api/remotes';
import { federationName } from '@site/contracts/federation-name';
import { ROUTES_FILE, besideManifest } from '@site/contracts/remote-build';
import { REMOTE_NAME_PATTERN, type RemoteIndexEntry, VERSION_PATTERN } from '@site/contracts/remote-index';
import type { RouteAreas } from '@site/contracts/route-areas';
import type { ServerConfig } from '../config.js';
import { HttpError } from '../lib/http-error.js';
import { RefusedAddressError, UnreadableError } from './read-errors.js';
import type { RemoteFetcher } from './remote-fetch.js';
import { requireRoutesInArea } from './route-area-check.js';
import { type HostSharedPackage, parseHostShared } from './shared-guard.js';

/** What the host build writes beside its index.html: the packages it shares and their versions. */
export const HOST_SHARED_FILE = 'federation-shared.json';

/** The file behind a /remotes/... address, or undefined when the address leaves the store. */
export function storeFile(storeDir: string, address: string): string | undefined {
  if (!address.startsWith('/remotes/')) return undefined;
  const file = path.resolve(storeDir, `.${address.slice('/remotes'.length)}`);
  return file.startsWith(path.resolve(storeDir) + path.sep) ? file : undefined;
}

/** Reads a file of a build by its address; throws UnreadableError, or RefusedAddressError for a forbidden one. */
export type BuildReader = (address: string, options?: { timeoutMs?: number }) => Promise<string>;

/**
 * Makes sure this instance has its copy of the version a /remotes/ address names (the shared store copies it into
 * the local folder); nothing to do for the local folder store.
 */
export type EnsureLocal = (address: string) => Promise<unknown>;

/**
 * Reads a build's files where the browser will fetch them: from the remote store for /remotes/ addresses, and for
 * a build on a CDN over HTTPS, through the fetcher that keeps to the listed public origins (none when absent).
 */
export function createBuildReader(
  storeDir: string,
  fetcher?: RemoteFetcher,
  ensureLocal?: EnsureLocal,
): BuildReader {
  return async (address, options) => {
    if (address.startsWith('https://')) {
      if (!fetcher) throw new RefusedAddressError(`${address} is not read from here`);
      return fetcher.text(address, options);
    }
    const file = storeFile(storeDir, address);
    if (!file) throw new RefusedAddressError(`${address} is outside the remote store`);
    await ensureLocal?.(address);
    return readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      throw new UnreadableError(`${address} cannot be read (${error.code ?? error.message})`);
    });
  };
}

/** The build writes its route patterns beside its manifest (tooling/webpack/route-index-plugin.ts). */
export function routesAddress(manifestAddress: string): string {
  return besideManifest(manifestAddress, ROUTES_FILE);
}

/** The patterns of a routes.json, or why it is not a route list. */
export function parseRouteList(text: string): string[] | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'it is not JSON';
  }
  return checkRoutes((value as { routes?: unknown } | null)?.routes);
}

/** A list of route patterns as the host matches them, or why it is not one. */
export function checkRoutes(routes: unknown): string[] | string {
  if (!Array.isArray(routes)) return 'it has no "routes" array';
  if (routes.length < 1 || routes.length > MAX_ROUTES) return `routes must have 1 to ${MAX_ROUTES} items`;
  for (const [i, route] of routes.entries()) {
    if (typeof route !== 'string') return `routes.${i} must be a string`;
    if (!route.startsWith('/')) return `routes.${i} must start with /`;
    if (route.length > MAX_ROUTE_LENGTH) {
      return `routes.${i} must not have more than ${MAX_ROUTE_LENGTH} characters`;
    }
    if (/\s/.test(route)) return `routes.${i} must not contain whitespace`;
  }
  return routes as string[];
}

export interface RemoteBuild {
  manifest: unknown;
  routes: string[];
  /** False when the build has no routes.json and the given fallback was used. */
  routesFromBuild: boolean;
}

export interface ReadBuildOptions {
  /** "release", "import": the action the messages name. */
  action: string;
  remote: string;
  version: string;
  /** The manifest's normalised address (manifestAddress). */
  address: string;
  /** What the messages call the address ("body.manifest"). */
  label: string;
  /** Routes to use when the build has no routes.json; without them such a build is refused. */
  routesFallback?: string[];
  /** The remotes' areas of paths (REMOTE_AREA_<NAME>): routes outside the remote's are refused. */
  areas: RouteAreas;
}

/**
 * A build's mf-manifest.json and route patterns, read where the browser will read them. A release whose manifest
 * cannot be read would break every page of the remote, and one whose routes are not the build's would send its
 * pages elsewhere (or take another remote's), so both are refused here, before anything goes live.
 */
export async function readRemoteBuild(read: BuildReader, options: ReadBuildOptions): Promise<RemoteBuild> {
  const { action, remote, version, address, label } = options;
  const cannot = `Cannot ${action} ${remote} ${version}`;
  const text = await read(address).catch((error: unknown) => {
    if (error instanceof RefusedAddressError)
      throw HttpError.badRequest(`${cannot}: ${label} is refused: ${error.message}`);
    if (!(error instanceof UnreadableError)) throw error;
    throw HttpError.badRequest(
      address.startsWith('/remotes/')
        ? `${cannot}: ${address} cannot be read. Copy the build into the remote store first.`
        : `${cannot}: ${error.message}`,
    );
  });
  let manifest: { name?: unknown; shared?: unknown } | null;
  try {
    manifest = JSON.parse(text) as { name?: unknown; shared?: unknown } | null;
  } catch {
    manifest = null;
  }
  if (!manifest || typeof manifest !== 'object' || !Array.isArray(manifest.shared)) {
    throw HttpError.badRequest(`${cannot}: ${address} is not a federation manifest`);
  }
  // The host registers the remote under this name; a manifest of another container would never load.
  if (manifest.name !== federationName(remote)) {
    throw HttpError.badRequest(
      `${cannot}: ${address} is the manifest of ${String(manifest.name)}, not ${federationName(remote)}`,
    );
  }

  const routesFile = routesAddress(address);
  const routesText = await read(routesFile).catch((error: unknown) => {
    if (!(error instanceof UnreadableError || error instanceof RefusedAddressError)) throw error;
    return undefined;
  });
  if (routesText === undefined) {
    if (options.routesFallback) {
      requireRoutesInArea(
        action,
        { remote, version, routes: options.routesFallback },
        options.areas,
        'badRequest',
      );
      return { manifest, routes: options.routesFallback, routesFromBuild: false };
    }
    throw HttpError.badRequest(
      `${cannot}: ${routesFile} cannot be read. The build writes it beside mf-manifest.json: rebuild the remote and copy the build into the remote store.`,
    );
  }
  const routes = parseRouteList(routesText);
  if (typeof routes === 'string')
    throw HttpError.badRequest(`${cannot}: ${routesFile} is not a route list: ${routes}`);
  requireRoutesInArea(action, { remote, version, routes }, options.areas, 'badRequest');
  return { manifest, routes, routesFromBuild: true };
}

/**
 * The route patterns of an already recorded release's build, read again when it is made live, so that a release
 * goes live with the routes of its files whatever was recorded for it. Undefined when the build has no routes.json
 * (built before builds carried it, or the CDN does not answer): the recorded routes stay.
 */
export async function readBuildRoutes(
  read: BuildReader,
  action: string,
  release: { remote: string; version: string; manifest: string },
): Promise<string[] | undefined> {
  const file = routesAddress(release.manifest);
  const text = await read(file).catch((error: unknown) => {
    if (error instanceof RefusedAddressError) {
      throw HttpError.conflict(
        `Cannot ${action} ${release.remote} ${release.version}: its manifest ${release.manifest} is refused: ${error.message}`,
      );
    }
    if (error instanceof UnreadableError) return undefined;
    throw error;
  });
  if (text === undefined) return undefined;
  const routes = parseRouteList(text);
  if (typeof routes === 'string') {
    throw HttpError.conflict(
      `Cannot ${action} ${release.remote} ${release.version}: ${file} is not a route list: ${routes}`,
    );
  }
  return routes;
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
      new RegExp(REMOTE_NAME_PATTERN).test(entry.name) &&
      typeof entry.version === 'string' &&
      new RegExp(VERSION_PATTERN).test(entry.version) &&
      typeof entry.manifest === 'string' &&
      typeof checkRoutes(entry.routes) !== 'string',
  );
}
