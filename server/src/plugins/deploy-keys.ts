import type { AuditAction } from '@site/contracts/api/release-ops';
import { REMOTE_NAME_PATTERN, VERSION_PATTERN } from '@site/contracts/remote-index';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type PresentedKey, looksLikeDeployKey, markKeyUsed, presentKey } from '../auth/deploy-keys.js';
import { bearerToken } from '../auth/sessions.js';
import { HttpError } from '../lib/http-error.js';
import { recordAudit } from '../releases/audit.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of the calls a team's release pipeline makes: 401 unless the request carries a deploy key that is
     * neither revoked nor expired, 403 unless it is a key of the remote in the path; sets request.deployKey.
     */
    requireDeployKey(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** The deploy key the request presented, once known (even a refused one, so the audit can name it). */
    deployKey: PresentedKey | null;
    /** What an audited route adds to its record: the version, when its answer does not carry it, or a detail. */
    audit: { version?: string; detail?: string } | null;
  }
  interface FastifyContextConfig {
    /** The route takes a deploy key; a key sent to any other route is refused. */
    deployKey?: boolean;
    /** The release action the route is: every call is recorded in the audit, refusals included. */
    audit?: AuditAction;
  }
}

/** The options a route that takes a deploy key adds: its audit action, and the key check. */
export function deployKeyRoute(fastify: FastifyInstance, action: AuditAction) {
  return { config: { deployKey: true, audit: action }, preHandler: fastify.requireDeployKey };
}

const KEY_ONLY_MESSAGE =
  'A deploy key can only upload, release, preview and roll back its own remote, and run its canaries; it opens no other part of the site';

const remotePattern = new RegExp(REMOTE_NAME_PATTERN);
const versionPattern = new RegExp(VERSION_PATTERN);

/** The answer's envelope as sent, when it is one. */
function envelopeOf(
  payload: unknown,
): { code?: number; msg?: string; data?: Record<string, unknown> } | undefined {
  if (typeof payload !== 'string') return undefined;
  try {
    return JSON.parse(payload) as { code?: number; msg?: string; data?: Record<string, unknown> };
  } catch {
    return undefined;
  }
}

function auditVersion(request: FastifyRequest, data: Record<string, unknown> | undefined): string | null {
  const release = data?.release as { version?: unknown } | undefined;
  const body = request.body as { version?: unknown } | undefined;
  const candidates = [request.audit?.version, release?.version, data?.version, body?.version];
  const found = candidates.find((value) => typeof value === 'string' && versionPattern.test(value));
  return (found as string | undefined) ?? null;
}

function okDetail(data: Record<string, unknown> | undefined): string | null {
  if (!data || !('release' in data)) return null;
  const previous = data.previousVersion;
  return typeof previous === 'string' ? `live (was ${previous})` : 'live';
}

/**
 * Deploy keys and the release audit. A request with a deploy key is told apart from a session at once: a key is
 * accepted only by the routes that declare `config.deployKey`, and failed key attempts from an address are counted
 * like failed logins. Every route that declares `config.audit` is recorded once its answer is known.
 */
export default fp(
  async function deployKeys(fastify: FastifyInstance) {
    const now = () => new Date(fastify.clock());
    fastify.decorateRequest('deployKey', null);
    fastify.decorateRequest('audit', null);
    const refusals = new WeakMap<FastifyRequest, HttpError>();
    const errors = new WeakMap<FastifyRequest, Error>();

    fastify.addHook('onRequest', async (request, reply) => {
      const token = bearerToken(request.headers.authorization);
      if (!token || !looksLikeDeployKey(token) || request.is404) return;
      if (!request.routeOptions.config.deployKey) throw HttpError.forbidden(KEY_ONLY_MESSAGE);
      const failures = fastify.limits.deployKeyFailuresByAddress;
      await failures.refuseIfSpent(request, reply);
      const remote = (request.params as { name?: unknown } | undefined)?.name;
      const key = await presentKey(fastify.db, token, typeof remote === 'string' ? remote : '', now());
      if (!key) {
        await failures.record(request);
        refusals.set(request, HttpError.notLoggedIn('Unknown deploy key'));
        return;
      }
      // A key of another remote is not a guess at a secret; a revoked or expired one may be a stolen one.
      if (key.refusal?.statusCode === 401) await failures.record(request);
      request.deployKey = key;
    });

    fastify.decorate('requireDeployKey', async function requireDeployKey(request: FastifyRequest) {
      const refused = refusals.get(request);
      if (refused) throw refused;
      const key = request.deployKey;
      if (!key) throw HttpError.notLoggedIn('This call needs a deploy key: Authorization: Bearer <key>');
      if (key.refusal) throw key.refusal;
      await markKeyUsed(fastify.db, key.id, now());
    });

    fastify.addHook('onError', async (request, _reply, error) => {
      if (request.routeOptions.config.audit) errors.set(request, error);
    });

    fastify.addHook('onSend', async (request, reply, payload) => {
      const action = request.routeOptions.config.audit;
      if (!action) return payload;
      const remote = (request.params as { name?: unknown } | undefined)?.name;
      const key = request.deployKey;
      const admin = request.session?.role === 'admin' ? request.session.username : undefined;
      // Who it was must be known: anonymous refusals (no key, an unknown one, no session) are counted, not recorded.
      if (typeof remote !== 'string' || !remotePattern.test(remote) || (!key && !admin)) return payload;
      const envelope = envelopeOf(payload);
      const ok = reply.statusCode < 400;
      const error = errors.get(request);
      const entry: Parameters<typeof recordAudit>[1] = {
        remote,
        action,
        version: auditVersion(request, ok ? envelope?.data : undefined),
        actor: key ? key.name : admin!,
        actorKind: key ? 'key' : 'admin',
        outcome: ok ? 'ok' : 'refused',
        detail: ok
          ? (request.audit?.detail ?? okDetail(envelope?.data))
          : error instanceof HttpError
            ? error.message
            : (envelope?.msg ?? `HTTP ${reply.statusCode}`),
        at: now(),
      };
      await recordAudit(fastify.db, entry).catch((failure: unknown) =>
        request.log.error(
          { err: failure, audit: entry },
          'a release action could not be recorded in the audit',
        ),
      );
      return payload;
    });
  },
  { name: 'deploy-keys', dependencies: ['db', 'auth', 'rate-limit'] },
);
