import type { FastifyInstance } from 'fastify';
import { dailyCounts } from '../../db/daily-counts.js';
import { ok } from '../../lib/envelope.js';
import { replies } from '../../lib/schemas.js';

const countList = (key: string) => ({
  type: 'array',
  items: {
    type: 'object',
    required: [key, 'count'],
    properties: { [key]: { type: 'string' }, count: { type: 'integer' } },
  },
});

/** Pre-registration figures for the console's data-visualisation page. */
export default async function preregistrationStatsRoutes(fastify: FastifyInstance) {
  fastify.get(
    '/api/stats/preregistrations',
    {
      preHandler: fastify.requireLogin,
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: {} },
        response: replies({
          type: 'object',
          required: ['total', 'byDay', 'bySource', 'byPlatform'],
          properties: {
            total: { type: 'integer' },
            byDay: {
              type: 'array',
              items: {
                type: 'object',
                required: ['x', 'y'],
                properties: { x: { type: 'string', format: 'date' }, y: { type: 'integer' } },
              },
            },
            bySource: countList('source'),
            byPlatform: countList('platform'),
          },
        }),
      },
    },
    async () => {
      const now = new Date(fastify.clock());
      // Every known source and platform is listed, with 0 when it has no rows, so charts keep their legend.
      const [byDay, bySource, byPlatform, totals] = await Promise.all([
        dailyCounts(fastify.db, 'preregistrations', 14, now, fastify.config.reportTimeZone),
        fastify.db.query<{ source: string; count: number }>(
          `SELECT s.source, count(p.id)::int AS count
             FROM (VALUES ('home'), ('dmg')) AS s (source)
             LEFT JOIN preregistrations p ON p.source = s.source AND p.created_at <= $1
            GROUP BY s.source ORDER BY s.source`,
          [now],
        ),
        fastify.db.query<{ platform: string; count: number }>(
          `SELECT s.platform, count(p.id)::int AS count
             FROM (VALUES ('pc'), ('mobile')) AS s (platform)
             LEFT JOIN preregistrations p ON p.platform = s.platform AND p.created_at <= $1
            GROUP BY s.platform ORDER BY s.platform`,
          [now],
        ),
        fastify.db.query<{ total: number }>(
          'SELECT count(*)::int AS total FROM preregistrations WHERE created_at <= $1',
          [now],
        ),
      ]);
      return ok({ total: totals[0]?.total ?? 0, byDay, bySource, byPlatform });
    },
  );
}
