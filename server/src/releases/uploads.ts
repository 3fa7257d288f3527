import type { SharedRequirement } from '@site/contracts/api/remotes';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../lib/http-error.js';

/** 409 when the version is recorded with another manifest (a release from elsewhere): checked before storing. */
export async function refuseOtherManifest(
  db: Queryable,
  remote: string,
  version: string,
  manifest: string,
): Promise<void> {
  const existing = await db.query<{ manifest: string }>(
    'SELECT manifest FROM remote_releases WHERE remote = $1 AND version = $2',
    [remote, version],
  );
  if (existing[0] && existing[0].manifest !== manifest) {
    throw HttpError.conflict(
      '{remote} {version} was already released with another manifest ({manifest}): a new build needs a new version',
      { remote, version, manifest: existing[0].manifest },
    );
  }
}

/**
 * Records an uploaded build as a release that is not live, so that releasing it, making it live, previewing it and
 * the console's history all find it. Answers whether it was new; the same version recorded with another manifest
 * (a release from elsewhere) is a conflict, as for the admin's release.
 */
export async function recordUpload(
  db: Queryable,
  input: { remote: string; version: string; manifest: string; routes: string[]; shared: SharedRequirement[] },
  actor: string,
  now: Date,
): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO remote_releases (remote, version, manifest, routes, shared, released_by, released_at)
     VALUES ($1, $2, $3, $4::text[], $5::jsonb, $6, $7)
     ON CONFLICT (remote, version) DO NOTHING RETURNING id`,
    [input.remote, input.version, input.manifest, input.routes, JSON.stringify(input.shared), actor, now],
  );
  if (inserted.length > 0) return true;
  await refuseOtherManifest(db, input.remote, input.version, input.manifest);
  return false;
}
