import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { DUMMY_HASH, verifyPassword } from '../../auth/password.js';
import type { Role } from '../../auth/roles.js';
import { clearSessionCookie, setSessionCookie } from '../../auth/session-cookie.js';
import { createSession, revokeSession } from '../../auth/sessions.js';
import { upgradePasswordHashIfNeeded } from '../../auth/users.js';
import { ok } from '../../lib/envelope.js';
import { HttpError } from '../../lib/http-error.js';
import { defaultToEmptyBody, emptyBody, nullData, replies } from '../../lib/schemas.js';
import { sessionOf } from '../../plugins/auth.js';
import { loginDelayMs } from '../../plugins/rate-limit.js';

interface LoginBody {
  username?: string;
  password?: string;
}

export default async function sessionRoutes(fastify: FastifyInstance) {
  const { config } = fastify;

  fastify.post<{ Body: LoginBody }>(
    '/api/user/login',
    {
      preValidation: defaultToEmptyBody,
      schema: {
        // Both optional in the schema: a missing field gets the same message as an empty one (SPEC section 5).
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            username: { type: 'string', maxLength: 64 },
            password: { type: 'string', maxLength: 256 },
          },
        },
        response: replies({
          type: 'object',
          required: ['token', 'expiresAt', 'role'],
          properties: {
            token: { type: 'string' },
            expiresAt: { type: 'string', format: 'date-time' },
            role: { type: 'string', enum: ['admin', 'user'] },
          },
        }),
      },
    },
    async (request, reply) => {
      const { limits } = fastify;
      await limits.loginGlobal.hit(request, reply);
      await limits.loginAddress.hit(request, reply);
      const username = request.body.username?.trim() ?? '';
      const password = request.body.password ?? '';
      if (username === '') throw HttpError.badRequest('Username cannot be empty');
      if (password === '') throw HttpError.badRequest('Password cannot be empty');
      // Failures lock out only the address they came from; elsewhere they slow the username down, so a guesser
      // cannot lock the real owner out, and cannot guess fast either.
      await limits.loginFailuresByUserAndAddress.refuseIfSpent(request, reply);
      const delay = loginDelayMs(await limits.loginFailuresByUser.count(request), config.rateLimit);
      if (delay > 0) await setTimeout(delay);

      const rows = await fastify.db.query<{ id: number; password_hash: string; role: Role }>(
        'SELECT id, password_hash, role FROM users WHERE lower(username) = lower($1)',
        [username],
      );
      const user = rows[0];
      // Hash even for an unknown name, so the answer time does not tell which usernames exist.
      const valid = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
      if (!user || !valid) {
        await Promise.all([
          limits.loginFailuresByUserAndAddress.record(request),
          limits.loginFailuresByUser.record(request),
        ]);
        throw HttpError.badRequest('Wrong username or password');
      }
      await upgradePasswordHashIfNeeded(fastify.db, user.id, password, user.password_hash);

      const session = await createSession(
        fastify.db,
        user.id,
        user.role,
        new Date(fastify.clock()),
        config.sessionTtlSeconds,
      );
      // Browsers keep the session in a cookie no script can read; API clients use the token of the answer.
      setSessionCookie(reply, session.token, session.expiresAt, config.sessionCookieSecure);
      return ok({ token: session.token, expiresAt: session.expiresAt.toISOString(), role: user.role });
    },
  );

  fastify.post(
    '/api/user/logout',
    {
      preValidation: defaultToEmptyBody,
      preHandler: fastify.requireLogin,
      schema: { body: emptyBody, response: replies(nullData) },
    },
    async (request, reply) => {
      await revokeSession(fastify.db, sessionOf(request).tokenHash, new Date(fastify.clock()));
      clearSessionCookie(reply, config.sessionCookieSecure);
      return ok(null);
    },
  );
}
