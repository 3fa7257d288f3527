import type { FastifyInstance } from 'fastify';
import type { Role } from '../../auth/roles.js';
import { setSessionRole } from '../../auth/sessions.js';
import { ok } from '../../lib/envelope.js';
import { HttpError } from '../../lib/http-error.js';
import { replies } from '../../lib/schemas.js';
import { sessionOf } from '../../plugins/auth.js';

export default async function roleRoutes(fastify: FastifyInstance) {
  fastify.post<{ Body: { role: Role } }>(
    '/api/user/switch-role',
    {
      preHandler: fastify.requireLogin,
      schema: {
        body: {
          type: 'object',
          required: ['role'],
          additionalProperties: false,
          properties: { role: { type: 'string', enum: ['admin', 'user'] } },
        },
        response: replies({
          type: 'object',
          required: ['role'],
          properties: { role: { type: 'string', enum: ['admin', 'user'] } },
        }),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { role } = request.body;
      // The session may act with less than the account's role, never with more.
      if (role === 'admin' && session.userRole !== 'admin') {
        throw HttpError.forbidden('Only an administrator can switch to the admin role');
      }
      if (role !== session.role) await setSessionRole(fastify.db, session.tokenHash, role);
      return ok({ role });
    },
  );
}
