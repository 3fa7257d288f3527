import { type Static, Type } from 'typebox';
import { REMOTE_NAME_PATTERN, VERSION_PATTERN } from '../remote-index.js';
import { DateTime, Id, Instant, Paged, nullable, paging, stringEnum, text } from './common.js';

/*
 * What a team's release pipeline and the console's Monitor share beyond the releases themselves: deploy keys (one
 * remote each), uploads, preview links, the audit of every release action, and which stored versions are kept.
 *
 * Calls with a deploy key (`Authorization: Bearer <secret>`), each for the key's own remote only:
 *   POST /api/remotes/:name/uploads    the build as a .tar.gz of the remote's dist/  → UploadResult
 *   POST /api/remotes/:name/releases   ReleaseVersionInput                           → LiveChange (remotes.ts)
 *   POST /api/remotes/:name/live       ReleaseVersionInput                           → LiveChange
 *   POST /api/remotes/:name/rollback   {}                                            → LiveChange
 *   POST /api/remotes/:name/previews   ReleaseVersionInput                           → PreviewLink
 * The console's (an admin session):
 *   GET  /api/admin/remotes/:name/keys                  → DeployKeyList
 *   POST /api/admin/remotes/:name/keys                  CreateDeployKeyInput → CreatedDeployKey
 *   POST /api/admin/remotes/:name/keys/:id/revoke       {} → DeployKey
 *   POST /api/admin/remotes/:name/previews              ReleaseVersionInput → PreviewLink
 *   GET  /api/admin/remotes/:name/audit?page&pageSize   → AuditPage
 *   GET  /api/admin/remotes/:name/stored                → StoredVersionList
 */

const version = Type.String({ pattern: VERSION_PATTERN });

/** A deploy key as listed: never its secret, which is shown once, when it is created, and stored only as a hash. */
export const DeployKey = Type.Object({
  id: Id,
  name: Type.String(),
  remote: Type.String(),
  createdBy: Type.String(),
  createdAt: DateTime,
  lastUsedAt: nullable(DateTime),
  expiresAt: nullable(DateTime),
  /** Set when an admin revoked it; a revoked or expired key is refused at once. */
  revokedAt: nullable(DateTime),
});
export type DeployKey = Static<typeof DeployKey>;

export const DeployKeyList = Type.Array(DeployKey);
export type DeployKeyList = Static<typeof DeployKeyList>;

export const MAX_KEY_NAME_LENGTH = 60;

export const CreateDeployKeyInput = Type.Object(
  {
    name: text({ minLength: 1, maxLength: MAX_KEY_NAME_LENGTH, pattern: '\\S' }),
    /** Left out or null: the key does not expire. Must lie in the future. */
    expiresAt: Type.Optional(nullable(Instant)),
  },
  { additionalProperties: false },
);
export type CreateDeployKeyInput = Static<typeof CreateDeployKeyInput>;

/** The answer to creating a key: the only time its secret is ever sent. */
export const CreatedDeployKey = Type.Object({ key: DeployKey, secret: Type.String() });
export type CreatedDeployKey = Static<typeof CreatedDeployKey>;

/** Path parameters of the calls about one key of one remote. */
export const DeployKeyParams = Type.Object(
  { name: Type.String({ pattern: REMOTE_NAME_PATTERN }), id: Id },
  { additionalProperties: false },
);
export type DeployKeyParams = Static<typeof DeployKeyParams>;

/** The body of the calls that name one stored version of a remote. */
export const ReleaseVersionInput = Type.Object({ version }, { additionalProperties: false });
export type ReleaseVersionInput = Static<typeof ReleaseVersionInput>;

/** What an upload stored: its version is read from the build, never from the caller. */
export const UploadResult = Type.Object({
  name: Type.String(),
  version: Type.String(),
  manifest: Type.String(),
  routes: Type.Array(Type.String()),
  files: Type.Integer(),
  bytes: Type.Integer(),
  /** False when this very build was already stored under its version (an upload again is harmless). */
  created: Type.Boolean(),
});
export type UploadResult = Static<typeof UploadResult>;

/** A signed, expiring link that makes one browser load this version of the remote everywhere on the site. */
export const PreviewLink = Type.Object({
  name: Type.String(),
  version: Type.String(),
  /** Absolute when the server knows its public address, else a path on the site. */
  url: Type.String(),
  expiresAt: DateTime,
});
export type PreviewLink = Static<typeof PreviewLink>;

export const AUDIT_ACTIONS = [
  'upload',
  'release',
  'make-live',
  'rollback',
  'preview',
  'key-create',
  'key-revoke',
  'prune',
  'canary-start',
  'canary-promote',
  'canary-abort',
  'auto-rollback',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One recorded release action, refusals included. */
export const AuditEntry = Type.Object({
  id: Id,
  remote: Type.String(),
  action: stringEnum(AUDIT_ACTIONS),
  version: nullable(Type.String()),
  /** An admin's username, or the deploy key's name; "system" for the scheduled pruning. */
  actor: Type.String(),
  actorKind: stringEnum(['admin', 'key', 'system'] as const),
  outcome: stringEnum(['ok', 'refused'] as const),
  /** Why it was refused (the message the caller got), or what it did, in a few words. */
  detail: nullable(Type.String()),
  at: DateTime,
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditQuery = Type.Object({ ...paging(100) }, { additionalProperties: false });
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditPage = Paged(AuditEntry);
export type AuditPage = Static<typeof AuditPage>;

export const KEEP_REASONS = ['live', 'recent', 'preview', 'served'] as const;
export type KeepReason = (typeof KEEP_REASONS)[number];

/** A version in the remote store, and why the pruning keeps it (no reason: it goes at the next pruning). */
export const StoredVersion = Type.Object({
  version: Type.String(),
  storedAt: DateTime,
  bytes: Type.Integer(),
  live: Type.Boolean(),
  /** When a page last needed it. */
  lastServedAt: nullable(DateTime),
  keptBecause: Type.Array(stringEnum(KEEP_REASONS)),
});
export type StoredVersion = Static<typeof StoredVersion>;

export const StoredVersionList = Type.Array(StoredVersion);
export type StoredVersionList = Static<typeof StoredVersionList>;
