import type { FastifyInstance } from 'fastify';
import adminNoticeRoutes from './admin.js';
import publicNoticeRoutes from './public.js';
import noticeSearchRoutes from './search.js';

export default async function noticeRoutes(fastify: FastifyInstance) {
  const cache = fastify.publicNotices;
  await fastify.register(publicNoticeRoutes, { cache });
  await fastify.register(adminNoticeRoutes, { cache });
  await fastify.register(noticeSearchRoutes);
}
