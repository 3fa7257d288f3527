import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenOptions = Parameters<NodeFS['init']>[1];

interface NodefsInternals {
  stream_ops: { fsync?: (stream: { nfd: number }) => number };
  /** Turns a Node error into the errno the engine expects from a failed system call. */
  tryFSOperation<T>(operation: () => T): T;
}

/**
 * PGlite's Node filesystem, with an fsync that reaches the disk. Emscripten's NODEFS, which NodeFS mounts, has no
 * fsync operation, so PostgreSQL's fsync() of the write-ahead log at each commit returned at once and a commit sat
 * in the kernel's page cache: safe from a killed process, lost in a power cut. Each NODEFS file wraps a real
 * descriptor (`nfd`), so the operation only has to hand it to the kernel. A failed fsync is reported to the engine
 * as an errno, which PostgreSQL answers with a PANIC rather than a commit it cannot promise.
 */
export class SyncingNodeFS extends NodeFS {
  override async init(pg: PGlite, options: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const giveNodefsAnFsync = (mod: { NODEFS: unknown }) => {
      const nodefs = mod.NODEFS as NodefsInternals;
      nodefs.stream_ops.fsync = (stream) => {
        nodefs.tryFSOperation(() => fsyncSync(stream.nfd));
        return 0;
      };
    };
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), giveNodefsAnFsync] },
    };
  }
}

/**
 * Start parameters that make PostgreSQL sync: PGlite's defaults run it with -F (fsync off). The WAL is synced with
 * fsync(), since fdatasync() is a stub that does nothing in PGlite's build, and O_DSYNC is not passed on to Node.
 */
export function syncingStartParams(defaults: readonly string[]): string[] {
  return [...defaults.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];
}

/** Syncs a file or folder to the disk. */
export function syncPath(target: string): void {
  const fd = openSync(target, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Syncs every file and folder of a freshly created database, and the folder holding it. PGlite creates the
 * database (initdb) without syncing anything, and PostgreSQL syncs only what it writes itself afterwards: without
 * this, a power cut soon after the first start could leave a database that cannot start.
 */
export function syncTree(root: string): void {
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const entryPath = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(entryPath);
      else if (entry.isFile()) syncPath(entryPath);
    }
    syncPath(folder);
  };
  visit(root);
  syncPath(path.dirname(root));
}
