import type { FastifyInstance } from 'fastify';
import adminRequestRoutes from './admin.js';
import publicRequestRoutes from './public.js';

export default async function accountRequestRoutes(fastify: FastifyInstance) {
  await fastify.register(publicRequestRoutes);
  await fastify.register(adminRequestRoutes);
}
