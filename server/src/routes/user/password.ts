import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PasswordChangeInput, PasswordChangeResult } from '@site/contracts/api/user';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { passwordRuleBroken } from '../../auth/password-policy.js';
import { revokeOtherSessions } from '../../auth/sessions.js';
import { ok } from '../../lib/envelope.js';
import { HttpError } from '../../lib/http-error.js';
import { replies } from '../../lib/schemas.js';
import { sessionOf } from '../../plugins/auth.js';

const passwordRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/user/password',
    {
      preHandler: fastify.requireLogin,
      schema: { body: PasswordChangeInput, response: replies(PasswordChangeResult) },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      // A stolen session must not become a way to guess the password quickly.
      await fastify.limits.passwordChangeUser.hit(request, reply);
      const { oldPassword, newPassword } = request.body;
      const broken = await passwordRuleBroken('body.newPassword', newPassword);
      if (broken) throw HttpError.badRequest(broken.template, broken.params);
      const rows = await fastify.db.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE id = $1',
        [session.userId],
      );
      if (!rows[0] || !(await verifyPassword(oldPassword, rows[0].password_hash))) {
        throw HttpError.badRequest('Old password is incorrect');
      }
      if (oldPassword === newPassword)
        throw HttpError.badRequest('The new password must differ from the old one');
      const newHash = await hashPassword(newPassword);
      const now = new Date(fastify.clock());
      const revoked = await fastify.db.transaction(async (tx) => {
        await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
          session.userId,
          newHash,
        ]);
        // Whoever else holds a session of this account loses it; the caller keeps theirs.
        return revokeOtherSessions(tx, session.userId, session.tokenHash, now);
      });
      fastify.sessionChanged({ userId: session.userId });
      return ok({ revokedSessions: revoked });
    },
  );
};

export default passwordRoutes;
