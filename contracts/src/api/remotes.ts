import { type Static, Type } from 'typebox';
import { REMOTE_NAME_PATTERN, RemoteIndexEntry, VERSION_PATTERN } from '../remote-index.js';
import { DateTime, Paged, nullable, paging } from './common.js';

/** A release's route patterns: as many, and as long, as a build may declare (its routes.json). */
export const MAX_ROUTES = 500;
export const MAX_ROUTE_LENGTH = 200;

/** A live remote as the page receives it (GET /remotes.json, the page's #remote-index): with its entry's address. */
export const LiveRemote = Type.Object({ ...RemoteIndexEntry.properties, entry: Type.String() });
export type LiveRemote = Static<typeof LiveRemote>;

/**
 * GET /remotes.json: not enveloped, the host reads it as it is. `token` is the page view's signed token, naming the
 * versions this answer gave (docs/releases.md "Real-user reports"): the page's reports count only with it.
 */
export const LiveRemoteIndex = Type.Object({ remotes: Type.Array(LiveRemote), token: Type.String() });
export type LiveRemoteIndex = Static<typeof LiveRemoteIndex>;

/** One shared package a remote build asks for, with the range it accepts (from its mf-manifest.json). */
export const SharedRequirement = Type.Object({ name: Type.String(), requiredVersion: Type.String() });
export type SharedRequirement = Static<typeof SharedRequirement>;

/** A recorded release of a remote. */
export const Release = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  version: Type.String(),
  manifest: Type.String(),
  routes: Type.Array(Type.String()),
  shared: Type.Array(SharedRequirement),
  live: Type.Boolean(),
  /** The admin's username; "bootstrap" for the start-up import. */
  releasedBy: Type.String(),
  releasedAt: DateTime,
  /** Who made it live last, and when; null if it never was. */
  activatedBy: nullable(Type.String()),
  activatedAt: nullable(DateTime),
});
export type Release = Static<typeof Release>;

/** What a release, "make live" or rollback answers. */
export const LiveChange = Type.Object({
  release: Release,
  /** The version that was live before, if any. */
  previousVersion: nullable(Type.String()),
});
export type LiveChange = Static<typeof LiveChange>;

/** GET /api/admin/remotes: one line per remote that has releases. */
export const RemoteSummary = Type.Object({
  name: Type.String(),
  liveVersion: nullable(Type.String()),
  liveSince: nullable(DateTime),
  releases: Type.Integer(),
  lastReleasedAt: DateTime,
});
export type RemoteSummary = Static<typeof RemoteSummary>;

export const RemoteSummaryList = Type.Array(RemoteSummary);
export type RemoteSummaryList = Static<typeof RemoteSummaryList>;

/** Path parameters of the calls about one remote. */
export const RemoteParams = Type.Object(
  { name: Type.String({ pattern: REMOTE_NAME_PATTERN }) },
  { additionalProperties: false },
);
export type RemoteParams = Static<typeof RemoteParams>;

/** GET /api/admin/remotes/:name/releases. */
export const ReleaseListQuery = Type.Object({ ...paging(50) }, { additionalProperties: false });
export type ReleaseListQuery = Static<typeof ReleaseListQuery>;

/** A remote's releases, newest first, and its live version. */
export const ReleasePage = Type.Object({
  name: Type.String(),
  liveVersion: nullable(Type.String()),
  ...Paged(Release).properties,
});
export type ReleasePage = Static<typeof ReleasePage>;

const version = Type.String({ pattern: VERSION_PATTERN });

/** POST /api/admin/remotes/:name/releases. */
export const ReleaseInput = Type.Object(
  {
    version,
    /** In the remote store (/remotes/<name>/<version>/…) or on a listed https:// origin. */
    manifest: Type.String({ maxLength: 1024, pattern: '^(/remotes/|https://)\\S+$' }),
    /** Best left out: the build's routes.json is what goes live; sent, it must list the same patterns. */
    routes: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: MAX_ROUTE_LENGTH, pattern: '^/\\S*$' }), {
        minItems: 1,
        maxItems: MAX_ROUTES,
      }),
    ),
  },
  { additionalProperties: false },
);
export type ReleaseInput = Static<typeof ReleaseInput>;

/** POST /api/admin/remotes/:name/live: a version released before. */
export const MakeLiveInput = Type.Object({ version }, { additionalProperties: false });
export type MakeLiveInput = Static<typeof MakeLiveInput>;
