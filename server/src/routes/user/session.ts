import type { FastifyInstance } from 'fastify';
import { DUMMY_HASH, verifyPassword } from '../../auth/password.js';
import type { Role } from '../../auth/roles.js';
import { createSession, revokeSession } from '../../auth/sessions.js';
import { ok } from '../../lib/envelope.js';
import { HttpError } from '../../lib/http-error.js';
import { defaultToEmptyBody, emptyBody, nullData, replies } from '../../lib/schemas.js';
import { sessionOf } from '../../plugins/auth.js';

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
      const limits = config.rateLimit;
      await fastify.enforceRateLimit(reply, [
        {
          name: 'login-ip',
          key: request.ip,
          limit: limits.loginPerIp,
          message: 'Too many login attempts, try again in {seconds} s',
        },
      ]);
      const username = request.body.username?.trim() ?? '';
      const password = request.body.password ?? '';
      if (username === '') throw HttpError.badRequest('Username cannot be empty');
      if (password === '') throw HttpError.badRequest('Password cannot be empty');
      await fastify.enforceRateLimit(reply, [
        {
          name: 'login-user',
          key: username.toLowerCase(),
          limit: limits.loginPerUsername,
          message: 'Too many login attempts, try again in {seconds} s',
        },
      ]);

      const rows = await fastify.db.query<{ id: number; password_hash: string; role: Role }>(
        'SELECT id, password_hash, role FROM users WHERE lower(username) = lower($1)',
        [username],
      );
      const user = rows[0];
      // Hash even for an unknown name, so the answer time does not tell which usernames exist.
      const valid = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
      if (!user || !valid) throw HttpError.badRequest('Wrong username or password');

      const session = await createSession(
        fastify.db,
        user.id,
        user.role,
        new Date(fastify.clock()),
        config.sessionTtlSeconds,
      );
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
    async (request) => {
      await revokeSession(fastify.db, sessionOf(request).tokenHash, new Date(fastify.clock()));
      return ok(null);
    },
  );
}
