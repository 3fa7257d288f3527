import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CanaryState, CanaryStatus, StartCanaryInput } from '@site/contracts/api/canary';
import { EmptyBody } from '@site/contracts/api/common';
import type { AuditAction } from '@site/contracts/api/release-ops';
import { RemoteParams } from '@site/contracts/api/remotes';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { HttpError } from '../../lib/http-error.js';
import { defaultToEmptyBody, replies } from '../../lib/schemas.js';
import { sessionOf } from '../../plugins/auth.js';
import { deployKeyRoute } from '../../plugins/deploy-keys.js';
import { canaryStatus, endCanary, requireRunningCanary, startCanary } from '../../releases/canaries.js';
import { activate } from '../../releases/releases.js';
import { requireHostShared } from '../../releases/store.js';

type Caller = 'key' | 'admin';

/**
 * Canary releases: start one (a stored version for a share of visitors), promote it (live for everyone) or abort it
 * (everyone back on the live version), with a deploy key of the remote or as an admin; and the console's status.
 * Every call is recorded in the audit, refusals included.
 */
const canaryRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const now = () => new Date(fastify.clock());

  const actorOf = (request: FastifyRequest, caller: Caller) =>
    caller === 'key' ? (request.deployKey?.name ?? 'unknown') : sessionOf(request).username;
  const routeOptions = (caller: Caller, action: AuditAction) =>
    caller === 'key'
      ? deployKeyRoute(fastify, action)
      : { preHandler: fastify.requireAdmin, config: { audit: action } };
  const prefix = (caller: Caller) => (caller === 'key' ? '/api/remotes' : '/api/admin/remotes');

  for (const caller of ['key', 'admin'] as const) {
    fastify.post(
      `${prefix(caller)}/:name/canary`,
      {
        ...routeOptions(caller, 'canary-start'),
        schema: { params: RemoteParams, body: StartCanaryInput, response: replies(CanaryState) },
      },
      async (request) => {
        const { name } = request.params;
        const actor = actorOf(request, caller);
        const canary = await startCanary(
          fastify.db,
          { remote: name, version: request.body.version, share: request.body.share, actor },
          now(),
          await requireHostShared(fastify.config),
          fastify.config.routeAreas,
        );
        request.audit = { detail: `${canary.share} % of visitors (the others keep ${canary.baseVersion})` };
        request.log.info(
          { remote: name, version: canary.version, share: canary.share, by: actor },
          'canary started',
        );
        return ok(canary);
      },
    );

    fastify.post(
      `${prefix(caller)}/:name/canary/promote`,
      {
        preValidation: defaultToEmptyBody,
        ...routeOptions(caller, 'canary-promote'),
        schema: { params: RemoteParams, body: EmptyBody, response: replies(CanaryState) },
      },
      async (request) => {
        const { name } = request.params;
        const actor = actorOf(request, caller);
        const running = await requireRunningCanary(fastify.db, name);
        // Live first: a promotion the release guard refuses leaves the canary running as it was.
        const change = await activate(
          fastify.db,
          name,
          running.version,
          actor,
          now(),
          await requireHostShared(fastify.config),
          fastify.liveBuildRoutes('promote'),
        );
        const ended = await endCanary(fastify.db, running.id, { state: 'promoted', actor }, now());
        if (!ended) {
          throw HttpError.conflict(
            'The canary of {remote} ended while it was promoted: {version} is live all the same; roll back if that was not meant',
            { remote: name, version: running.version },
          );
        }
        request.audit = { detail: `live for every visitor (was ${change.previousVersion ?? 'none'})` };
        request.log.info({ remote: name, version: ended.version, by: actor }, 'canary promoted');
        return ok(ended);
      },
    );

    fastify.post(
      `${prefix(caller)}/:name/canary/abort`,
      {
        preValidation: defaultToEmptyBody,
        ...routeOptions(caller, 'canary-abort'),
        schema: { params: RemoteParams, body: EmptyBody, response: replies(CanaryState) },
      },
      async (request) => {
        const { name } = request.params;
        const actor = actorOf(request, caller);
        const running = await requireRunningCanary(fastify.db, name);
        const ended = await endCanary(fastify.db, running.id, { state: 'aborted', actor }, now());
        if (!ended) throw HttpError.conflict('{remote} has no canary running', { remote: name });
        request.audit = { detail: 'every visitor back on the live version' };
        request.log.info({ remote: name, version: ended.version, by: actor }, 'canary aborted');
        return ok(ended);
      },
    );
  }

  fastify.get(
    '/api/admin/remotes/:name/canary',
    {
      preHandler: fastify.requireAdmin,
      schema: { params: RemoteParams, response: replies(CanaryStatus) },
    },
    async (request) => ok(await canaryStatus(fastify.db, request.params.name)),
  );
};

export default canaryRoutes;
