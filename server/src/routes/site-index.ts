import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PublicNoticePage } from '@site/contracts/api/notices';
import { NOT_FOUND_PATH } from '@site/contracts/route-match';
import { Type } from 'typebox';
import { SitemapStream, streamToPromise } from 'sitemap';

/** The remotes whose pages are the public site: the game's pages and the legal documents. */
const PUBLIC_AREAS = ['player', 'legal'];
/** The staff console's pages: no search engine has anything to find there. */
const STAFF_AREA = 'console';

/**
 * A page a search engine should list: a fixed address (no parameter, no catch-all), not a phone twin (the server sends
 * a phone to it from the PC address), not the not-found page, and not a page that only follows a sign-up.
 */
function listable(pattern: string): boolean {
  return (
    !/[:*]/.test(pattern) &&
    !/\/m(\/|$)/.test(pattern) &&
    pattern !== NOT_FOUND_PATH &&
    !/\/register-complete/.test(pattern)
  );
}

/** A console route as a robots.txt prefix: its fixed part, up to its first parameter or catch-all. */
function prefixOf(pattern: string): string {
  const fixed = pattern.split('/').filter(Boolean);
  const cut = fixed.findIndex((segment) => segment.startsWith(':') || segment === '*');
  const kept = cut < 0 ? fixed : fixed.slice(0, cut);
  return `/${kept.join('/')}${cut < 0 ? '' : '/'}`;
}

// The published notices are read a page at a time, as the site's own list reads them.
const NOTICE_PAGE_SIZE = 50;
const MAX_NOTICE_PAGES = 200;

/**
 * /robots.txt and /sitemap.xml, from what is live: the pages of the live player and legal releases and every
 * published notice, at the configured public origin (never a request's Host); the console's pages disallowed.
 */
const siteIndexRoutes: FastifyPluginAsyncTypebox<{ origin: string }> = async (fastify, { origin }) => {
  const site = origin.replace(/\/$/, '');

  const noticeIds = async (): Promise<number[]> => {
    const ids: number[] = [];
    for (let page = 1; page <= MAX_NOTICE_PAGES; page += 1) {
      const answer = await fastify.inject({
        method: 'GET',
        url: `/api/notices?page=${page}&pageSize=${NOTICE_PAGE_SIZE}`,
      });
      if (answer.statusCode !== 200) break;
      const list = (answer.json() as { data: PublicNoticePage }).data;
      ids.push(...list.items.map((item) => item.id));
      if (page * NOTICE_PAGE_SIZE >= list.total) break;
    }
    return ids;
  };

  fastify.get(
    '/robots.txt',
    { schema: { hide: true, response: { 200: Type.String() } } },
    async (_request, reply) => {
      const remotes = await fastify.liveRemotes();
      const staff = remotes
        .filter((remote) => remote.name === STAFF_AREA)
        .flatMap((remote) => remote.routes.map(prefixOf));
      const disallowed = [...new Set(['/api/', ...staff])].sort();
      const lines = [
        'User-agent: *',
        ...disallowed.map((prefix) => `Disallow: ${prefix}`),
        '',
        `Sitemap: ${site}/sitemap.xml`,
        '',
      ];
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(lines.join('\n'));
    },
  );

  fastify.get(
    '/sitemap.xml',
    { schema: { hide: true, response: { 200: Type.String() } } },
    async (_request, reply) => {
      const remotes = await fastify.liveRemotes();
      const pages = remotes
        .filter((remote) => PUBLIC_AREAS.includes(remote.name))
        .flatMap((remote) => remote.routes.filter(listable));
      const notices = (await noticeIds()).map((id) => `/home/notice/${id}`);
      const links = [...new Set([...pages, ...notices])].map((url) => ({ url }));
      const xml = await streamToPromise(Readable.from(links).pipe(new SitemapStream({ hostname: site })));
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(xml.toString('utf8'));
    },
  );
};

export default siteIndexRoutes;
