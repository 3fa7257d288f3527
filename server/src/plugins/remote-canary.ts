import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.js';
import { type GuardAction, type HealthOf, runGuard } from '../releases/canary-guard.js';
import type { RunningCanary } from '../releases/canaries.js';
import { requireHostShared } from '../releases/store.js';
import { signingSecret } from '../lib/signing-secret.js';
import { newVisitorId, visitorCookieValue, visitorOfCookie } from '../releases/visitor.js';

/** The canaries running now and the visitor they are drawn for. */
export interface VisitorCanaries {
  canaries: RunningCanary[];
  visitor: string;
}

/**
 * What an answer of one visitor's says (the versions drawn for them, its page view token): kept by no shared cache,
 * and looked at again by the browser.
 */
export const PRIVATE_NO_CACHE = 'private, no-cache';

// Long enough that a visitor keeps their versions through any canary; browsers cap cookies at 400 days.
const VISITOR_MAX_AGE_SECONDS = 365 * 24 * 3600;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The running canaries and this visitor's id (from their cookie, or a new one the reply sets), or undefined when
     * no canary is running: then the answer is the same for every visitor, and no cookie is set.
     */
    visitorCanaries(request: FastifyRequest, reply: FastifyReply): Promise<VisitorCanaries | undefined>;
    /** One pass of the guard now (it also runs every CANARY_GUARD_INTERVAL_SECONDS when it has figures). */
    canaryGuard(): Promise<GuardAction[]>;
  }
}

export interface RemoteCanaryOptions {
  config: ServerConfig;
  /** A version's health from the real-user reports; without it the guard does nothing. */
  healthOf?: HealthOf;
}

/**
 * Canary releases on pages: each visitor gets a random id in a first-party cookie (HttpOnly, SameSite=Lax, a
 * year, signed by the server), set only while a canary runs, and each canary's version goes to the visitors its
 * share draws. And the guard, a periodic job on every instance, that aborts a canary or rolls a release back from
 * the real-user figures.
 */
export default fp(
  async function remoteCanary(fastify: FastifyInstance, opts: RemoteCanaryOptions) {
    const { config, healthOf } = opts;
    const secure = config.sessionCookieSecure;
    const cookieName = secure ? '__Host-site-visitor' : 'site-visitor';
    // A page asks more than once (its remote index, its first view): one look at the database per request.
    const looked = new WeakMap<FastifyRequest, Promise<VisitorCanaries | undefined>>();

    const draw = async (request: FastifyRequest, reply: FastifyReply) => {
      const canaries = await fastify.releaseState.canaries();
      if (canaries.length === 0) return undefined;
      const secret = await signingSecret(fastify.db, 'visitor', new Date(fastify.clock()));
      // A cookie the server did not sign (written by hand to pick a version, or tampered with) is no cookie.
      const sent = visitorOfCookie(secret, request.cookies[cookieName]);
      if (sent) return { canaries, visitor: sent };
      const visitor = newVisitorId();
      reply.setCookie(cookieName, visitorCookieValue(secret, visitor), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: VISITOR_MAX_AGE_SECONDS,
      });
      return { canaries, visitor };
    };

    fastify.decorate('visitorCanaries', (request: FastifyRequest, reply: FastifyReply) => {
      let found = looked.get(request);
      if (!found) {
        found = draw(request, reply);
        looked.set(request, found);
      }
      return found;
    });

    const guard = async (): Promise<GuardAction[]> => {
      if (!healthOf) return [];
      const actions = await runGuard({
        db: fastify.db,
        healthOf,
        settings: config.canaryGuard,
        now: new Date(fastify.clock()),
        host: () => requireHostShared(config),
        buildRoutes: fastify.liveBuildRoutes('roll back to'),
        onError: (error, remote) => fastify.log.error({ err: error, remote }, 'the canary guard failed'),
      });
      if (actions.length > 0) fastify.releaseState.changed();
      for (const action of actions) {
        if (action.kind === 'canary-abort') {
          fastify.log.warn(
            { remote: action.remote, version: action.canary.version, reason: action.canary.reason },
            'canary aborted by the guard',
          );
        } else {
          fastify.log.warn(
            {
              remote: action.remote,
              from: action.change.previousVersion,
              to: action.change.release.version,
              reason: action.reason,
            },
            'release rolled back by the guard',
          );
        }
      }
      return actions;
    };
    fastify.decorate('canaryGuard', guard);

    if (!healthOf) {
      fastify.log.info('the canary guard is off: no real-user figures to judge from');
      return;
    }
    if (config.canaryGuard.intervalSeconds > 0) {
      // A pass slower than the interval is not joined by another of this instance (other instances are safe).
      let pass: Promise<unknown> | undefined;
      const timer = setInterval(() => {
        pass ??= guard()
          .catch((error: unknown) => fastify.log.error({ err: error }, 'the canary guard failed'))
          .finally(() => {
            pass = undefined;
          });
      }, config.canaryGuard.intervalSeconds * 1000);
      // The timer alone must not keep the process (or a test run) alive.
      timer.unref();
      fastify.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'remote-canary', dependencies: ['@fastify/cookie', 'db', 'remote-releases', 'remote-store'] },
);
