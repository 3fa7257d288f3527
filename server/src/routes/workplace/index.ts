import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoQuery } from '@site/contracts/api/common';
import { DEFAULT_POPULAR_TYPE } from '@site/contracts/api/popular-types';
import type { PopularType } from '@site/contracts/api/popular-types';
import {
  ContentData,
  PopularList,
  PopularListQuery,
  type Project,
  ProjectListQuery,
  ProjectPage,
  WorkplaceSummary,
} from '@site/contracts/api/workplace';
import { dailyCounts } from '../../db/daily-counts.js';
import { ok } from '../../lib/envelope.js';
import { localeFrom } from '../../lib/i18n.js';
import { type Translations, inLocale } from '../../lib/translations.js';
import { pageOf, replies } from '../../lib/schemas.js';

/** 3463000 -> "346.3w+" (w = 万, ten thousand), as the console's popular lists show counts. */
export function formatClicks(clicks: number): string {
  if (clicks >= 10_000) return `${(Math.floor(clicks / 1000) / 10).toFixed(1)}w+`;
  return `${clicks}+`;
}

// Making a formatter costs far more than using one: one per time zone, made once.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in the site's time zone, as YYYY-MM-DD. */
function siteDay(instant: number, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

const workplaceRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { timeZone } = fastify.config.site;
  // Every staff member's workplace asks for these at once; they change rarely (lib/short-lived.ts). Keys carry the
  // site's day where the answer depends on it, and the language where it has texts.
  const kept = <T>(key: string, load: () => Promise<T>) =>
    fastify.consoleData.get(`${key}@${siteDay(fastify.clock(), timeZone)}`, load) as Promise<T>;

  fastify.get(
    '/api/content-data',
    {
      preHandler: fastify.requireLogin,
      schema: { querystring: NoQuery, response: replies(ContentData) },
    },
    async () =>
      ok(
        await kept('content-data', () =>
          dailyCounts(fastify.db, 'preregistrations', 8, new Date(fastify.clock()), timeZone),
        ),
      ),
  );

  fastify.get(
    '/api/popular/list',
    {
      preHandler: fastify.requireLogin,
      schema: { querystring: PopularListQuery, response: replies(PopularList) },
    },
    async (request) => {
      const type = request.query.type ?? DEFAULT_POPULAR_TYPE;
      const locale = localeFrom(request.headers['accept-language']);
      return ok(
        await kept(`popular:${type}:${locale}`, async () => {
          const rows = await fastify.db.query<{
            rank: number;
            title: string;
            clicks: number;
            increases: number;
            translations: Translations;
          }>(
            `SELECT rank, title, clicks, increases, translations FROM popular_items
              WHERE type = $1 ORDER BY rank LIMIT 5`,
            [type],
          );
          return rows.map((row) => ({
            key: row.rank,
            clickNumber: formatClicks(row.clicks),
            ...inLocale({ title: row.title }, row.translations, locale),
            increases: row.increases,
          }));
        }),
      );
    },
  );

  fastify.get(
    '/api/workplace/summary',
    {
      preHandler: fastify.requireLogin,
      schema: { querystring: NoQuery, response: replies(WorkplaceSummary) },
    },
    async () => ok(await kept('summary', () => workplaceSummary())),
  );

  fastify.get(
    '/api/workplace/projects',
    {
      preHandler: fastify.requireLogin,
      schema: { querystring: ProjectListQuery, response: replies(ProjectPage) },
    },
    async (request) => {
      const { page, pageSize } = pageOf(request.query);
      const locale = localeFrom(request.headers['accept-language']);
      // Every workplace opens on its first page: kept a few seconds like the figures above (contents change only with
      // the seed).
      const projects = await kept(`projects:${page}:${pageSize}:${locale}`, async () => {
        const rows = await fastify.db.query<{
          id: number;
          title: string;
          kind: PopularType;
          status: Project['status'];
          put_in: boolean;
          created_at: Date;
          comments: number;
          total: number;
          translations: Translations;
        }>(
          `SELECT c.id, c.title, c.kind, c.status, c.put_in, c.created_at, c.translations,
                (SELECT count(*) FROM comments m WHERE m.content_id = c.id)::int AS comments,
                count(*) OVER ()::int AS total
           FROM contents c
          ORDER BY c.created_at DESC, c.id DESC
          LIMIT $1 OFFSET $2`,
          [pageSize, (page - 1) * pageSize],
        );
        // A page past the end has no rows to carry the total.
        const total =
          rows[0]?.total ??
          (await fastify.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contents'))[0]!.n;
        return {
          items: rows.map((row): Project => ({
            id: row.id,
            ...inLocale({ title: row.title }, row.translations, locale),
            kind: row.kind,
            status: row.status,
            promoted: row.put_in,
            comments: row.comments,
            createdAt: row.created_at.toISOString(),
          })),
          total,
          page,
          pageSize,
        };
      });
      return ok(projects);
    },
  );

  async function workplaceSummary() {
    const rows = await fastify.db.query<{
      balance_cents: number;
      pending_orders: number;
      renewal_orders: number;
      online_content: number;
      content_put_in: number;
      comments_today: number;
      comments_yesterday: number;
    }>(
      // Today so far against yesterday up to the same time of day (the same wall-clock time in the site's zone):
      // against the whole of yesterday, every morning would look like a fall.
      `WITH bounds AS (
           SELECT (($1::timestamptz AT TIME ZONE $2)::date::timestamp AT TIME ZONE $2) AS today,
                  ((($1::timestamptz AT TIME ZONE $2)::date - 1)::timestamp AT TIME ZONE $2) AS yesterday,
                  ((($1::timestamptz AT TIME ZONE $2) - interval '1 day') AT TIME ZONE $2) AS same_time_yesterday
         )
         SELECT
           (SELECT coalesce(sum(amount_cents), 0) FROM account_ledger WHERE created_at <= $1)::bigint AS balance_cents,
           (SELECT count(*) FROM orders WHERE status = 'pending')::int AS pending_orders,
           (SELECT count(*) FROM orders WHERE status = 'pending' AND kind = 'renewal')::int AS renewal_orders,
           (SELECT count(*) FROM contents WHERE status = 'online')::int AS online_content,
           (SELECT count(*) FROM contents WHERE status = 'online' AND put_in)::int AS content_put_in,
           (SELECT count(*) FROM comments, bounds
             WHERE created_at >= bounds.today AND created_at <= $1)::int AS comments_today,
           (SELECT count(*) FROM comments, bounds
             WHERE created_at >= bounds.yesterday
               AND created_at <= least(bounds.same_time_yesterday, bounds.today))::int AS comments_yesterday`,
      [new Date(fastify.clock()), timeZone],
    );
    const row = rows[0]!;
    const change =
      row.comments_yesterday === 0
        ? null
        : Math.round(((row.comments_today - row.comments_yesterday) / row.comments_yesterday) * 1000) / 10;
    return {
      balance: { amount: row.balance_cents / 100, currency: 'CNY' },
      pendingOrders: row.pending_orders,
      renewalOrders: row.renewal_orders,
      onlineContent: row.online_content,
      contentPutIn: row.content_put_in,
      dailyNewComments: row.comments_today,
      yesterdayNewComments: row.comments_yesterday,
      changeSinceYesterday: change,
    };
  }
};

export default workplaceRoutes;
