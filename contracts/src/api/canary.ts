import { type Static, Type } from 'typebox';
import { VERSION_PATTERN } from '../remote-index.js';
import { DateTime, nullable, stringEnum } from './common.js';

/*
 * Canary releases: an uploaded version of a remote goes live for a share of visitors, each visitor keeping the same
 * version across pages and reloads; one canary per remote at a time; promoted to everyone or aborted in one step,
 * by a person or by the server's guard.
 *
 * With a deploy key of the remote (Authorization: Bearer <secret>):
 *   POST /api/remotes/:name/canary          StartCanaryInput → CanaryState
 *   POST /api/remotes/:name/canary/promote  {}               → CanaryState   (the version becomes live for everyone)
 *   POST /api/remotes/:name/canary/abort    {}               → CanaryState   (every visitor back on the live version)
 * The console's (an admin session): the same under /api/admin/remotes/:name/canary…, and
 *   GET  /api/admin/remotes/:name/canary    → CanaryStatus
 */

export const MIN_CANARY_SHARE = 1;
export const MAX_CANARY_SHARE = 99;

export const StartCanaryInput = Type.Object(
  {
    version: Type.String({ pattern: VERSION_PATTERN }),
    /** The share of visitors, in per cent, who get the canary. */
    share: Type.Integer({ minimum: MIN_CANARY_SHARE, maximum: MAX_CANARY_SHARE }),
  },
  { additionalProperties: false },
);
export type StartCanaryInput = Static<typeof StartCanaryInput>;

export const CANARY_STATES = ['running', 'promoted', 'aborted'] as const;
export type CanaryStateName = (typeof CANARY_STATES)[number];

/** A canary of a remote, running or ended. */
export const CanaryState = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  version: Type.String(),
  /** The live version the other visitors get (when it started). */
  baseVersion: nullable(Type.String()),
  share: Type.Integer(),
  state: stringEnum(CANARY_STATES),
  startedBy: Type.String(),
  startedAt: DateTime,
  endedBy: nullable(Type.String()),
  endedAt: nullable(DateTime),
  /** Why it ended: for an automatic abort, the figures that decided it. */
  reason: nullable(Type.String()),
  /** True when the server's guard ended it, not a person. */
  automatic: Type.Boolean(),
});
export type CanaryState = Static<typeof CanaryState>;

/** GET /api/admin/remotes/:name/canary: the running canary, if any, and the last ones (newest first). */
export const CanaryStatus = Type.Object({
  running: nullable(CanaryState),
  recent: Type.Array(CanaryState),
});
export type CanaryStatus = Static<typeof CanaryStatus>;
