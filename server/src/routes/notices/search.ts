import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { NoticeCategory, NoticeStatus } from '@site/contracts/api/notice-fields';
import { NoticeSearchQuery, NoticeSearchResult } from '@site/contracts/api/notices';
import { ok } from '../../lib/envelope.js';
import { replies } from '../../lib/schemas.js';
import { likeContaining, likeStartingWith } from './model.js';

interface HitRow {
  id: number;
  title: string;
  category: NoticeCategory;
  status: NoticeStatus;
  publish_at: Date;
  total: number;
}

/**
 * GET /api/admin/notices/search: the console's search box looks notices up by title as the admin types, so the answer
 * is a few short lines (no bodies), the titles that begin with the text ahead of those that only contain it.
 */
const noticeSearchRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/notices/search',
    {
      preHandler: fastify.requireAdmin,
      schema: { querystring: NoticeSearchQuery, response: replies(NoticeSearchResult) },
    },
    async (request) => {
      const text = request.query.q.trim();
      const limit = request.query.limit ?? 8;
      // One query: the window count is the number of matches before the LIMIT.
      const rows = await fastify.db.query<HitRow>(
        `SELECT id, title, category, status, publish_at, count(*) OVER ()::int AS total
           FROM notices
          WHERE deleted_at IS NULL AND title ILIKE $1
          ORDER BY (title ILIKE $2) DESC, publish_at DESC, id DESC
          LIMIT $3`,
        [likeContaining(text), likeStartingWith(text), limit],
      );
      return ok({
        items: rows.map((row) => ({
          id: row.id,
          title: row.title,
          category: row.category,
          status: row.status,
          publishAt: row.publish_at.toISOString(),
        })),
        total: rows[0]?.total ?? 0,
      });
    },
  );
};

export default noticeSearchRoutes;
