import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { HttpError } from '../../lib/http-error.js';
import { idParams, paging, replies } from '../../lib/schemas.js';
import { NOTICE_CATEGORIES, PUBLIC_WHERE, type NoticeCategory } from './model.js';
import type { PublicNoticeCache } from './public-cache.js';

export interface PublicNoticeItem {
  id: number;
  title: string;
  category: NoticeCategory;
  publishAt: string;
  updatedAt: string;
}

export interface PublicNoticePage {
  items: PublicNoticeItem[];
  total: number;
  page: number;
  pageSize: number;
}

const itemProperties = {
  id: { type: 'integer' },
  title: { type: 'string' },
  category: { type: 'string', enum: NOTICE_CATEGORIES },
  publishAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
} as const;

const neighbourSchema = {
  type: ['object', 'null'],
  required: ['id', 'title'],
  properties: { id: { type: 'integer' }, title: { type: 'string' } },
} as const;

const JSON_TYPE = 'application/json; charset=utf-8';

export default async function publicNoticeRoutes(
  fastify: FastifyInstance,
  opts: { cache: PublicNoticeCache<string> },
) {
  // Entries are whole serialised answers: a hit costs no query and no serialisation.
  const { cache } = opts;

  fastify.get<{ Querystring: { page: number; pageSize: number } }>(
    '/api/notices',
    {
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: paging(50) },
        response: replies({
          type: 'object',
          required: ['items', 'total', 'page', 'pageSize'],
          properties: {
            items: {
              type: 'array',
              items: { type: 'object', required: Object.keys(itemProperties), properties: itemProperties },
            },
            total: { type: 'integer' },
            page: { type: 'integer' },
            pageSize: { type: 'integer' },
          },
        }),
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const key = `list:${page}:${pageSize}`;
      const cached = cache.get(key);
      if (cached) return reply.type(JSON_TYPE).send(cached);

      const now = new Date(fastify.clock());
      const [rows, totals] = await Promise.all([
        fastify.db.query<{
          id: number;
          title: string;
          category: NoticeCategory;
          publish_at: Date;
          updated_at: Date;
        }>(
          `SELECT n.id, n.title, n.category, n.publish_at, n.updated_at FROM notices n
            WHERE ${PUBLIC_WHERE} ORDER BY n.publish_at DESC, n.id DESC LIMIT $2 OFFSET $3`,
          [now, pageSize, (page - 1) * pageSize],
        ),
        fastify.db.query<{ total: number; next_publish_at: Date | null }>(
          `SELECT count(*) FILTER (WHERE n.publish_at <= $1)::int AS total,
                  min(n.publish_at) FILTER (WHERE n.publish_at > $1) AS next_publish_at
             FROM notices n WHERE n.status = 'published' AND n.deleted_at IS NULL`,
          [now],
        ),
      ]);
      const result: PublicNoticePage = {
        items: rows.map((row) => ({
          id: row.id,
          title: row.title,
          category: row.category,
          publishAt: row.publish_at.toISOString(),
          updatedAt: row.updated_at.toISOString(),
        })),
        total: totals[0]?.total ?? 0,
        page,
        pageSize,
      };
      const payload = JSON.stringify(ok(result));
      cache.set(key, payload, totals[0]?.next_publish_at?.getTime());
      return reply.type(JSON_TYPE).send(payload);
    },
  );

  fastify.get<{ Params: { id: number } }>(
    '/api/notices/:id',
    {
      schema: {
        params: idParams,
        response: replies({
          type: 'object',
          required: ['id', 'title', 'body', 'category', 'publishAt', 'updatedAt', 'prev', 'next'],
          properties: {
            ...itemProperties,
            body: { type: 'string' },
            prev: neighbourSchema,
            next: neighbourSchema,
          },
        }),
      },
    },
    async (request, reply) => {
      const key = `notice:${request.params.id}`;
      const cached = cache.get(key);
      if (cached) return reply.type(JSON_TYPE).send(cached);
      const now = new Date(fastify.clock());
      // The notice and its neighbours in the public order (newest first) in one round trip.
      const rows = await fastify.db.query<{
        id: number;
        title: string;
        body: string;
        category: NoticeCategory;
        publish_at: Date;
        updated_at: Date;
        prev_id: number | null;
        prev_title: string | null;
        next_id: number | null;
        next_title: string | null;
        next_publish_at: Date | null;
      }>(
        `SELECT n.id, n.title, n.body, n.category, n.publish_at, n.updated_at,
                older.id AS prev_id, older.title AS prev_title, newer.id AS next_id, newer.title AS next_title,
                (SELECT min(s.publish_at) FROM notices s
                  WHERE s.status = 'published' AND s.deleted_at IS NULL AND s.publish_at > $1) AS next_publish_at
           FROM notices n
           LEFT JOIN LATERAL (
             SELECT o.id, o.title FROM notices o
              WHERE o.status = 'published' AND o.deleted_at IS NULL AND o.publish_at <= $1
                AND (o.publish_at, o.id) < (n.publish_at, n.id)
              ORDER BY o.publish_at DESC, o.id DESC LIMIT 1) older ON true
           LEFT JOIN LATERAL (
             SELECT w.id, w.title FROM notices w
              WHERE w.status = 'published' AND w.deleted_at IS NULL AND w.publish_at <= $1
                AND (w.publish_at, w.id) > (n.publish_at, n.id)
              ORDER BY w.publish_at ASC, w.id ASC LIMIT 1) newer ON true
          WHERE n.id = $2 AND ${PUBLIC_WHERE}`,
        [now, request.params.id],
      );
      const row = rows[0];
      // Drafts and scheduled notices answer exactly like missing ones: their existence is not public.
      if (!row) throw HttpError.notFound('Notice {id} not found', { id: request.params.id });
      const payload = JSON.stringify(
        ok({
          id: row.id,
          title: row.title,
          body: row.body,
          category: row.category,
          publishAt: row.publish_at.toISOString(),
          updatedAt: row.updated_at.toISOString(),
          prev: row.prev_id === null ? null : { id: row.prev_id, title: row.prev_title ?? '' },
          next: row.next_id === null ? null : { id: row.next_id, title: row.next_title ?? '' },
        }),
      );
      // A newer notice scheduled for later becomes this one's "next" when it is published.
      cache.set(key, payload, row.next_publish_at?.getTime());
      return reply.type(JSON_TYPE).send(payload);
    },
  );
}
