import type { FastifyInstance } from 'fastify';
import infoRoutes from './info.js';
import menuRoutes from './menu.js';
import passwordRoutes from './password.js';
import roleRoutes from './role.js';
import sessionRoutes from './session.js';

export default async function userRoutes(fastify: FastifyInstance) {
  await fastify.register(sessionRoutes);
  await fastify.register(infoRoutes);
  await fastify.register(menuRoutes);
  await fastify.register(roleRoutes);
  await fastify.register(passwordRoutes);
}
