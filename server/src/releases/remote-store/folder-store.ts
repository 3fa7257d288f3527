import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  type BuildFile,
  type RemoteStore,
  type StoredBuild,
  buildDigest,
  checkBuild,
  exists,
  localVersions,
  readFolder,
  sameVersionOtherContent,
  writeVersionFolder,
} from './remote-store.js';

async function folderBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const sizes = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => stat(path.join(entry.parentPath, entry.name)).then((info) => info.size)),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * The embedded default: the builds are the folders <dir>/<name>/<version>/ on this machine's disk, which the
 * static server serves as they are. One instance (or instances sharing that folder).
 */
export function createFolderStore(dir: string): RemoteStore {
  const versionDir = (name: string, version: string) => path.join(dir, name, version);
  return {
    kind: 'folder',
    localDir: dir,

    async putBuild(name: string, version: string, files: BuildFile[]) {
      checkBuild(name, version, files);
      const target = versionDir(name, version);
      const there = async () => {
        if (buildDigest(await readFolder(target)) !== buildDigest(files)) {
          throw sameVersionOtherContent(name, version);
        }
        return 'same' as const;
      };
      if (await exists(target)) return there();
      return (await writeVersionFolder(dir, name, version, files)) === 'written' ? 'stored' : there();
    },

    async ensureLocal(name: string, version: string) {
      return exists(versionDir(name, version));
    },

    async list(name?: string): Promise<StoredBuild[]> {
      const found = (await localVersions(dir)).filter((entry) => name === undefined || entry.name === name);
      const builds = await Promise.all(
        found.map(async (entry) => {
          const folder = versionDir(entry.name, entry.version);
          const info = await stat(folder).catch(() => undefined);
          if (!info) return undefined;
          return {
            remote: entry.name,
            version: entry.version,
            // The rename into place sets the folder's change time: when the version was stored.
            storedAt: info.birthtimeMs > 0 ? info.birthtime : info.ctime,
            bytes: await folderBytes(folder),
          };
        }),
      );
      return builds.filter((build): build is StoredBuild => build !== undefined);
    },

    async remove(name: string, version: string) {
      await rm(versionDir(name, version), { recursive: true, force: true });
    },

    async sweepLocal() {
      // The folder is the store: nothing is held anywhere else.
      return [];
    },
  };
}
