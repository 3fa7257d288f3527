import type { FastifyInstance } from 'fastify';
import adminNoticeRoutes from './admin.js';
import publicNoticeRoutes from './public.js';
import { PublicNoticeCache } from './public-cache.js';

export default async function noticeRoutes(fastify: FastifyInstance) {
  const cache = new PublicNoticeCache<string>(fastify.config.noticeCacheTtlMs, fastify.clock);
  await fastify.register(publicNoticeRoutes, { cache });
  await fastify.register(adminNoticeRoutes, { cache });
}
