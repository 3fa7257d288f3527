import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ensureAdministrator } from '../auth/admin-bootstrap.js';
import { changesState, isCrossSite, isProvablySameOrigin } from '../auth/cross-site.js';
import { clearSessionCookie, sessionCookieToken } from '../auth/session-cookie.js';
import { startSessionPurge } from '../auth/session-purge.js';
import { SessionCache } from '../auth/session-cache.js';
import { type Session, bearerToken, findSession, sessionKey } from '../auth/sessions.js';
import type { ServerConfig } from '../config.js';
import type { Clock } from '../lib/clock.js';
import { HttpError } from '../lib/http-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    /**
     * preHandler: 401 (code 50008) unless the request carries a live session, as a bearer token (API clients) or
     * the session cookie (the console); sets request.session.
     */
    requireLogin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: as requireLogin, then 403 (code 40300) unless the session acts as admin. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * After a change to a session or an account (logout, password, role, profile): drops what this instance keeps
     * of it at once. The database announces the change to every instance too; this makes the next request to this
     * one see it even before the announcement arrives.
     */
    sessionChanged(change: { tokenHash: string } | { userId: number }): void;
    /** The live session a token names, or undefined (from what this instance keeps, as requireLogin reads it). */
    liveSession(token: string): Promise<Session | undefined>;
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

const CROSS_SITE_MESSAGE = 'Requests from other sites are refused';

export default fp(
  async function auth(fastify: FastifyInstance, opts: { config: ServerConfig; clock: Clock }) {
    const { sessionCookieSecure: secure, publicOrigin } = opts.config;
    await ensureAdministrator(fastify.db, opts.config, fastify.log);
    await startSessionPurge(fastify, opts.clock, opts.config.sessionIdleSeconds);

    const cache = new SessionCache(opts.config.sessionCacheSeconds * 1000);
    if (opts.config.sessionCacheSeconds > 0) {
      const stopListening = await fastify.db.listen('session_changes', {
        message: (announcement) => cache.forget(announcement),
        live: (live) => {
          cache.setLive(live);
          if (!live) fastify.log.warn('session changes cannot be heard: sessions are read from the database');
        },
      });
      fastify.addHook('onClose', async () => stopListening());
    }
    fastify.decorate('sessionChanged', (change: { tokenHash: string } | { userId: number }) =>
      cache.forget('tokenHash' in change ? `session:${change.tokenHash}` : `user:${change.userId}`),
    );

    async function lookUp(token: string): Promise<Session | undefined> {
      const key = sessionKey(token);
      if (!key) return undefined;
      const now = new Date(opts.clock());
      const kept = cache.get(key, now);
      if (kept) return kept;
      const generation = cache.begin();
      const session = await findSession(fastify.db, token, now, opts.config.sessionIdleSeconds);
      if (session) cache.store(key, session, generation, now);
      return session;
    }

    fastify.decorate('liveSession', lookUp);
    fastify.decorate('clock', opts.clock);
    fastify.decorateRequest('session', null);

    // No other site's page may make a browser change anything here (log in, log out, post a notice), with or
    // without a session: a browser tells where a request comes from.
    fastify.addHook('onRequest', async (request) => {
      if (changesState(request) && isCrossSite(request, publicOrigin))
        throw HttpError.forbidden(CROSS_SITE_MESSAGE);
    });

    async function requireLogin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const bearer = bearerToken(request.headers.authorization);
      const token = bearer ?? sessionCookieToken(request, secure);
      // A cookie is sent by the browser whoever made the request, so it counts only from this site's own pages.
      if (!bearer && token && changesState(request) && !isProvablySameOrigin(request, publicOrigin)) {
        throw HttpError.forbidden(CROSS_SITE_MESSAGE);
      }
      const session = token ? await lookUp(token) : undefined;
      if (!session) {
        if (!bearer && token) clearSessionCookie(reply, secure);
        throw HttpError.notLoggedIn();
      }
      request.session = session;
    }

    fastify.decorate('requireLogin', requireLogin);
    fastify.decorate(
      'requireAdmin',
      async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
        await requireLogin(request, reply);
        if (request.session?.role !== 'admin') throw HttpError.forbidden('This action needs the admin role');
      },
    );
  },
  { name: 'auth', dependencies: ['db', '@fastify/cookie'] },
);
