import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyBody } from '@site/contracts/api/common';
import {
  LiveChange,
  LiveRemoteIndex,
  MakeLiveInput,
  ReleaseInput,
  ReleaseListQuery,
  ReleasePage,
  RemoteParams,
  RemoteSummaryList,
} from '@site/contracts/api/remotes';
import { ok } from '../../lib/envelope.js';
import { HttpError } from '../../lib/http-error.js';
import { defaultToEmptyBody, pageOf, replies } from '../../lib/schemas.js';
import { sessionOf } from '../../plugins/auth.js';
import { PRIVATE_NO_CACHE } from '../../plugins/remote-canary.js';
import { PRIVATE_NO_STORE } from '../../plugins/remote-preview.js';
import {
  activate,
  liveIndex,
  listReleases,
  release,
  remoteSummaries,
  rollback,
} from '../../releases/releases.js';
import { refuseWhileCanary } from '../../releases/canaries.js';
import { manifestAddress } from '../../releases/manifest-address.js';
import { sharedRequirements } from '../../releases/shared-guard.js';
import { readRemoteBuild, requireHostShared, routesAddress } from '../../releases/store.js';
import storedRoutes from './stored.js';

/**
 * body.routes, when a caller sends it, may only repeat what the build declares (in any order): the build's own
 * list is what goes live, so a list that differs is a mistake of the caller's, told rather than ignored.
 */
function checkSentRoutes(sent: string[], build: string[], file: string): void {
  const missing = build.filter((route) => !sent.includes(route));
  const extra = sent.filter((route) => !build.includes(route));
  const parts = [
    ...(missing.length > 0 ? [`lacks ${missing.join(', ')}`] : []),
    ...(extra.length > 0 ? [`has ${extra.join(', ')}, which the build does not`] : []),
  ];
  if (parts.length > 0) {
    throw HttpError.badRequest(
      `body.routes must be the routes of the build (${file}) or be left out: it ${parts.join(' and ')}`,
    );
  }
}

/**
 * GET /remotes.json (what the host loads) and the admin API of remote releases: list, release, make live, roll
 * back. All state is in the database, so every instance behind a load balancer answers the same at once.
 */
const remoteRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const now = () => new Date(fastify.clock());
  await fastify.register(storedRoutes);

  // Outside the /api envelope on purpose: the host reads this document as it is, before any API call.
  fastify.get('/remotes.json', { schema: { response: { 200: LiveRemoteIndex } } }, async (request, reply) => {
    // A previewing browser's index is its own: no cache may keep it, or hand it the live one.
    // While a canary runs, it is the visitor's too: the versions their pages get. And each answer carries a page
    // view's token of its own, which no shared cache may hand to another.
    const [preview, canaries] = await Promise.all([
      fastify.previewOf(request, reply),
      fastify.visitorCanaries(request, reply),
    ]);
    reply.header('cache-control', preview ? PRIVATE_NO_STORE : PRIVATE_NO_CACHE);
    const remotes = await fastify.liveRemotes(preview, canaries);
    return { remotes, token: await fastify.rum.pageViewToken(remotes, canaries?.visitor) };
  });

  fastify.get(
    '/api/admin/remotes',
    { preHandler: fastify.requireAdmin, schema: { response: replies(RemoteSummaryList) } },
    async () => ok(await remoteSummaries(fastify.db)),
  );

  fastify.get(
    '/api/admin/remotes/:name/releases',
    {
      preHandler: fastify.requireAdmin,
      schema: { params: RemoteParams, querystring: ReleaseListQuery, response: replies(ReleasePage) },
    },
    async (request) => {
      const { name } = request.params;
      const { page, pageSize } = pageOf(request.query);
      const { items, total } = await listReleases(fastify.db, name, page, pageSize);
      if (total === 0) throw HttpError.notFound('{remote} has no releases', { remote: name });
      const live = (await liveIndex(fastify.db)).find((entry) => entry.name === name);
      return ok({ name, liveVersion: live?.version ?? null, items, total, page, pageSize });
    },
  );

  fastify.post(
    '/api/admin/remotes/:name/releases',
    {
      preHandler: fastify.requireAdmin,
      config: { audit: 'release' },
      schema: { params: RemoteParams, body: ReleaseInput, response: replies(LiveChange) },
    },
    async (request) => {
      const session = sessionOf(request);
      const { name } = request.params;
      const { version, routes: sentRoutes } = request.body;
      const address = manifestAddress(
        request.body.manifest,
        name,
        version,
        fastify.config.remoteManifestOrigins,
      );
      const build = await readRemoteBuild(fastify.remoteBuilds, {
        action: 'release',
        remote: name,
        version,
        address,
        label: 'body.manifest',
        areas: fastify.config.routeAreas,
      });
      if (sentRoutes) checkSentRoutes(sentRoutes, build.routes, routesAddress(address));
      await refuseWhileCanary(fastify.db, name, 'release');
      const host = await requireHostShared(fastify.config);
      const change = await release(
        fastify.db,
        {
          remote: name,
          version,
          manifest: address,
          routes: build.routes,
          shared: sharedRequirements(build.manifest),
        },
        session.username,
        now(),
        host,
      );
      request.log.info({ remote: name, version, by: session.username }, 'remote released');
      return ok(change);
    },
  );

  fastify.post(
    '/api/admin/remotes/:name/live',
    {
      preHandler: fastify.requireAdmin,
      config: { audit: 'make-live' },
      schema: { params: RemoteParams, body: MakeLiveInput, response: replies(LiveChange) },
    },
    async (request) => {
      const session = sessionOf(request);
      const { name } = request.params;
      await refuseWhileCanary(fastify.db, name, 'make live');
      const host = await requireHostShared(fastify.config);
      const change = await activate(
        fastify.db,
        name,
        request.body.version,
        session.username,
        now(),
        host,
        fastify.liveBuildRoutes('make live'),
      );
      request.log.info(
        { remote: name, version: request.body.version, by: session.username },
        'remote made live',
      );
      return ok(change);
    },
  );

  fastify.post(
    '/api/admin/remotes/:name/rollback',
    {
      preValidation: defaultToEmptyBody,
      preHandler: fastify.requireAdmin,
      config: { audit: 'rollback' },
      schema: { params: RemoteParams, body: EmptyBody, response: replies(LiveChange) },
    },
    async (request) => {
      const session = sessionOf(request);
      const { name } = request.params;
      await refuseWhileCanary(fastify.db, name, 'roll back');
      const host = await requireHostShared(fastify.config);
      const change = await rollback(
        fastify.db,
        name,
        session.username,
        now(),
        host,
        fastify.liveBuildRoutes('roll back to'),
      );
      request.log.info(
        { remote: name, from: change.previousVersion, to: change.release.version, by: session.username },
        'remote rolled back',
      );
      return ok(change);
    },
  );
};

export default remoteRoutes;
