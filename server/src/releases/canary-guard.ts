import type { CanaryState } from '@site/contracts/api/canary';
import type { LiveChange } from '@site/contracts/api/remotes';
import type { VersionHealth } from '@site/contracts/api/rum';
import type { Database } from '../db/database.js';
import { recordAudit } from './audit.js';
import { endCanary } from './canaries.js';
import { type BuildRoutes, liveIndex, replaceLive } from './releases.js';
import type { HostSharedPackage } from './shared-guard.js';

/** A version's figures over a span, from the real-user reports (server/src/rum/health.ts: versionHealth). */
export type HealthOf = (remote: string, version: string, since: Date, until: Date) => Promise<VersionHealth>;

/**
 * When the guard steps in (config.ts: the CANARY_* and RELEASE_* settings, defaults in docs/operations.md).
 */
export interface GuardSettings {
  /** A canary is aborted when its error rate is over the live one's by more than this many percentage points… */
  abortMarginPoints: number;
  /** …and at least this many times the live one's… */
  abortRatio: number;
  /** …over at least this many page views (of the canary; and a comparison rate counts from as many)… */
  minPageViews: number;
  /** …from at least this many distinct addresses… */
  minAddresses: number;
  /** …and this many distinct visitors. */
  minVisitors: number;
  /** How long a version is watched after it went live in place of an older one; 0: not at all. */
  releaseWatchMinutes: number;
  /** A watched release is rolled back when over the version before by more than this many points… */
  rollbackMarginPoints: number;
  /** …and at least this many times its rate. */
  rollbackRatio: number;
}

/** What the guard did in one pass (what it decided and what the database let it do). */
export type GuardAction =
  | { kind: 'canary-abort'; remote: string; canary: CanaryState }
  | { kind: 'auto-rollback'; remote: string; change: LiveChange; reason: string };

export interface GuardDeps {
  db: Database;
  healthOf: HealthOf;
  settings: GuardSettings;
  now: Date;
  /** What the live host shares, for the rollback's guard (as a person's rollback). */
  host(): Promise<HostSharedPackage[]>;
  buildRoutes: BuildRoutes;
  /** One remote's check failed; the others go on. */
  onError?(error: unknown, remote: string): void;
}

const SYSTEM = 'system';

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** What a version's figures must reach before the guard judges from them, and by how much a rate is worse. */
interface Limits {
  marginPoints: number;
  ratio: number;
  minPageViews: number;
  minAddresses: number;
  minVisitors: number;
}

function limitsOf(settings: GuardSettings, marginPoints: number, ratio: number): Limits {
  const { minPageViews, minAddresses, minVisitors } = settings;
  return { marginPoints, ratio, minPageViews, minAddresses, minVisitors };
}

/**
 * Whether a version's reports say anything: enough page views, from enough distinct addresses and visitors. One
 * sender is one address or a few, so the distinct addresses are what it cannot make up.
 */
function enough(health: VersionHealth, limits: Limits): boolean {
  return (
    health.pageViews >= limits.minPageViews &&
    health.addresses >= limits.minAddresses &&
    health.visitors >= limits.minVisitors
  );
}

/**
 * The rate the guard compares: the share of distinct addresses that saw an error of the version. Each address
 * weighs one, however many page views it sends, so k addresses move it by at most k / addresses. A base with too
 * little to say counts as 0, so only the margin decides.
 */
function judgedRate(health: VersionHealth, limits: Limits): number {
  return enough(health, limits) ? health.addressErrorRate : 0;
}

/** Whether a candidate is worse than its base by the margin and the ratio, over enough reports. */
export function worseThan(candidate: VersionHealth, base: VersionHealth, limits: Limits): boolean {
  if (!enough(candidate, limits)) return false;
  const against = judgedRate(base, limits);
  return (
    (candidate.addressErrorRate - against) * 100 > limits.marginPoints &&
    candidate.addressErrorRate >= against * limits.ratio
  );
}

function figures(candidate: VersionHealth, base: VersionHealth, baseLabel: string, limits: Limits): string {
  return (
    `errors seen from ${percent(candidate.addressErrorRate)} of ${candidate.addresses} addresses ` +
    `(${candidate.pageViews} page views, ${candidate.visitors} visitors, error rate ${percent(candidate.errorRate)}) ` +
    `against ${percent(base.addressErrorRate)} of ${base.addresses} for ${baseLabel} ` +
    `(limit: over by ${limits.marginPoints} points and ${limits.ratio}× the share, from ${limits.minAddresses} ` +
    `addresses, ${limits.minVisitors} visitors and ${limits.minPageViews} page views)`
  );
}

async function checkCanaries(deps: GuardDeps, actions: GuardAction[]): Promise<void> {
  const { db, settings, now } = deps;
  const limits = limitsOf(settings, settings.abortMarginPoints, settings.abortRatio);
  const running = await db.query<{ id: number; remote: string; version: string; started_at: Date }>(
    "SELECT id, remote, version, started_at FROM canaries WHERE state = 'running' ORDER BY remote",
  );
  if (running.length === 0) return;
  const live = new Map((await liveIndex(db)).map((entry) => [entry.name, entry.version]));
  for (const canary of running) {
    try {
      const liveVersion = live.get(canary.remote);
      if (!liveVersion || liveVersion === canary.version) continue;
      const [candidate, base] = await Promise.all([
        deps.healthOf(canary.remote, canary.version, canary.started_at, now),
        deps.healthOf(canary.remote, liveVersion, canary.started_at, now),
      ]);
      if (!worseThan(candidate, base, limits)) continue;
      const reason = `Aborted by the guard: ${figures(candidate, base, `the live ${liveVersion}`, limits)}`;
      const ended = await endCanary(
        db,
        canary.id,
        { state: 'aborted', actor: SYSTEM, reason, automatic: true },
        now,
      );
      // Another instance (or a person) ended it first: theirs is the record.
      if (!ended) continue;
      await recordAudit(db, {
        remote: canary.remote,
        action: 'canary-abort',
        version: canary.version,
        actor: SYSTEM,
        actorKind: 'system',
        outcome: 'ok',
        detail: reason,
        at: now,
      });
      actions.push({ kind: 'canary-abort', remote: canary.remote, canary: ended });
    } catch (error) {
      deps.onError?.(error, canary.remote);
    }
  }
}

interface WatchedRow {
  remote: string;
  id: number;
  version: string;
  activated_at: Date;
  previous: string | null;
}

async function checkReleases(deps: GuardDeps, actions: GuardAction[]): Promise<void> {
  const { db, settings, now } = deps;
  if (settings.releaseWatchMinutes <= 0) return;
  const watchMs = settings.releaseWatchMinutes * 60_000;
  const limits = limitsOf(settings, settings.rollbackMarginPoints, settings.rollbackRatio);
  // Watched: a live version made live in place of an older one (a release, a promoted canary) within the watch
  // time. A rollback (to an older one) is not a release, and the guard's own rollback is never undone by it.
  const watched = await db.query<WatchedRow>(
    `SELECT cur.remote, cur.id, cur.version, cur.activated_at, prev.version AS previous
       FROM remote_releases cur
       JOIN LATERAL (
         SELECT p.id, p.version FROM remote_releases p
          WHERE p.remote = cur.remote AND p.id <> cur.id AND p.activated_at IS NOT NULL
            AND p.activated_at <= cur.activated_at
          ORDER BY p.activated_at DESC, p.id DESC LIMIT 1
       ) prev ON prev.id < cur.id
      WHERE cur.live AND cur.activated_at > $1 AND cur.activated_by NOT IN ('system', 'bootstrap')
      ORDER BY cur.remote`,
    [new Date(now.getTime() - watchMs)],
  );
  for (const row of watched) {
    try {
      if (!row.previous) continue;
      const baseSince = new Date(row.activated_at.getTime() - watchMs);
      const [candidate, base] = await Promise.all([
        deps.healthOf(row.remote, row.version, row.activated_at, now),
        deps.healthOf(row.remote, row.previous, baseSince, row.activated_at),
      ]);
      if (!worseThan(candidate, base, limits)) continue;
      const reason =
        `Rolled back by the guard ${Math.round((now.getTime() - row.activated_at.getTime()) / 60_000)} min after ` +
        `the release: ${figures(candidate, base, `${row.previous} before it`, limits)}`;
      const change = await replaceLive(
        db,
        row.remote,
        { id: row.id, activatedAt: row.activated_at },
        row.previous,
        SYSTEM,
        now,
        await deps.host(),
        deps.buildRoutes,
      );
      if (!change) continue;
      await recordAudit(db, {
        remote: row.remote,
        action: 'auto-rollback',
        version: row.previous,
        actor: SYSTEM,
        actorKind: 'system',
        outcome: 'ok',
        detail: `${row.version} → ${row.previous}. ${reason}`,
        at: now,
      });
      actions.push({ kind: 'auto-rollback', remote: row.remote, change, reason });
    } catch (error) {
      deps.onError?.(error, row.remote);
    }
  }
}

/**
 * One pass of the guard: aborts each running canary whose error rate is over the live version's by the margin, and
 * rolls back each version watched after its release that is over the version before it. Safe on several instances
 * at once: every change is conditional on the state the decision was made from, and only the instance whose
 * change took records it.
 */
export async function runGuard(deps: GuardDeps): Promise<GuardAction[]> {
  const actions: GuardAction[] = [];
  await checkCanaries(deps, actions);
  await checkReleases(deps, actions);
  return actions;
}
