import type { KeepReason, StoredVersion } from '@site/contracts/api/release-ops';
import type { Database } from '../../db/database.js';
import type { RemoteStore, StoredBuild } from './remote-store.js';
import { lastServed } from './served-log.js';

export const SERVED_WITHIN_MS = 24 * 3600 * 1000;

export interface KeepRules {
  /** How many versions next to the live one are kept: the N released before it, and the N newest after it. */
  keepRecent: number;
  /** The versions of a remote that some browser is previewing now (none unless the preview wires it in). */
  underPreview: (remote: string) => Promise<Iterable<string>>;
  now: Date;
}

interface ReleaseOrder {
  version: string;
  id: number;
  live: boolean;
}

/**
 * The stored versions of a remote, each with why it is kept; none means the next pruning removes it.
 * - live: the live release;
 * - recent: one of the keepRecent versions released before the live one (what a rollback steps back to), or of the
 *   keepRecent newest after it (uploaded, not released yet); versions never recorded as releases count as newest, by
 *   the time they were stored;
 * - preview: a browser is previewing it;
 * - served: a page fetched its files within the last 24 hours (a tab opened before a release still loads them).
 */
export async function storedVersions(
  db: Database,
  store: RemoteStore,
  remote: string,
  rules: KeepRules,
): Promise<StoredVersion[]> {
  const [builds, releases, served, previewed] = await Promise.all([
    store.list(remote),
    db.query<ReleaseOrder>('SELECT version, id, live FROM remote_releases WHERE remote = $1', [remote]),
    lastServed(db, remote),
    rules.underPreview(remote).then((versions) => new Set(versions)),
  ]);
  const released = new Map(releases.map((row) => [row.version, row]));
  const ordered = [...builds].sort(
    (a, b) => orderOf(a, released) - orderOf(b, released) || +a.storedAt - +b.storedAt,
  );
  const liveAt = ordered.findIndex((build) => released.get(build.version)?.live);
  const recent = new Set(
    (liveAt < 0
      ? ordered.slice(-rules.keepRecent)
      : [
          ...ordered.slice(Math.max(0, liveAt - rules.keepRecent), liveAt),
          ...ordered.slice(liveAt + 1).slice(-rules.keepRecent),
        ]
    ).map((build) => build.version),
  );
  if (rules.keepRecent === 0) recent.clear();
  const since = +rules.now - SERVED_WITHIN_MS;

  return ordered
    .map((build) => {
      const live = released.get(build.version)?.live ?? false;
      const servedAt = served.get(build.version) ?? null;
      const keptBecause: KeepReason[] = [
        ...(live ? (['live'] as const) : []),
        ...(recent.has(build.version) ? (['recent'] as const) : []),
        ...(previewed.has(build.version) ? (['preview'] as const) : []),
        ...(servedAt && +servedAt >= since ? (['served'] as const) : []),
      ];
      return {
        version: build.version,
        storedAt: build.storedAt.toISOString(),
        bytes: build.bytes,
        live,
        lastServedAt: servedAt ? servedAt.toISOString() : null,
        keptBecause,
      };
    })
    .reverse();
}

/** Release order; a version never released sorts after every release. */
function orderOf(build: StoredBuild, released: Map<string, ReleaseOrder>): number {
  return released.get(build.version)?.id ?? Number.MAX_SAFE_INTEGER;
}

/**
 * Removes every stored version no rule keeps, remote by remote, and answers them. Every instance prunes on its
 * schedule; two at once only agree (removing a version twice is harmless), so they take no lock that a slow store
 * would hold against releases.
 */
export async function prune(
  db: Database,
  store: RemoteStore,
  rules: KeepRules,
): Promise<Array<{ remote: string; version: string }>> {
  const remotes = [...new Set((await store.list()).map((build) => build.remote))].sort();
  const removed: Array<{ remote: string; version: string }> = [];
  for (const remote of remotes) {
    for (const stored of await storedVersions(db, store, remote, rules)) {
      if (stored.keptBecause.length > 0) continue;
      await store.remove(remote, stored.version, rules.now);
      await db.query('DELETE FROM remote_store_served WHERE remote = $1 AND version = $2', [
        remote,
        stored.version,
      ]);
      removed.push({ remote, version: stored.version });
    }
  }
  return removed;
}
