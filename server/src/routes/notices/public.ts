import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@site/contracts/api/common';
import type { FastifyReply } from 'fastify';
import type { NoticeCategory } from '@site/contracts/api/notice-fields';
import { PublicNotice, PublicNoticePage, PublicNoticeQuery } from '@site/contracts/api/notices';
import { ok } from '../../lib/envelope.js';
import { HttpError } from '../../lib/http-error.js';
import { pageOf, replies } from '../../lib/schemas.js';
import { PUBLIC_WHERE } from './model.js';
import type { PublicNoticeCache } from './public-cache.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends an answer that is JSON text already (what the cache keeps): Fastify sends a string as it is. The route's
 * typed reply only takes the answer's data, so the text goes through the plain reply.
 */
function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type(JSON_TYPE).send(json);
}

const publicNoticeRoutes: FastifyPluginAsyncTypebox<{ cache: PublicNoticeCache<string> }> = async (
  fastify,
  opts,
) => {
  // Entries are whole serialised answers: a hit costs no query and no serialisation.
  const { cache } = opts;

  fastify.get(
    '/api/notices',
    { schema: { querystring: PublicNoticeQuery, response: replies(PublicNoticePage) } },
    async (request, reply) => {
      const { page, pageSize } = pageOf(request.query);
      const category = request.query.category ?? null;
      const key = `list:${category ?? '*'}:${page}:${pageSize}`;
      const cached = cache.get(key);
      if (cached) return sendJson(reply, cached);

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
            WHERE ${PUBLIC_WHERE} AND ($2::text IS NULL OR n.category = $2)
            ORDER BY n.publish_at DESC, n.id DESC LIMIT $3 OFFSET $4`,
          [now, category, pageSize, (page - 1) * pageSize],
        ),
        fastify.db.query<{ total: number; next_publish_at: Date | null }>(
          `SELECT count(*) FILTER (WHERE n.publish_at <= $1)::int AS total,
                  min(n.publish_at) FILTER (WHERE n.publish_at > $1) AS next_publish_at
             FROM notices n
            WHERE n.status = 'published' AND n.deleted_at IS NULL AND ($2::text IS NULL OR n.category = $2)`,
          [now, category],
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
      return sendJson(reply, payload);
    },
  );

  fastify.get(
    '/api/notices/:id',
    { schema: { params: IdParams, response: replies(PublicNotice) } },
    async (request, reply) => {
      const key = `notice:${request.params.id}`;
      const cached = cache.get(key);
      if (cached) return sendJson(reply, cached);
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
      const notice: PublicNotice = {
        id: row.id,
        title: row.title,
        body: row.body,
        category: row.category,
        publishAt: row.publish_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
        prev: row.prev_id === null ? null : { id: row.prev_id, title: row.prev_title ?? '' },
        next: row.next_id === null ? null : { id: row.next_id, title: row.next_title ?? '' },
      };
      const payload = JSON.stringify(ok(notice));
      // A newer notice scheduled for later becomes this one's "next" when it is published.
      cache.set(key, payload, row.next_publish_at?.getTime());
      return sendJson(reply, payload);
    },
  );
};

export default publicNoticeRoutes;
