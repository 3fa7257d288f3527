import type { PreviewLink } from '@site/contracts/api/release-ops';
import type { RemoteIndexEntry } from '@site/contracts/remote-index';
import type { RouteAreas } from '@site/contracts/route-areas';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../lib/http-error.js';
import { readPayload, signPayload } from '../lib/signed-token.js';
import { signingSecret } from '../lib/signing-secret.js';
import { requireRoutesInArea } from './route-area-check.js';

/** Where a preview link is opened (GET, ?token=…): it sets the browser's preview and lands on the site. */
export const PREVIEW_OPEN_PATH = '/preview';
/** Where the bar's exit button posts: it ends the browser's preview. */
export const PREVIEW_EXIT_PATH = '/preview/exit';

/** What a browser previews: one stored version of one remote, until the link it opened expires. */
export interface Preview {
  id: number;
  remote: string;
  version: string;
  expiresAt: Date;
  /** The version as the page's remote index lists it, in place of the live one. */
  entry: RemoteIndexEntry;
}

export type PreviewRefusal = 'malformed' | 'forged' | 'expired' | 'unknown';

interface TokenPayload {
  /** The remote_previews row. */
  p: number;
  r: string;
  v: string;
  /** Expiry, seconds since the epoch. */
  e: number;
}

// Longer than any token this server signs (a name, a version of at most 64 characters, two numbers): anything longer
// is refused before any work is done on it.
const MAX_TOKEN_LENGTH = 400;

export async function signPreviewToken(db: Queryable, payload: TokenPayload, now: Date): Promise<string> {
  return signPayload(await signingSecret(db, 'preview', now), payload);
}

function isPayload(value: unknown): value is TokenPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { p, r, v, e } = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(p) &&
    typeof r === 'string' &&
    typeof v === 'string' &&
    typeof e === 'number' &&
    Number.isFinite(e)
  );
}

/** The token's claims when this site signed it, else why not (its expiry is not looked at here). */
async function readToken(
  db: Queryable,
  token: string,
  now: Date,
): Promise<TokenPayload | Exclude<PreviewRefusal, 'expired' | 'unknown'>> {
  const read = readPayload(await signingSecret(db, 'preview', now), token, MAX_TOKEN_LENGTH);
  if ('refusal' in read) return read.refusal;
  return isPayload(read.payload) ? read.payload : 'malformed';
}

/**
 * The preview a token stands for, or why it stands for none: not one of this site's tokens, expired, or naming a
 * link or a stored version that is not there (the token's remote and version must be those of the link it was
 * issued for, so a token never reaches another remote's version).
 */
export async function previewOfToken(
  db: Queryable,
  token: string,
  now: Date,
): Promise<Preview | PreviewRefusal> {
  const payload = await readToken(db, token, now);
  if (typeof payload === 'string') return payload;
  if (payload.e * 1000 <= now.getTime()) return 'expired';
  const rows = await db.query<{
    expires_at: Date;
    manifest: string;
    routes: string[];
  }>(
    `SELECT p.expires_at, r.manifest, r.routes
       FROM remote_previews p
       JOIN remote_releases r ON r.remote = p.remote AND r.version = p.version
      WHERE p.id = $1 AND p.remote = $2 AND p.version = $3`,
    [payload.p, payload.r, payload.v],
  );
  const row = rows[0];
  if (!row) return 'unknown';
  if (row.expires_at.getTime() <= now.getTime()) return 'expired';
  return {
    id: payload.p,
    remote: payload.r,
    version: payload.v,
    expiresAt: row.expires_at,
    entry: { name: payload.r, version: payload.v, manifest: row.manifest, routes: row.routes },
  };
}

export interface PreviewLinkRequest {
  remote: string;
  version: string;
  /** An admin's username or a deploy key's name. */
  actor: string;
  actorKind: 'admin' | 'key';
}

export interface PreviewLinkOptions {
  now: Date;
  ttlSeconds: number;
  /** The site's address: the link is absolute when it is known, else a path on the site. */
  publicOrigin?: string;
  /** The remotes' areas of paths: a version whose routes leave its remote's gets no link. */
  areas: RouteAreas;
}

/**
 * Issues a signed, expiring link that makes the browser opening it load `version` of `remote` everywhere on the
 * site. The version must be a stored release of that remote that is not live (a live one is what everyone sees).
 * Used by the admin route and by the deploy-key route (`POST /api/remotes/:name/previews`).
 */
export async function createPreviewLink(
  db: Queryable,
  request: PreviewLinkRequest,
  options: PreviewLinkOptions,
): Promise<PreviewLink> {
  const { remote, version } = request;
  const rows = await db.query<{ live: boolean; routes: string[] }>(
    'SELECT live, routes FROM remote_releases WHERE remote = $1 AND version = $2',
    [remote, version],
  );
  if (!rows[0]) throw HttpError.notFound('{remote} has no stored version {version}', { remote, version });
  if (rows[0].live) {
    throw HttpError.conflict('{remote} {version} is live already: every visitor sees it', {
      remote,
      version,
    });
  }
  requireRoutesInArea('preview', { remote, version, routes: rows[0].routes }, options.areas);
  // Whole seconds: the token carries them, and the row must say the same.
  const expires = Math.floor(options.now.getTime() / 1000) + options.ttlSeconds;
  const expiresAt = new Date(expires * 1000);
  const issued = await db.query<{ id: number }>(
    `INSERT INTO remote_previews (remote, version, issued_by, issued_at, expires_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [remote, version, request.actor, options.now, expiresAt],
  );
  const token = await signPreviewToken(
    db,
    { p: issued[0]!.id, r: remote, v: version, e: expires },
    options.now,
  );
  const path = `${PREVIEW_OPEN_PATH}?token=${token}`;
  return {
    name: remote,
    version,
    url: options.publicOrigin ? `${options.publicOrigin.replace(/\/$/, '')}${path}` : path,
    expiresAt: expiresAt.toISOString(),
  };
}

/** The versions of a remote that a preview link not yet expired names: the pruning keeps them. */
export async function versionsUnderPreview(db: Queryable, remote: string, now: Date): Promise<string[]> {
  const rows = await db.query<{ version: string }>(
    'SELECT DISTINCT version FROM remote_previews WHERE remote = $1 AND expires_at > $2 ORDER BY version',
    [remote, now],
  );
  return rows.map((row) => row.version);
}

/** The remote index a previewing browser gets: the live one with the previewed version in its remote's place. */
export function withPreview(index: RemoteIndexEntry[], preview: Preview | undefined): RemoteIndexEntry[] {
  if (!preview) return index;
  // In name order, as the live index is.
  return [...index.filter((entry) => entry.name !== preview.remote), preview.entry].sort((a, b) =>
    a.name < b.name ? -1 : 1,
  );
}

/** Where a preview lands: the first page of the previewed version that has a fixed address, else the top. */
export function previewLanding(routes: readonly string[]): string {
  return routes.find((route) => route.startsWith('/') && !/[:*?]/.test(route)) ?? '/';
}
