import { createHash } from 'node:crypto';
import type { SharedRequirement } from '@site/contracts/api/remotes';
import { federationName } from '@site/contracts/federation-name';
import { MANIFEST_FILE, REMOTE_ENTRY_FILE, ROUTES_FILE } from '@site/contracts/remote-build';
import { VERSION_PATTERN } from '@site/contracts/remote-index';
import type { RouteAreas } from '@site/contracts/route-areas';
import { HttpError } from '../lib/http-error.js';
import type { BuildFile } from './remote-store/remote-store.js';
import { sharedRequirements } from './shared-guard.js';
import { routesOutsideArea } from './route-area-check.js';
import { parseRouteList } from './store.js';
import { entryPath } from './upload-archive.js';

/** What the server learns from an uploaded build: never from the caller. */
export interface UploadedBuild {
  version: string;
  manifest: unknown;
  routes: string[];
  shared: SharedRequirement[];
  bytes: number;
}

const refuse = (message: string, params?: Record<string, string | number>) =>
  HttpError.badRequest(`The build is refused: ${message}`, params);

/**
 * A build's version as the publish step names it (scripts/lib/remote-store.ts): its package version, then the
 * first 10 hex digits of a sha-256 over every file's path and bytes in path order. The same build gets the same
 * version whether it was published on the server's machine or uploaded.
 */
export function buildVersion(packageVersion: string, files: BuildFile[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(file.path);
    hash.update(file.data);
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
}

type Assets = { js?: { sync?: unknown; async?: unknown }; css?: { sync?: unknown; async?: unknown } };

/** Every file the manifest says a page will load: the entry, and the chunks of what it exposes and shares. */
function namedFiles(manifest: Record<string, unknown>): string[] {
  const names: string[] = [];
  const metaData = manifest.metaData as { remoteEntry?: { name?: unknown; path?: unknown } } | undefined;
  const entry = metaData?.remoteEntry;
  if (typeof entry?.name === 'string' && entry.name !== '') {
    const folder = typeof entry.path === 'string' ? entry.path.replace(/^\/+|\/+$/g, '') : '';
    names.push(folder ? `${folder}/${entry.name}` : entry.name);
  }
  const lists = [manifest.exposes, manifest.shared].flatMap((list) => (Array.isArray(list) ? list : []));
  for (const item of lists as { assets?: Assets }[]) {
    for (const kind of [item?.assets?.js, item?.assets?.css]) {
      for (const group of [kind?.sync, kind?.async]) {
        if (Array.isArray(group))
          names.push(...group.filter((name): name is string => typeof name === 'string'));
      }
    }
  }
  return [...new Set(names)];
}

/**
 * Checks an uploaded build of `remote` before anything is stored: its manifest names this remote's container, its
 * entry is there, every file the manifest names is there, its routes.json lists its pages, all inside the remote's
 * area of paths. Answers its version and what it needs of the host (the caller applies the shared-singleton guard).
 */
export function checkUploadedBuild(remote: string, files: BuildFile[], areas: RouteAreas): UploadedBuild {
  const byPath = new Map(files.map((file) => [file.path, file.data]));
  const manifestData = byPath.get(MANIFEST_FILE);
  if (!manifestData) throw refuse('it has no {file} at its top', { file: MANIFEST_FILE });
  let manifest: Record<string, unknown> | null;
  try {
    manifest = JSON.parse(manifestData.toString('utf8')) as Record<string, unknown> | null;
  } catch {
    manifest = null;
  }
  if (!manifest || typeof manifest !== 'object' || !Array.isArray(manifest.shared)) {
    throw refuse('{file} is not a federation manifest', { file: MANIFEST_FILE });
  }
  if (manifest.name !== federationName(remote)) {
    throw refuse('{file} is the manifest of {other}, not {own}', {
      file: MANIFEST_FILE,
      other: String(manifest.name).slice(0, 100),
      own: federationName(remote),
    });
  }
  if (!byPath.has(REMOTE_ENTRY_FILE))
    throw refuse('it has no {file} at its top', { file: REMOTE_ENTRY_FILE });

  const missing: string[] = [];
  for (const name of namedFiles(manifest)) {
    const file = entryPath(name);
    if (file instanceof HttpError) {
      throw refuse('{manifest} names {file}, which is not a file of the build', {
        manifest: MANIFEST_FILE,
        file: name.slice(0, 200),
      });
    }
    if (!byPath.has(file)) missing.push(file);
  }
  if (missing.length > 0) {
    throw refuse('{manifest} names files it does not hold: {files}', {
      manifest: MANIFEST_FILE,
      files: missing.slice(0, 5).join(', ') + (missing.length > 5 ? ` and ${missing.length - 5} more` : ''),
    });
  }

  const routesData = byPath.get(ROUTES_FILE);
  if (!routesData) {
    throw refuse('it has no {file} beside {manifest}: build it again with the current tooling', {
      file: ROUTES_FILE,
      manifest: MANIFEST_FILE,
    });
  }
  const routes = parseRouteList(routesData.toString('utf8'));
  if (typeof routes === 'string')
    throw refuse('{file} is not a route list: {why}', { file: ROUTES_FILE, why: routes });
  const outside = routesOutsideArea(remote, routes, areas);
  if (outside) throw refuse('{why}', { why: outside });

  const packageVersion = (manifest.metaData as { buildInfo?: { buildVersion?: unknown } } | undefined)
    ?.buildInfo?.buildVersion;
  if (typeof packageVersion !== 'string' || !/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,50}$/.test(packageVersion)) {
    throw refuse('{file} has no usable metaData.buildInfo.buildVersion (the package version)', {
      file: MANIFEST_FILE,
    });
  }
  const version = buildVersion(packageVersion, files);
  // Always true for what the check above lets through; kept as the one rule every stored version obeys.
  if (!new RegExp(VERSION_PATTERN).test(version))
    throw refuse('its version {version} is not usable', { version });
  return {
    version,
    manifest,
    routes,
    shared: sharedRequirements(manifest),
    bytes: files.reduce((sum, file) => sum + file.data.length, 0),
  };
}
