import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ensureAdministrator } from '../auth/admin-bootstrap.js';
import { type Session, bearerToken, findSession } from '../auth/sessions.js';
import type { ServerConfig } from '../config.js';
import type { Clock } from '../lib/clock.js';
import { HttpError } from '../lib/http-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    /** preHandler: 401 (code 50008) unless the request carries a live session; sets request.session. */
    requireLogin(request: FastifyRequest): Promise<void>;
    /** preHandler: as requireLogin, then 403 (code 40300) unless the session acts as admin. */
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

/** The session of the request, known only after requireLogin or requireAdmin ran. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw HttpError.notLoggedIn();
  return request.session;
}

export default fp(
  async function auth(fastify: FastifyInstance, opts: { config: ServerConfig; clock: Clock }) {
    await ensureAdministrator(fastify.db, opts.config);

    fastify.decorate('clock', opts.clock);
    fastify.decorateRequest('session', null);

    async function requireLogin(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request.headers.authorization);
      const session = token ? await findSession(fastify.db, token, new Date(opts.clock())) : undefined;
      if (!session) throw HttpError.notLoggedIn();
      request.session = session;
    }

    fastify.decorate('requireLogin', requireLogin);
    fastify.decorate('requireAdmin', async function requireAdmin(request: FastifyRequest) {
      await requireLogin(request);
      if (request.session?.role !== 'admin') throw HttpError.forbidden('This action needs the admin role');
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
