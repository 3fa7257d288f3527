import { type Static, Type } from 'typebox';
import { REMOTE_NAME_PATTERN, VERSION_PATTERN } from '../remote-index.js';
import { DateTime, nullable, stringEnum } from './common.js';
import { MAX_RUM_ERRORS, MAX_RUM_REPORTS, RUM_ERROR_KINDS } from './rum-limits.js';

/*
 * Real-user reports: the host sends, for each page view, the version of each remote it used, the page's web vitals,
 * the remotes that failed to load and the errors caught by each area's boundary or left uncaught, batched with
 * navigator.sendBeacon and sampled. No personal data: no address, no query string, no user id.
 *
 *   POST /api/rum                                          RumBatch (sent as text/plain or application/json) → 204
 *
 * A batch counts only with the page view's token (the page's remote index and /remotes.json carry it), and only for
 * the versions it names, once; anything else is dropped and counted by reason (RUM_DROP_REASONS).
 *   GET  /api/admin/remotes/:name/health?minutes=60        → RemoteHealth
 */

export { MAX_RUM_BATCH_BYTES, MAX_RUM_ERRORS, MAX_RUM_REPORTS, RUM_ERROR_KINDS } from './rum-limits.js';

const remote = Type.String({ pattern: REMOTE_NAME_PATTERN });
const version = Type.String({ pattern: VERSION_PATTERN });

/** One problem in a page view, counted against the remote (and version) it came from. */
export const RumError = Type.Object(
  { remote, kind: stringEnum(RUM_ERROR_KINDS) },
  { additionalProperties: false },
);
export type RumError = Static<typeof RumError>;

/** One page view: which version of which remote it ran, its vitals (those measured), and its problems. */
export const RumReport = Type.Object(
  {
    /** The route pattern or the path without its query string; never a query or fragment. */
    page: Type.String({ minLength: 1, maxLength: 200, pattern: '^/[^?#\\s]*$' }),
    /** The remote whose page it was (the one the route belongs to). */
    remote,
    /** Every remote version the page used, by remote name. */
    versions: Type.Record(Type.String({ pattern: REMOTE_NAME_PATTERN }), version, { maxProperties: 10 }),
    lcp: Type.Optional(Type.Number({ minimum: 0, maximum: 600_000 })),
    inp: Type.Optional(Type.Number({ minimum: 0, maximum: 600_000 })),
    cls: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    errors: Type.Array(RumError, { maxItems: MAX_RUM_ERRORS }),
  },
  { additionalProperties: false },
);
export type RumReport = Static<typeof RumReport>;

export const RumBatch = Type.Object(
  {
    /** The page view's signed token; a batch without one is dropped and counted, not refused as malformed. */
    token: Type.Optional(Type.String({ maxLength: 1000 })),
    reports: Type.Array(RumReport, { minItems: 1, maxItems: MAX_RUM_REPORTS }),
  },
  { additionalProperties: false },
);
export type RumBatch = Static<typeof RumBatch>;

/**
 * Why a report was not counted: no token, a token this site did not sign, one past its life, versions the token does
 * not name, a token already counted, another page view from the same address or visitor too soon, a batch over the
 * address's rate limit (counted per batch: its reports are never read), or no way to check it against what was
 * counted (the shared store unreachable).
 */
export const RUM_DROP_REASONS = [
  'no-token',
  'forged',
  'expired',
  'other-versions',
  'replayed',
  'too-frequent',
  'rate-limited',
  'unchecked',
] as const;
export type RumDropReason = (typeof RUM_DROP_REASONS)[number];

/** A version's figures over a span: page views, the share with an error, p75 of the vitals (null: none measured). */
export const VersionHealth = Type.Object({
  version: Type.String(),
  /** Page loads that used this version, each counted once whatever its navigations and reports. */
  pageViews: Type.Integer(),
  /** Page views with at least one error of this remote (boundary or uncaught), over page views; 0 when none. */
  errorRate: Type.Number(),
  /** Distinct addresses that reported on this version (each once a day): what the guard weighs. */
  addresses: Type.Integer(),
  /** Of those addresses, the share that saw an error of this version: the rate the guard compares. */
  addressErrorRate: Type.Number(),
  /** Distinct visitors (the canary's visitor cookie, else each page load) that reported, each once a day. */
  visitors: Type.Integer(),
  loadFailures: Type.Integer(),
  lcpP75: nullable(Type.Number()),
  inpP75: nullable(Type.Number()),
  clsP75: nullable(Type.Number()),
});
export type VersionHealth = Static<typeof VersionHealth>;

/** One minute of one version. */
export const HealthPoint = Type.Object({ minute: DateTime, ...VersionHealth.properties });
export type HealthPoint = Static<typeof HealthPoint>;

export const HealthQuery = Type.Object(
  { minutes: Type.Optional(Type.Integer({ minimum: 5, maximum: 10_080, default: 60 })) },
  { additionalProperties: false },
);
export type HealthQuery = Static<typeof HealthQuery>;

/** Reports not counted over the span, for one reason: those of this remote's pages, and those tied to no remote. */
export const DroppedReports = Type.Object({
  reason: stringEnum(RUM_DROP_REASONS),
  /** Reports whose page view token named this remote. */
  remote: Type.Integer(),
  /** Reports (for rate-limited: batches) that could not be tied to any page the server served, site-wide. */
  unattributed: Type.Integer(),
});
export type DroppedReports = Static<typeof DroppedReports>;

/** GET /api/admin/remotes/:name/health: live and canary side by side, over the last `minutes`, with the series. */
export const RemoteHealth = Type.Object({
  name: Type.String(),
  minutes: Type.Integer(),
  live: nullable(VersionHealth),
  canary: nullable(VersionHealth),
  /** The live version since it went live (whatever `minutes` says). */
  liveSinceRelease: nullable(VersionHealth),
  series: Type.Array(HealthPoint),
  /** The reasons with reports not counted over the span (none: an empty list). */
  dropped: Type.Array(DroppedReports),
});
export type RemoteHealth = Static<typeof RemoteHealth>;
