import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoQuery } from '@site/contracts/api/common';
import {
  PREREGISTRATION_PLATFORMS,
  PREREGISTRATION_SOURCES,
  type PreregistrationPlatform,
  type PreregistrationSource,
} from '@site/contracts/api/preregistration-fields';
import { PreregistrationStats } from '@site/contracts/api/stats';
import { dailyCounts } from '../../db/daily-counts.js';
import { ok } from '../../lib/envelope.js';
import { replies } from '../../lib/schemas.js';

/** Pre-registration figures for the console's data-visualisation page. */
const preregistrationStatsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/stats/preregistrations',
    {
      preHandler: fastify.requireLogin,
      schema: { querystring: NoQuery, response: replies(PreregistrationStats) },
    },
    async () => {
      const now = new Date(fastify.clock());
      // Every known source and platform is listed, with 0 when it has no rows, so charts keep their legend.
      const [byDay, bySource, byPlatform, totals] = await Promise.all([
        dailyCounts(fastify.db, 'preregistrations', 14, now, fastify.config.site.timeZone),
        fastify.db.query<{ source: PreregistrationSource; count: number }>(
          `SELECT s.source, count(p.id)::int AS count
             FROM unnest($2::text[]) AS s (source)
             LEFT JOIN preregistrations p ON p.source = s.source AND p.created_at <= $1
            GROUP BY s.source ORDER BY s.source`,
          [now, PREREGISTRATION_SOURCES],
        ),
        fastify.db.query<{ platform: PreregistrationPlatform; count: number }>(
          `SELECT s.platform, count(p.id)::int AS count
             FROM unnest($2::text[]) AS s (platform)
             LEFT JOIN preregistrations p ON p.platform = s.platform AND p.created_at <= $1
            GROUP BY s.platform ORDER BY s.platform`,
          [now, PREREGISTRATION_PLATFORMS],
        ),
        fastify.db.query<{ total: number }>(
          'SELECT count(*)::int AS total FROM preregistrations WHERE created_at <= $1',
          [now],
        ),
      ]);
      return ok({ total: totals[0]?.total ?? 0, byDay, bySource, byPlatform });
    },
  );
};

export default preregistrationStatsRoutes;
