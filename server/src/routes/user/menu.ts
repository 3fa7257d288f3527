import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyBody } from '@site/contracts/api/common';
import { MenuAnswer } from '@site/contracts/api/user';
import { ok } from '../../lib/envelope.js';
import { defaultToEmptyBody, replies } from '../../lib/schemas.js';
import { sessionOf } from '../../plugins/auth.js';
import { menuFor } from './menu-items.js';

const menuRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/user/menu',
    {
      preValidation: defaultToEmptyBody,
      preHandler: fastify.requireLogin,
      schema: { body: EmptyBody, response: replies(MenuAnswer) },
    },
    async (request) => ok(menuFor(sessionOf(request).role)),
  );
};

export default menuRoutes;
