import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SwitchRoleInput, SwitchRoleResult } from '@site/contracts/api/user';
import { setSessionRole } from '../../auth/sessions.js';
import { ok } from '../../lib/envelope.js';
import { HttpError } from '../../lib/http-error.js';
import { replies } from '../../lib/schemas.js';
import { sessionOf } from '../../plugins/auth.js';

const roleRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/user/switch-role',
    {
      preHandler: fastify.requireLogin,
      schema: { body: SwitchRoleInput, response: replies(SwitchRoleResult) },
    },
    async (request) => {
      const session = sessionOf(request);
      const { role } = request.body;
      // The session may act with less than the account's role, never with more.
      if (role === 'admin' && session.userRole !== 'admin') {
        throw HttpError.forbidden('Only an administrator can switch to the admin role');
      }
      if (role !== session.role) {
        await setSessionRole(fastify.db, session.tokenHash, role);
        fastify.sessionChanged({ tokenHash: session.tokenHash });
      }
      return ok({ role });
    },
  );
};

export default roleRoutes;
