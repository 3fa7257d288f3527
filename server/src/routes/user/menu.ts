import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { defaultToEmptyBody, emptyBody, replies } from '../../lib/schemas.js';
import { sessionOf } from '../../plugins/auth.js';
import { menuFor } from './menu-items.js';

const menuItemSchema = {
  $id: 'menuItem',
  type: 'object',
  required: ['path', 'name', 'meta', 'children'],
  properties: {
    path: { type: 'string' },
    name: { type: 'string' },
    meta: {
      type: 'object',
      required: ['locale', 'requiresAuth'],
      properties: {
        locale: { type: 'string' },
        requiresAuth: { type: 'boolean' },
        icon: { type: 'string' },
        order: { type: 'integer' },
        roles: { type: 'array', items: { type: 'string' } },
      },
    },
    children: { type: 'array', items: { $ref: 'menuItem#' } },
  },
} as const;

export default async function menuRoutes(fastify: FastifyInstance) {
  fastify.addSchema(menuItemSchema);
  fastify.post(
    '/api/user/menu',
    {
      preValidation: defaultToEmptyBody,
      preHandler: fastify.requireLogin,
      schema: { body: emptyBody, response: replies({ type: 'array', items: { $ref: 'menuItem#' } }) },
    },
    async (request) => ok(menuFor(sessionOf(request).role)),
  );
}
