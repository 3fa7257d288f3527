import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StoredVersionList } from '@site/contracts/api/release-ops';
import { RemoteParams } from '@site/contracts/api/remotes';
import { ok } from '../../lib/envelope.js';
import { HttpError } from '../../lib/http-error.js';
import { replies } from '../../lib/schemas.js';

/** GET /api/admin/remotes/:name/stored: the versions in the remote store, newest first, and why each is kept. */
const storedRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/remotes/:name/stored',
    {
      preHandler: fastify.requireAdmin,
      schema: { params: RemoteParams, response: replies(StoredVersionList) },
    },
    async (request) => {
      const { name } = request.params;
      const stored = await fastify.remotePruning.stored(name);
      if (stored.length === 0) {
        const known = await fastify.db.query('SELECT 1 FROM remote_releases WHERE remote = $1 LIMIT 1', [
          name,
        ]);
        if (known.length === 0) throw HttpError.notFound('{remote} has no releases', { remote: name });
      }
      return ok(stored);
    },
  );
};

export default storedRoutes;
