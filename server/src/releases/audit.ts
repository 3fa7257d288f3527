import type { AuditAction, AuditEntry } from '@site/contracts/api/release-ops';
import type { Queryable } from '../db/database.js';

export interface AuditRecord {
  remote: string;
  action: AuditAction;
  version?: string | null;
  /** An admin's username, a deploy key's name, or "system". */
  actor: string;
  actorKind: AuditEntry['actorKind'];
  outcome: AuditEntry['outcome'];
  /** Why it was refused (what the caller was told), or what it did. */
  detail?: string | null;
  at: Date;
}

// What the table keeps (migration 007): an over-long message or version is cut rather than lose the whole record.
const MAX_DETAIL = 1000;
const MAX_VERSION = 64;
const MAX_ACTOR = 100;
const MAX_REMOTE = 32;

const cut = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/** Records one release action. Every route of a release action goes through it, refusals included. */
export async function recordAudit(db: Queryable, entry: AuditRecord): Promise<void> {
  await db.query(
    `INSERT INTO release_audit (remote, action, version, actor, actor_kind, outcome, detail, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      cut(entry.remote, MAX_REMOTE),
      entry.action,
      entry.version ? cut(entry.version, MAX_VERSION) : null,
      cut(entry.actor || 'unknown', MAX_ACTOR),
      entry.actorKind,
      entry.outcome,
      entry.detail ? cut(entry.detail, MAX_DETAIL) : null,
      entry.at,
    ],
  );
}

interface AuditRow {
  id: number;
  remote: string;
  action: AuditAction;
  version: string | null;
  actor: string;
  actor_kind: AuditEntry['actorKind'];
  outcome: AuditEntry['outcome'];
  detail: string | null;
  at: Date;
}

/** A remote's audit, newest first. */
export async function listAudit(
  db: Queryable,
  remote: string,
  page: number,
  pageSize: number,
): Promise<{ items: AuditEntry[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db.query<AuditRow>(
      `SELECT id, remote, action, version, actor, actor_kind, outcome, detail, at
         FROM release_audit WHERE remote = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [remote, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM release_audit WHERE remote = $1', [
      remote,
    ]),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      remote: row.remote,
      action: row.action,
      version: row.version,
      actor: row.actor,
      actorKind: row.actor_kind,
      outcome: row.outcome,
      detail: row.detail,
      at: row.at.toISOString(),
    })),
    total: totals[0]?.total ?? 0,
  };
}
