import { rm } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type { Database, Queryable } from '../../db/database.js';
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

// Any fixed number (beside the migration, seed and release locks); the second key is the remote and version, so two
// instances storing the same version at once store it once.
const STORE_LOCK = 840_008;

/** How long an instance takes a version the database does not hold as absent before it asks again. */
const MISSING_FOR_MS = 10_000;

interface VersionRow {
  remote: string;
  version: string;
  digest: string;
  bytes: string | number;
  stored_at: Date;
  pruned_at: Date | null;
}

function toBuffer(data: unknown): Buffer {
  if (Buffer.isBuffer(data)) return data;
  const bytes = data as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

async function versionRow(db: Queryable, name: string, version: string): Promise<VersionRow | undefined> {
  const rows = await db.query<VersionRow>(
    `SELECT remote, version, digest, bytes, stored_at, pruned_at FROM remote_store_versions
      WHERE remote = $1 AND version = $2`,
    [name, version],
  );
  return rows[0];
}

export interface DatabaseStoreOptions {
  now?: () => number;
  /** Told when a build copied into the local folder was stored in the database (the local publish step's). */
  onShared?: (name: string, version: string) => void;
}

/**
 * The store several instances share (REMOTE_STORE=database): every build's files in the database they already share
 * (see README.md beside this file for why). Each instance copies a version into its local folder the first time it
 * serves or renders it, and serves and renders from that copy: a version never changes, so the copy never goes stale.
 */
export function createDatabaseStore(
  db: Database,
  localDir: string,
  options: DatabaseStoreOptions = {},
): RemoteStore {
  const now = options.now ?? Date.now;
  // Versions this instance has copied and knows the database holds: served without asking the database again.
  const ready = new Set<string>();
  const pending = new Map<string, Promise<boolean>>();
  const missing = new LRUCache<string, true>({ max: 2_000, ttl: MISSING_FOR_MS, ttlAutopurge: false });
  const key = (name: string, version: string) => `${name}/${version}`;
  const versionDir = (name: string, version: string) => path.join(localDir, name, version);

  const putBuild = async (name: string, version: string, files: BuildFile[]) => {
    checkBuild(name, version, files);
    const digest = buildDigest(files);
    const bytes = files.reduce((sum, file) => sum + file.data.length, 0);
    const outcome = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [STORE_LOCK, key(name, version)]);
      const existing = await versionRow(tx, name, version);
      if (existing && !existing.pruned_at) {
        if (existing.digest !== digest) throw sameVersionOtherContent(name, version);
        return 'same' as const;
      }
      // A pruned version stored again: its tombstone gives way to the build.
      if (existing)
        await tx.query('DELETE FROM remote_store_versions WHERE remote = $1 AND version = $2', [
          name,
          version,
        ]);
      await tx.query(
        `INSERT INTO remote_store_versions (remote, version, digest, files, bytes, stored_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [name, version, digest, files.length, bytes, new Date(now())],
      );
      for (const file of files) {
        await tx.query(
          'INSERT INTO remote_store_files (remote, version, path, data) VALUES ($1, $2, $3, $4)',
          [name, version, file.path, file.data],
        );
      }
      return 'stored' as const;
    });
    missing.delete(key(name, version));
    // The instance that stores a build has its files at hand: its own copy costs no read.
    if (outcome === 'stored') await writeVersionFolder(localDir, name, version, files);
    return outcome;
  };

  const copyFromDatabase = async (name: string, version: string): Promise<boolean> => {
    const rows = await db.query<{ path: string; data: unknown }>(
      `SELECT f.path, f.data FROM remote_store_files f
         JOIN remote_store_versions v USING (remote, version)
        WHERE f.remote = $1 AND f.version = $2 AND v.pruned_at IS NULL`,
      [name, version],
    );
    if (rows.length === 0) return false;
    await writeVersionFolder(
      localDir,
      name,
      version,
      rows.map((row) => ({ path: row.path, data: toBuffer(row.data) })),
    );
    return true;
  };

  const ensure = async (name: string, version: string): Promise<boolean> => {
    const row = await versionRow(db, name, version);
    const local = await exists(versionDir(name, version));
    if (local) {
      if (row?.pruned_at) {
        // Pruned through another instance: this copy goes as well.
        await rm(versionDir(name, version), { recursive: true, force: true });
        return false;
      }
      if (!row) {
        // A build the local publish step (npm run build, publish-remote) copied into this instance's folder: stored
        // in the database as it is first needed, so every other instance can serve it as well.
        await putBuild(name, version, await readFolder(versionDir(name, version)));
        options.onShared?.(name, version);
      }
      return true;
    }
    if (!row || row.pruned_at) return false;
    return copyFromDatabase(name, version);
  };

  return {
    kind: 'database',
    localDir,
    putBuild,

    async ensureLocal(name: string, version: string) {
      const id = key(name, version);
      if (ready.has(id)) return true;
      if (missing.has(id)) return false;
      // Requests that come while a version is copied share the copy.
      let running = pending.get(id);
      if (!running) {
        running = ensure(name, version).finally(() => pending.delete(id));
        pending.set(id, running);
      }
      const found = await running;
      if (found) ready.add(id);
      else missing.set(id, true);
      return found;
    },

    async list(name?: string): Promise<StoredBuild[]> {
      const rows = await db.query<VersionRow>(
        `SELECT remote, version, digest, bytes, stored_at, pruned_at FROM remote_store_versions
          WHERE pruned_at IS NULL AND ($1::text IS NULL OR remote = $1) ORDER BY remote, stored_at`,
        [name ?? null],
      );
      return rows.map((row) => ({
        remote: row.remote,
        version: row.version,
        storedAt: row.stored_at,
        bytes: Number(row.bytes),
      }));
    },

    async remove(name: string, version: string, at: Date) {
      await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [STORE_LOCK, key(name, version)]);
        await tx.query('DELETE FROM remote_store_files WHERE remote = $1 AND version = $2', [name, version]);
        await tx.query('UPDATE remote_store_versions SET pruned_at = $3 WHERE remote = $1 AND version = $2', [
          name,
          version,
          at,
        ]);
      });
      ready.delete(key(name, version));
      await rm(versionDir(name, version), { recursive: true, force: true });
    },

    async sweepLocal() {
      const pruned = await db.query<{ remote: string; version: string }>(
        'SELECT remote, version FROM remote_store_versions WHERE pruned_at IS NOT NULL',
      );
      const gone = new Set(pruned.map((row) => key(row.remote, row.version)));
      const removed: string[] = [];
      for (const entry of await localVersions(localDir)) {
        const id = key(entry.name, entry.version);
        if (!gone.has(id)) continue;
        ready.delete(id);
        await rm(versionDir(entry.name, entry.version), { recursive: true, force: true });
        removed.push(id);
      }
      return removed;
    },
  };
}
