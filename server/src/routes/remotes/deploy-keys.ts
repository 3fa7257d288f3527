import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyBody } from '@site/contracts/api/common';
import {
  AuditPage,
  AuditQuery,
  CreateDeployKeyInput,
  CreatedDeployKey,
  DeployKey,
  DeployKeyList,
  DeployKeyParams,
} from '@site/contracts/api/release-ops';
import { RemoteParams } from '@site/contracts/api/remotes';
import { createKey, listKeys, revokeKey } from '../../auth/deploy-keys.js';
import { ok } from '../../lib/envelope.js';
import { defaultToEmptyBody, pageOf, replies } from '../../lib/schemas.js';
import { sessionOf } from '../../plugins/auth.js';
import { listAudit } from '../../releases/audit.js';

/** The console's side of deploy keys (create, list, revoke, per remote) and the audit of a remote's releases. */
const deployKeyAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const now = () => new Date(fastify.clock());

  fastify.get(
    '/api/admin/remotes/:name/keys',
    { preHandler: fastify.requireAdmin, schema: { params: RemoteParams, response: replies(DeployKeyList) } },
    async (request) => ok(await listKeys(fastify.db, request.params.name)),
  );

  fastify.post(
    '/api/admin/remotes/:name/keys',
    {
      preHandler: fastify.requireAdmin,
      config: { audit: 'key-create' },
      schema: { params: RemoteParams, body: CreateDeployKeyInput, response: replies(CreatedDeployKey) },
    },
    async (request) => {
      const session = sessionOf(request);
      const { name } = request.params;
      const { expiresAt } = request.body;
      const created = await createKey(
        fastify.db,
        {
          remote: name,
          name: request.body.name,
          expiresAt: expiresAt ? new Date(expiresAt) : null,
          createdBy: session.username,
        },
        now(),
      );
      request.audit = {
        detail: `key "${created.key.name}"${created.key.expiresAt ? ` until ${created.key.expiresAt}` : ''}`,
      };
      request.log.info({ remote: name, key: created.key.id, by: session.username }, 'deploy key created');
      return ok(created);
    },
  );

  fastify.post(
    '/api/admin/remotes/:name/keys/:id/revoke',
    {
      preValidation: defaultToEmptyBody,
      preHandler: fastify.requireAdmin,
      config: { audit: 'key-revoke' },
      schema: { params: DeployKeyParams, body: EmptyBody, response: replies(DeployKey) },
    },
    async (request) => {
      const session = sessionOf(request);
      const { name, id } = request.params;
      const key = await revokeKey(fastify.db, name, id, now());
      request.audit = { detail: `key "${key.name}"` };
      request.log.info({ remote: name, key: id, by: session.username }, 'deploy key revoked');
      return ok(key);
    },
  );

  fastify.get(
    '/api/admin/remotes/:name/audit',
    {
      preHandler: fastify.requireAdmin,
      schema: { params: RemoteParams, querystring: AuditQuery, response: replies(AuditPage) },
    },
    async (request) => {
      const { page, pageSize } = pageOf(request.query);
      const { items, total } = await listAudit(fastify.db, request.params.name, page, pageSize);
      return ok({ items, total, page, pageSize });
    },
  );
};

export default deployKeyAdminRoutes;
