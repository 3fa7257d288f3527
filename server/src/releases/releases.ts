import type { LiveChange, Release, RemoteSummary, SharedRequirement } from '@site/contracts/api/remotes';
import type { RemoteIndexEntry } from '@site/contracts/remote-index';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../lib/http-error.js';
import { type HostSharedPackage, incompatibilityMessage } from './shared-guard.js';

interface ReleaseRow {
  id: number;
  remote: string;
  version: string;
  manifest: string;
  routes: string[];
  shared: SharedRequirement[];
  live: boolean;
  released_by: string;
  released_at: Date;
  activated_by: string | null;
  activated_at: Date | null;
}

const COLUMNS =
  'id, remote, version, manifest, routes, shared, live, released_by, released_at, activated_by, activated_at';

// Any fixed number (beside the migration and seed locks); the second key is the remote, so releases of different
// remotes never wait for each other, and two instances never make two releases of one remote live at once.
const RELEASE_LOCK = 840_003;

function toRelease(row: ReleaseRow): Release {
  return {
    id: row.id,
    name: row.remote,
    version: row.version,
    manifest: row.manifest,
    routes: row.routes,
    shared: row.shared,
    live: row.live,
    releasedBy: row.released_by,
    releasedAt: row.released_at.toISOString(),
    activatedBy: row.activated_by,
    activatedAt: row.activated_at ? row.activated_at.toISOString() : null,
  };
}

async function lockRemote(tx: Queryable, remote: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [RELEASE_LOCK, remote]);
}

async function liveRow(tx: Queryable, remote: string): Promise<ReleaseRow | undefined> {
  const rows = await tx.query<ReleaseRow>(
    `SELECT ${COLUMNS} FROM remote_releases WHERE remote = $1 AND live`,
    [remote],
  );
  return rows[0];
}

/** Makes a release live; with routes (the build's, read again), they replace the recorded ones. */
async function makeLive(
  tx: Queryable,
  id: number,
  remote: string,
  actor: string,
  now: Date,
  routes?: string[],
): Promise<Release> {
  // Off first, then on: the partial unique index allows one live row per remote at every moment.
  await tx.query('UPDATE remote_releases SET live = false WHERE remote = $1 AND live AND id <> $2', [
    remote,
    id,
  ]);
  const rows = await tx.query<ReleaseRow>(
    `UPDATE remote_releases SET live = true, activated_by = $2, activated_at = $3, routes = COALESCE($4::text[], routes)
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, actor, now, routes ?? null],
  );
  return toRelease(rows[0]!);
}

function guard(
  action: string,
  row: { remote: string; version: string; shared: SharedRequirement[] },
  host: HostSharedPackage[],
) {
  const message = incompatibilityMessage(action, row.remote, row.version, row.shared, host);
  if (message) throw HttpError.conflict(message);
}

/** What GET /remotes.json answers: the live release of every remote. */
export async function liveIndex(db: Queryable): Promise<RemoteIndexEntry[]> {
  return db.query<RemoteIndexEntry>(
    'SELECT remote AS name, version, manifest, routes FROM remote_releases WHERE live ORDER BY remote',
  );
}

export async function remoteSummaries(db: Queryable): Promise<RemoteSummary[]> {
  const rows = await db.query<{
    name: string;
    live_version: string | null;
    live_since: Date | null;
    releases: number;
    last_released_at: Date;
  }>(
    `SELECT remote AS name,
            max(version) FILTER (WHERE live) AS live_version,
            max(activated_at) FILTER (WHERE live) AS live_since,
            count(*)::int AS releases,
            max(released_at) AS last_released_at
       FROM remote_releases GROUP BY remote ORDER BY remote`,
  );
  return rows.map((row) => ({
    name: row.name,
    liveVersion: row.live_version,
    liveSince: row.live_since ? row.live_since.toISOString() : null,
    releases: row.releases,
    lastReleasedAt: row.last_released_at.toISOString(),
  }));
}

/** A remote's releases, newest first. */
export async function listReleases(
  db: Queryable,
  remote: string,
  page: number,
  pageSize: number,
): Promise<{ items: Release[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db.query<ReleaseRow>(
      `SELECT ${COLUMNS} FROM remote_releases WHERE remote = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [remote, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM remote_releases WHERE remote = $1', [
      remote,
    ]),
  ]);
  return { items: rows.map(toRelease), total: totals[0]?.total ?? 0 };
}

/** A build to record as a release: its manifest's normalised address, its build's routes and what it shares. */
export interface ReleaseRecord {
  remote: string;
  version: string;
  manifest: string;
  routes: string[];
  shared: SharedRequirement[];
}

/**
 * Records a release and makes it live, after the guard: the live host must satisfy what the build shares. Releasing
 * a version again (the same build) makes it live again, with the routes its build declares; the same version with
 * another manifest is refused, since versions name builds.
 */
export async function release(
  db: Database,
  input: ReleaseRecord,
  actor: string,
  now: Date,
  host: HostSharedPackage[],
): Promise<LiveChange> {
  guard('release', input, host);
  return db.transaction(async (tx) => {
    await lockRemote(tx, input.remote);
    const before = await liveRow(tx, input.remote);
    const existing = (
      await tx.query<ReleaseRow>(
        `SELECT ${COLUMNS} FROM remote_releases WHERE remote = $1 AND version = $2`,
        [input.remote, input.version],
      )
    )[0];
    let id: number;
    if (existing) {
      if (existing.manifest !== input.manifest) {
        throw HttpError.conflict(
          `${input.remote} ${input.version} was already released with another manifest (${existing.manifest}): a new build needs a new version`,
        );
      }
      id = existing.id;
    } else {
      const rows = await tx.query<{ id: number }>(
        `INSERT INTO remote_releases (remote, version, manifest, routes, shared, released_by, released_at)
         VALUES ($1, $2, $3, $4::text[], $5::jsonb, $6, $7) RETURNING id`,
        [input.remote, input.version, input.manifest, input.routes, JSON.stringify(input.shared), actor, now],
      );
      id = rows[0]!.id;
    }
    const live = await makeLive(tx, id, input.remote, actor, now, input.routes);
    return { release: live, previousVersion: before?.version ?? null };
  });
}

/**
 * The route patterns of a release's build, read again as it goes live; undefined keeps the recorded ones. Called
 * before the transaction: reading a CDN inside it would hold the remote's lock (and on PGlite, the whole database)
 * for as long as the CDN takes.
 */
export type BuildRoutes = (release: {
  remote: string;
  version: string;
  manifest: string;
  /** The recorded routes, which stay when the build has none to read. */
  routes: string[];
}) => Promise<string[] | undefined>;

/** Makes an earlier (or the current) release of a remote live again, after the same guard. */
export async function activate(
  db: Database,
  remote: string,
  version: string,
  actor: string,
  now: Date,
  host: HostSharedPackage[],
  buildRoutes: BuildRoutes,
): Promise<LiveChange> {
  const target = (
    await db.query<ReleaseRow>(`SELECT ${COLUMNS} FROM remote_releases WHERE remote = $1 AND version = $2`, [
      remote,
      version,
    ])
  )[0];
  if (!target) throw HttpError.notFound('{remote} has no release {version}', { remote, version });
  guard('make live', target, host);
  const routes = await buildRoutes(target);
  // Releases are never deleted, so the target found above is still there.
  return db.transaction(async (tx) => {
    await lockRemote(tx, remote);
    const before = await liveRow(tx, remote);
    return {
      release: await makeLive(tx, target.id, remote, actor, now, routes),
      previousVersion: before?.version ?? null,
    };
  });
}

/** The live release of a remote and the one before it (in release order), or why there is nothing to roll back. */
async function rollbackStep(
  db: Queryable,
  remote: string,
): Promise<{ current: ReleaseRow; previous: ReleaseRow }> {
  const current = await liveRow(db, remote);
  if (!current) {
    const any = await db.query('SELECT 1 FROM remote_releases WHERE remote = $1 LIMIT 1', [remote]);
    if (any.length === 0) throw HttpError.notFound('{remote} has no releases', { remote });
    throw HttpError.conflict('{remote} has no live release to roll back from', { remote });
  }
  const previous = (
    await db.query<ReleaseRow>(
      // Only releases that were live once: an upload never released is not a state to go back to.
      `SELECT ${COLUMNS} FROM remote_releases
        WHERE remote = $1 AND id < $2 AND activated_at IS NOT NULL ORDER BY id DESC LIMIT 1`,
      [remote, current.id],
    )
  )[0];
  if (!previous) {
    throw HttpError.conflict('{remote} {version} is its first release: there is nothing to roll back to', {
      remote,
      version: current.version,
    });
  }
  return { current, previous };
}

/**
 * Rolls a remote back to the release before the live one (in release order): from C to B, then from B to A. To go
 * forward again, make a version live by name.
 */
export async function rollback(
  db: Database,
  remote: string,
  actor: string,
  now: Date,
  host: HostSharedPackage[],
  buildRoutes: BuildRoutes,
): Promise<LiveChange> {
  const planned = await rollbackStep(db, remote);
  guard('roll back to', planned.previous, host);
  const routes = await buildRoutes(planned.previous);
  return db.transaction(async (tx) => {
    await lockRemote(tx, remote);
    const { current, previous } = await rollbackStep(tx, remote);
    // Someone released or rolled back meanwhile: this rollback was meant from another live release.
    if (current.id !== planned.current.id) {
      throw HttpError.conflict(
        '{remote} changed while rolling back ({version} is live now): roll back again',
        {
          remote,
          version: current.version,
        },
      );
    }
    return {
      release: await makeLive(tx, previous.id, remote, actor, now, routes),
      previousVersion: current.version,
    };
  });
}

/**
 * Start-up import of what the build's publish step wrote to <store>/remotes.json (the offline path: `npm start`
 * builds and publishes before any server runs). A remote's entry is imported, live, by "bootstrap" when the database
 * has no release of that remote, or when it names a version the database has never seen (a newer local build).
 * A version the database knows is left alone: a rollback done through the API survives a restart.
 */
export async function importStoreEntry(
  db: Database,
  entry: RemoteIndexEntry,
  shared: SharedRequirement[],
  now: Date,
): Promise<'imported' | 'known'> {
  return db.transaction(async (tx) => {
    await lockRemote(tx, entry.name);
    const known = await tx.query('SELECT 1 FROM remote_releases WHERE remote = $1 AND version = $2', [
      entry.name,
      entry.version,
    ]);
    if (known.length > 0) return 'known';
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO remote_releases (remote, version, manifest, routes, shared, released_by, released_at)
       VALUES ($1, $2, $3, $4::text[], $5::jsonb, 'bootstrap', $6) RETURNING id`,
      [entry.name, entry.version, entry.manifest, entry.routes, JSON.stringify(shared), now],
    );
    await makeLive(tx, rows[0]!.id, entry.name, 'bootstrap', now);
    return 'imported';
  });
}

/**
 * Makes `target` live in place of the live release, on one condition: that the live release is still `expected`,
 * made live at the same moment. The guard's rollback: of two instances deciding it at once, one does it, the other
 * gets undefined; and a release made meanwhile by a person is never undone by a decision about the one before.
 */
export async function replaceLive(
  db: Database,
  remote: string,
  expected: { id: number; activatedAt: Date },
  target: string,
  actor: string,
  now: Date,
  host: HostSharedPackage[],
  buildRoutes: BuildRoutes,
): Promise<LiveChange | undefined> {
  const row = (
    await db.query<ReleaseRow>(`SELECT ${COLUMNS} FROM remote_releases WHERE remote = $1 AND version = $2`, [
      remote,
      target,
    ])
  )[0];
  if (!row) throw HttpError.notFound('{remote} has no release {version}', { remote, version: target });
  guard('roll back to', row, host);
  const routes = await buildRoutes(row);
  return db.transaction(async (tx) => {
    await lockRemote(tx, remote);
    const current = await liveRow(tx, remote);
    if (current?.id !== expected.id || current.activated_at?.getTime() !== expected.activatedAt.getTime()) {
      return undefined;
    }
    return {
      release: await makeLive(tx, row.id, remote, actor, now, routes),
      previousVersion: current.version,
    };
  });
}
