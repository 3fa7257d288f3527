import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAME_PATTERN, VERSION_PATTERN } from '@site/contracts/remote-index';
import { HttpError } from '../../lib/http-error.js';

/** One file of a build, its path relative to the version's folder (forward slashes). */
export interface BuildFile {
  path: string;
  data: Buffer;
}

/** A version the store holds. */
export interface StoredBuild {
  remote: string;
  version: string;
  storedAt: Date;
  bytes: number;
}

/**
 * Where the remotes' builds are kept, immutable per version. Whatever the store, this instance keeps a copy of the
 * builds it serves or renders under localDir/<name>/<version>/ (the static server and the prerender read files).
 */
export interface RemoteStore {
  readonly kind: 'folder' | 'database';
  readonly localDir: string;
  /**
   * Stores a build under its version: 'stored', or 'same' when this very build is there already. Throws HttpError
   * 409 when the version holds other content (a version names one build). All or nothing.
   */
  putBuild(name: string, version: string, files: BuildFile[]): Promise<'stored' | 'same'>;
  /** Makes sure this instance has its copy of the version; false when the store does not hold it. */
  ensureLocal(name: string, version: string): Promise<boolean>;
  /** The versions held, of one remote or of all. */
  list(name?: string): Promise<StoredBuild[]>;
  /** Removes a version, its files and this instance's copy. */
  remove(name: string, version: string, now: Date): Promise<void>;
  /** Deletes local copies of versions the store no longer holds (pruned through another instance); answers them. */
  sweepLocal(): Promise<string[]>;
}

const NAME = new RegExp(REMOTE_NAME_PATTERN);
const VERSION = new RegExp(VERSION_PATTERN);

export function isStoreKey(name: string, version: string): boolean {
  return NAME.test(name) && VERSION.test(version);
}

/** The remote and version of a /remotes/<name>/<version>/... address, or undefined. */
export function storeKeyOf(address: string): { name: string; version: string } | undefined {
  const match = /^\/remotes\/([^/?#]+)\/([^/?#]+)\//.exec(address);
  if (!match) return undefined;
  const [, name, version] = match as unknown as [string, string, string];
  return isStoreKey(name, version) ? { name, version } : undefined;
}

/** The store's copy step for a build file's address (what the build reader and the prerender are given). */
export function ensureAddress(store: RemoteStore): (address: string) => Promise<boolean> {
  return async (address) => {
    const key = storeKeyOf(address);
    return key ? store.ensureLocal(key.name, key.version) : false;
  };
}

/**
 * A build file's path as stored, or why it cannot be one: relative, forward slashes, no "." or ".." segment, no
 * empty segment. The upload checks its archive before; this is the store's own guard, whoever calls it.
 */
export function checkBuildPath(file: string): string | undefined {
  if (!file || file.length > 512) return 'must have 1 to 512 characters';
  if (file.includes('\\') || file.includes('\0')) return 'must use forward slashes and no NUL';
  if (file.startsWith('/')) return 'must be relative';
  if (file.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    return 'must not have empty, "." or ".." segments';
  }
  return undefined;
}

/** Refuses a build the store must not hold, naming what is wrong. */
export function checkBuild(name: string, version: string, files: BuildFile[]): void {
  if (!NAME.test(name)) throw HttpError.badRequest(`"${name}" is not a remote name`);
  if (!VERSION.test(version)) throw HttpError.badRequest(`"${version}" is not a version`);
  if (files.length === 0) throw HttpError.badRequest(`${name} ${version} has no files`);
  const seen = new Set<string>();
  for (const file of files) {
    const problem = checkBuildPath(file.path);
    if (problem) throw HttpError.badRequest(`The build's file "${file.path}" ${problem}`);
    if (seen.has(file.path)) throw HttpError.badRequest(`The build has "${file.path}" twice`);
    seen.add(file.path);
  }
}

/** The same for the same files in any order, different for any other content. */
export function buildDigest(files: BuildFile[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(`${file.path}\0${file.data.length}\0`);
    hash.update(file.data);
  }
  return hash.digest('hex');
}

export function sameVersionOtherContent(name: string, version: string): HttpError {
  return HttpError.conflict(
    `${name} ${version} is already stored with other content: a new build needs a new version`,
  );
}

/** Every file under dir, with paths relative to it (forward slashes). */
export async function readFolder(dir: string, base = dir): Promise<BuildFile[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return readFolder(full, base);
      if (!entry.isFile()) return [];
      return [{ path: path.relative(base, full).split(path.sep).join('/'), data: await readFile(full) }];
    }),
  );
  return files.flat();
}

export async function exists(file: string): Promise<boolean> {
  return Boolean(await stat(file).catch(() => undefined));
}

/**
 * Writes a build into localDir/<name>/<version>/: staged in a hidden folder beside it and renamed into place, so
 * nothing ever sees half a version under its name. 'exists' when the version's folder was there already.
 */
export async function writeVersionFolder(
  localDir: string,
  name: string,
  version: string,
  files: BuildFile[],
): Promise<'written' | 'exists'> {
  const target = path.join(localDir, name, version);
  if (await exists(target)) return 'exists';
  const staging = path.join(
    localDir,
    name,
    `.staging-${version}-${process.pid}-${Math.random().toString(36).slice(2)}`,
  );
  try {
    for (const file of files) {
      const full = path.join(staging, ...file.path.split('/'));
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, file.data);
    }
    await mkdir(staging, { recursive: true });
    await rename(staging, target);
    return 'written';
  } catch (error) {
    // Another writer of the same immutable version got there first: its copy is as good as this one.
    if (await exists(target)) return 'exists';
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The version folders under localDir: [name, version] pairs (staging folders and remotes.json left out). */
export async function localVersions(localDir: string): Promise<Array<{ name: string; version: string }>> {
  const names = await readdir(localDir, { withFileTypes: true }).catch(() => []);
  const found: Array<{ name: string; version: string }> = [];
  for (const entry of names) {
    if (!entry.isDirectory() || !NAME.test(entry.name)) continue;
    const versions = await readdir(path.join(localDir, entry.name), { withFileTypes: true }).catch(() => []);
    for (const version of versions) {
      if (version.isDirectory() && VERSION.test(version.name)) {
        found.push({ name: entry.name, version: version.name });
      }
    }
  }
  return found;
}
