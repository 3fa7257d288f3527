import type { CanaryState, CanaryStatus } from '@site/contracts/api/canary';
import type { SharedRequirement } from '@site/contracts/api/remotes';
import type { RemoteIndexEntry } from '@site/contracts/remote-index';
import type { RouteAreas } from '@site/contracts/route-areas';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../lib/http-error.js';
import { requireRoutesInArea } from './route-area-check.js';
import { type HostSharedPackage, incompatibilityMessage } from './shared-guard.js';

interface CanaryRow {
  id: number;
  remote: string;
  version: string;
  base_version: string | null;
  share: number;
  state: CanaryState['state'];
  started_by: string;
  started_at: Date;
  ended_by: string | null;
  ended_at: Date | null;
  reason: string | null;
  automatic: boolean;
}

const COLUMNS =
  'id, remote, version, base_version, share, state, started_by, started_at, ended_by, ended_at, reason, automatic';

/** How many ended canaries the console's status lists. */
const RECENT_CANARIES = 10;

function toState(row: CanaryRow): CanaryState {
  return {
    id: row.id,
    name: row.remote,
    version: row.version,
    baseVersion: row.base_version,
    share: row.share,
    state: row.state,
    startedBy: row.started_by,
    startedAt: row.started_at.toISOString(),
    endedBy: row.ended_by,
    endedAt: row.ended_at ? row.ended_at.toISOString() : null,
    reason: row.reason,
    automatic: row.automatic,
  };
}

/** A running canary as pages need it: which visitors get it, and the entry they get in place of the live one. */
export interface RunningCanary {
  id: number;
  share: number;
  entry: RemoteIndexEntry;
}

/** Every running canary, one per remote at most: read for each page and /remotes.json, so every instance agrees. */
export async function runningCanaries(db: Queryable): Promise<RunningCanary[]> {
  const rows = await db.query<{
    id: number;
    remote: string;
    version: string;
    share: number;
    manifest: string;
    routes: string[];
  }>(
    `SELECT c.id, c.remote, c.version, c.share, r.manifest, r.routes
       FROM canaries c JOIN remote_releases r ON r.remote = c.remote AND r.version = c.version
      WHERE c.state = 'running'`,
  );
  return rows.map((row) => ({
    id: row.id,
    share: row.share,
    entry: { name: row.remote, version: row.version, manifest: row.manifest, routes: row.routes },
  }));
}

async function runningRow(db: Queryable, remote: string): Promise<CanaryRow | undefined> {
  const rows = await db.query<CanaryRow>(
    `SELECT ${COLUMNS} FROM canaries WHERE remote = $1 AND state = 'running'`,
    [remote],
  );
  return rows[0];
}

/** The running canary of a remote, or 409 saying there is none. */
export async function requireRunningCanary(db: Queryable, remote: string): Promise<CanaryState> {
  const row = await runningRow(db, remote);
  if (!row) throw HttpError.conflict('{remote} has no canary running', { remote });
  return toState(row);
}

/**
 * 409 while a canary of the remote runs: another version going live under it would leave the canary's visitors on
 * the canary and everyone else on a version the canary was never compared with. Promote or abort it first.
 */
export async function refuseWhileCanary(db: Queryable, remote: string, action: string): Promise<void> {
  const row = await runningRow(db, remote);
  if (!row) return;
  throw HttpError.conflict(
    '{remote} has a canary of {version} running for {share} % of visitors: promote or abort it before you {action}',
    { remote, version: row.version, share: row.share, action },
  );
}

export interface StartCanaryRequest {
  remote: string;
  version: string;
  share: number;
  actor: string;
}

/**
 * Starts a canary: the version must be a stored release of the remote that is not live, the remote must have a live
 * version for the other visitors, the live host must satisfy what the build shares, its routes must keep to the
 * remote's area, and no other canary of the remote may be running (the database's unique index decides between two
 * instances starting one at once).
 */
export async function startCanary(
  db: Queryable,
  request: StartCanaryRequest,
  now: Date,
  host: HostSharedPackage[],
  areas: RouteAreas,
): Promise<CanaryState> {
  const { remote, version, share, actor } = request;
  const rows = await db.query<{
    version: string;
    live: boolean;
    shared: SharedRequirement[];
    routes: string[];
  }>(
    'SELECT version, live, shared, routes FROM remote_releases WHERE remote = $1 AND (version = $2 OR live)',
    [remote, version],
  );
  const target = rows.find((row) => row.version === version);
  const live = rows.find((row) => row.live);
  if (!target) throw HttpError.notFound('{remote} has no stored version {version}', { remote, version });
  if (target.live) {
    throw HttpError.conflict('{remote} {version} is live already: every visitor sees it', {
      remote,
      version,
    });
  }
  if (!live) {
    throw HttpError.conflict('{remote} has no live version for the other visitors: release it instead', {
      remote,
    });
  }
  const refusal = incompatibilityMessage('start a canary of', remote, version, target.shared, host);
  if (refusal) throw HttpError.conflict(refusal);
  requireRoutesInArea('start a canary of', { remote, version, routes: target.routes }, areas);
  const running = await runningRow(db, remote);
  const busy = () =>
    HttpError.conflict(
      '{remote} already has a canary running ({version}): promote or abort it before starting another',
      { remote, version: running?.version ?? 'another version' },
    );
  if (running) throw busy();
  const inserted = await db.query<CanaryRow>(
    `INSERT INTO canaries (remote, version, base_version, share, started_by, started_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (remote) WHERE state = 'running' DO NOTHING
     RETURNING ${COLUMNS}`,
    [remote, version, live.version, share, actor, now],
  );
  if (!inserted[0]) throw busy();
  return toState(inserted[0]);
}

export interface CanaryEnd {
  state: 'promoted' | 'aborted';
  actor: string;
  reason?: string | null;
  automatic?: boolean;
}

/**
 * Ends a running canary, on one condition: that it is still running. Of two instances (or a person and the guard)
 * ending it at once, one does; the other gets undefined and must do nothing more.
 */
export async function endCanary(
  db: Queryable,
  id: number,
  end: CanaryEnd,
  now: Date,
): Promise<CanaryState | undefined> {
  const rows = await db.query<CanaryRow>(
    `UPDATE canaries SET state = $2, ended_by = $3, ended_at = $4, reason = $5, automatic = $6
      WHERE id = $1 AND state = 'running' RETURNING ${COLUMNS}`,
    [id, end.state, end.actor, now, end.reason ?? null, end.automatic ?? false],
  );
  return rows[0] ? toState(rows[0]) : undefined;
}

/** The running canary of a remote, if any, and its last canaries, newest first. */
export async function canaryStatus(db: Queryable, remote: string): Promise<CanaryStatus> {
  const rows = await db.query<CanaryRow>(
    `SELECT ${COLUMNS} FROM canaries WHERE remote = $1 ORDER BY id DESC LIMIT $2`,
    [remote, RECENT_CANARIES],
  );
  const recent = rows.map(toState);
  return { running: recent.find((canary) => canary.state === 'running') ?? null, recent };
}
