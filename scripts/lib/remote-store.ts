import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROUTES_FILE } from '@site/contracts/remote-build';
import type { RemoteIndex, RemoteIndexEntry } from '@site/contracts/remote-index';

export const REMOTES = ['player', 'console', 'legal'] as const;
export type RemoteName = (typeof REMOTES)[number];

export function repoRoot(): string {
  return path.resolve(__dirname, '..', '..');
}

export function defaultStoreDir(): string {
  return path.resolve(
    repoRoot(),
    process.env.REMOTE_STORE_DIR ?? path.join(process.env.DATA_DIR ?? '.data', 'remotes'),
  );
}

async function listFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full, base) : Promise.resolve([path.relative(base, full)]);
    }),
  );
  return files.flat().sort();
}

/** package version + a hash of the build: the same build always gets the same version folder. */
export async function buildVersion(distDir: string, packageVersion: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(distDir)) {
    hash.update(file);
    hash.update(await readFile(path.join(distDir, file)));
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
}

/**
 * The route patterns a build declares (routes.json, written by its build from the module it exposes as ./routes):
 * the server releases a build with these, so the index says the same.
 */
export async function buildRoutes(distDir: string): Promise<string[]> {
  const text = await readFile(path.join(distDir, ROUTES_FILE), 'utf8').catch(() => undefined);
  const routes = text === undefined ? undefined : (JSON.parse(text) as { routes?: unknown }).routes;
  if (!Array.isArray(routes) || !routes.every((route) => typeof route === 'string')) {
    throw new Error(
      `${distDir} has no ${ROUTES_FILE} with its routes: build it again with the current tooling`,
    );
  }
  return routes as string[];
}

export async function readIndex(storeDir: string): Promise<RemoteIndex> {
  const text = await readFile(path.join(storeDir, 'remotes.json'), 'utf8').catch(() => undefined);
  return text ? (JSON.parse(text) as RemoteIndex) : { remotes: [] };
}

/** Written to a temporary file and renamed, so a reader never sees half a document. */
export async function writeIndex(storeDir: string, index: RemoteIndex): Promise<void> {
  await mkdir(storeDir, { recursive: true });
  const target = path.join(storeDir, 'remotes.json');
  const temp = `${target}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(index, null, 2)}\n`);
  await rename(temp, target);
}

export interface PublishResult {
  entry: RemoteIndexEntry;
  copied: boolean;
}

export interface CopyOptions {
  /** The build to copy; by default remote-<name>/dist. */
  distDir?: string;
}

/**
 * Copies a remote's build into <store>/<name>/<version>/ (version = package version + a hash of the build) and
 * answers its remotes.json entry, without making it live. Version folders are never changed once written: pages
 * opened before a release keep loading their chunks from the old folder.
 */
export async function copyBuildToStore(
  name: RemoteName,
  storeDir = defaultStoreDir(),
  options: CopyOptions = {},
): Promise<PublishResult> {
  const appDir = path.join(repoRoot(), `remote-${name}`);
  const distDir = path.resolve(options.distDir ?? path.join(appDir, 'dist'));
  if (!(await stat(path.join(distDir, 'mf-manifest.json')).catch(() => undefined))) {
    throw new Error(`${distDir} has no build: run "pnpm --filter @site/remote-${name} build" first`);
  }
  const routes = await buildRoutes(distDir);
  const pkg = JSON.parse(await readFile(path.join(appDir, 'package.json'), 'utf8')) as { version: string };
  const version = await buildVersion(distDir, pkg.version);
  const target = path.join(storeDir, name, version);
  const exists = Boolean(await stat(target).catch(() => undefined));
  if (!exists) {
    await mkdir(path.dirname(target), { recursive: true });
    // Copied beside the target and renamed: a half-copied folder is never served under the version's name.
    const temp = `${target}.${process.pid}.tmp`;
    await cp(distDir, temp, { recursive: true });
    await rename(temp, target);
  }
  const entry: RemoteIndexEntry = {
    name,
    version,
    manifest: `/remotes/${name}/${version}/mf-manifest.json`,
    routes,
  };
  return { entry, copied: !exists };
}

/**
 * The offline publish of the build (npm run build / npm start, before any server runs): copies the build into the
 * store and makes it live in <store>/remotes.json, which the server imports into its release history at start.
 * A running server is released to with scripts/release-remote.ts instead.
 */
export async function publishRemote(name: RemoteName, storeDir = defaultStoreDir()): Promise<PublishResult> {
  const result = await copyBuildToStore(name, storeDir);
  const index = await readIndex(storeDir);
  const others = index.remotes.filter((remote) => remote.name !== name);
  await writeIndex(storeDir, {
    remotes: [...others, result.entry].sort((a, b) => a.name.localeCompare(b.name)),
  });
  return result;
}
