import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PreviewLink, ReleaseVersionInput } from '@site/contracts/api/release-ops';
import { RemoteParams } from '@site/contracts/api/remotes';
import { ok } from '../../lib/envelope.js';
import { replies } from '../../lib/schemas.js';
import { sessionOf } from '../../plugins/auth.js';
import { createPreviewLink } from '../../releases/preview.js';

/** The console's preview links: an admin gets a link that shows one stored version of a remote to one browser. */
const previewRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/admin/remotes/:name/previews',
    {
      preHandler: fastify.requireAdmin,
      config: { audit: 'preview' },
      schema: { params: RemoteParams, body: ReleaseVersionInput, response: replies(PreviewLink) },
    },
    async (request) => {
      const session = sessionOf(request);
      const link = await createPreviewLink(
        fastify.db,
        {
          remote: request.params.name,
          version: request.body.version,
          actor: session.username,
          actorKind: 'admin',
        },
        {
          now: new Date(fastify.clock()),
          ttlSeconds: fastify.config.previewTtlSeconds,
          publicOrigin: fastify.config.publicOrigin,
          areas: fastify.config.routeAreas,
        },
      );
      request.log.info(
        { remote: link.name, version: link.version, by: session.username },
        'preview link issued',
      );
      return ok(link);
    },
  );
};

export default previewRoutes;
