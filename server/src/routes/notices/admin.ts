import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@site/contracts/api/common';
import { NOTICE_FIELDS, type NoticeField } from '@site/contracts/api/notice-fields';
import {
  AdminNotice,
  type Notice,
  type NoticeEdit,
  NoticeInput,
  NoticeListQuery,
  NoticePage,
  NoticeUpdate,
} from '@site/contracts/api/notices';
import { Type } from 'typebox';
import type { Session } from '../../auth/sessions.js';
import type { Queryable } from '../../db/database.js';
import { ok } from '../../lib/envelope.js';
import { HttpError } from '../../lib/http-error.js';
import { pageOf, replies } from '../../lib/schemas.js';
import { sessionOf } from '../../plugins/auth.js';
import {
  NOTICE_COLUMNS,
  NOTICE_FROM,
  type NoticeRow,
  findNotice,
  likeContaining,
  toNotice,
} from './model.js';
import type { PublicNoticeCache } from './public-cache.js';

// A 20,000-character Japanese body is up to 60 KB of UTF-8 (120 KB if the client escapes it as \uXXXX).
const NOTICE_BODY_LIMIT = 256 * 1024;

function snapshotOf(notice: Notice): Record<NoticeField, string> {
  return {
    title: notice.title,
    body: notice.body,
    category: notice.category,
    status: notice.status,
    publishAt: notice.publishAt,
  };
}

async function recordEdit(
  tx: Queryable,
  notice: Notice,
  action: NoticeEdit['action'],
  editor: Session,
  changedFields: string[],
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO notice_edits (notice_id, action, editor_id, editor_name, edited_at, changed_fields, snapshot)
     VALUES ($1, $2, $3, $4, $5, $6::text[], $7::jsonb)`,
    [
      notice.id,
      action,
      editor.userId,
      editor.username,
      now,
      changedFields,
      JSON.stringify(snapshotOf(notice)),
    ],
  );
}

async function historyOf(db: Queryable, noticeId: number): Promise<NoticeEdit[]> {
  const rows = await db.query<{
    id: number;
    action: NoticeEdit['action'];
    editor_name: string;
    edited_at: Date;
    changed_fields: string[];
    snapshot: NoticeEdit['snapshot'];
  }>(
    `SELECT id, action, editor_name, edited_at, changed_fields, snapshot FROM notice_edits
      WHERE notice_id = $1 ORDER BY edited_at DESC, id DESC`,
    [noticeId],
  );
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    editor: row.editor_name,
    editedAt: row.edited_at.toISOString(),
    changedFields: row.changed_fields,
    snapshot: row.snapshot,
  }));
}

const adminNoticeRoutes: FastifyPluginAsyncTypebox<{ cache: PublicNoticeCache<unknown> }> = async (
  fastify,
  opts,
) => {
  const { cache } = opts;
  const now = () => new Date(fastify.clock());

  fastify.get(
    '/api/admin/notices',
    {
      preHandler: fastify.requireAdmin,
      schema: { querystring: NoticeListQuery, response: replies(NoticePage) },
    },
    async (request) => {
      const { q, status, category } = request.query;
      const { page, pageSize } = pageOf(request.query);
      const search = q?.trim() ? likeContaining(q.trim()) : null;
      const where = `n.deleted_at IS NULL
        AND ($1::text IS NULL OR n.title ILIKE $1 OR n.body ILIKE $1)
        AND ($2::text IS NULL OR n.status = $2)
        AND ($3::text IS NULL OR n.category = $3)`;
      const params = [search, status ?? null, category ?? null];
      const [rows, totals] = await Promise.all([
        fastify.db.query<NoticeRow>(
          `SELECT ${NOTICE_COLUMNS} FROM ${NOTICE_FROM} WHERE ${where}
            ORDER BY n.publish_at DESC, n.id DESC LIMIT $4 OFFSET $5`,
          [...params, pageSize, (page - 1) * pageSize],
        ),
        fastify.db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM notices n WHERE ${where}`,
          params,
        ),
      ]);
      return ok({ items: rows.map(toNotice), total: totals[0]?.total ?? 0, page, pageSize });
    },
  );

  fastify.get(
    '/api/admin/notices/:id',
    { preHandler: fastify.requireAdmin, schema: { params: IdParams, response: replies(AdminNotice) } },
    async (request) => {
      const notice = await findNotice(fastify.db, request.params.id);
      if (!notice) throw HttpError.notFound('Notice {id} not found', { id: request.params.id });
      return ok({ ...notice, history: await historyOf(fastify.db, notice.id) });
    },
  );

  fastify.post(
    '/api/notices',
    {
      preHandler: fastify.requireAdmin,
      bodyLimit: NOTICE_BODY_LIMIT,
      schema: { body: NoticeInput, response: replies(AdminNotice) },
    },
    async (request) => {
      const session = sessionOf(request);
      const at = now();
      const { title, body, category, status } = request.body;
      const publishAt = request.body.publishAt ? new Date(request.body.publishAt) : at;
      const notice = await fastify.db.transaction(async (tx) => {
        const rows = await tx.query<{ id: number }>(
          `INSERT INTO notices (title, body, category, status, publish_at, author_id, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
          [title, body, category, status, publishAt, session.userId, at],
        );
        const created = (await findNotice(tx, rows[0]!.id))!;
        await recordEdit(tx, created, 'create', session, [...NOTICE_FIELDS], at);
        return created;
      });
      cache.clear();
      return ok({ ...notice, history: await historyOf(fastify.db, notice.id) });
    },
  );

  fastify.put(
    '/api/notices/:id',
    {
      preHandler: fastify.requireAdmin,
      bodyLimit: NOTICE_BODY_LIMIT,
      schema: { params: IdParams, body: NoticeUpdate, response: replies(AdminNotice) },
    },
    async (request) => {
      const session = sessionOf(request);
      const at = now();
      const { id } = request.params;
      const input = request.body;
      const notice = await fastify.db.transaction(async (tx) => {
        // FOR UPDATE: two admins saving at once are applied one after the other, each with its own history row.
        const locked = await tx.query(
          'SELECT id FROM notices WHERE id = $1 AND deleted_at IS NULL FOR UPDATE',
          [id],
        );
        if (locked.length === 0) throw HttpError.notFound('Notice {id} not found', { id });
        const before = (await findNotice(tx, id))!;
        const after = { ...snapshotOf(before), ...input };
        if (input.publishAt) after.publishAt = new Date(input.publishAt).toISOString();
        const changed = NOTICE_FIELDS.filter((field) => after[field] !== snapshotOf(before)[field]);
        await tx.query(
          `UPDATE notices SET title = $2, body = $3, category = $4, status = $5, publish_at = $6, updated_at = $7
            WHERE id = $1`,
          [id, after.title, after.body, after.category, after.status, new Date(after.publishAt), at],
        );
        const updated = (await findNotice(tx, id))!;
        await recordEdit(tx, updated, 'update', session, changed, at);
        return updated;
      });
      cache.clear();
      return ok({ ...notice, history: await historyOf(fastify.db, notice.id) });
    },
  );

  fastify.delete(
    '/api/notices/:id',
    { preHandler: fastify.requireAdmin, schema: { params: IdParams, response: replies(Type.Null()) } },
    async (request) => {
      const session = sessionOf(request);
      const at = now();
      const { id } = request.params;
      await fastify.db.transaction(async (tx) => {
        const notice = await findNotice(tx, id);
        if (!notice) throw HttpError.notFound('Notice {id} not found', { id });
        await tx.query('UPDATE notices SET deleted_at = $2, updated_at = $2 WHERE id = $1', [id, at]);
        await recordEdit(tx, notice, 'delete', session, [], at);
      });
      cache.clear();
      return ok(null);
    },
  );
};

export default adminNoticeRoutes;
