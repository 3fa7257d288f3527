import type { NoticeCategory, NoticeStatus } from '@site/contracts/api/notice-fields';
import type { Notice } from '@site/contracts/api/notices';
import type { Queryable } from '../../db/database.js';

export interface NoticeRow {
  id: number;
  title: string;
  body: string;
  category: NoticeCategory;
  status: NoticeStatus;
  publish_at: Date;
  created_at: Date;
  updated_at: Date;
  author: string | null;
}

export const NOTICE_COLUMNS = `n.id, n.title, n.body, n.category, n.status, n.publish_at, n.created_at, n.updated_at,
  u.name AS author`;
export const NOTICE_FROM = 'notices n LEFT JOIN users u ON u.id = n.author_id';

export function toNotice(row: NoticeRow): Notice {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    category: row.category,
    status: row.status,
    publishAt: row.publish_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    author: row.author,
  };
}

/** A live (not deleted) notice in any status. */
export async function findNotice(db: Queryable, id: number): Promise<Notice | undefined> {
  const rows = await db.query<NoticeRow>(
    `SELECT ${NOTICE_COLUMNS} FROM ${NOTICE_FROM} WHERE n.id = $1 AND n.deleted_at IS NULL`,
    [id],
  );
  return rows[0] && toNotice(rows[0]);
}

/** Visible to players: published, publish time reached, not deleted. $1 is now. */
export const PUBLIC_WHERE = "n.status = 'published' AND n.deleted_at IS NULL AND n.publish_at <= $1";

/** % and _ are wildcards in LIKE; a search for "100%" means the text "100%". */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern for text that contains `text` literally. */
export function likeContaining(text: string): string {
  return `%${likeEscaped(text)}%`;
}

/** A LIKE pattern for text that starts with `text` literally. */
export function likeStartingWith(text: string): string {
  return `${likeEscaped(text)}%`;
}
