import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { NO_CACHE } from '../../lib/cache-control.js';
import { HttpError } from '../../lib/http-error.js';
import { defaultToEmptyBody, emptyBody, paging, replies } from '../../lib/schemas.js';
import { sessionOf } from '../../plugins/auth.js';
import {
  type BuildRoutes,
  activate,
  liveIndex,
  listReleases,
  release,
  remoteSummaries,
  rollback,
} from '../../releases/releases.js';
import { manifestAddress } from '../../releases/manifest-address.js';
import { sharedRequirements } from '../../releases/shared-guard.js';
import {
  MAX_ROUTES,
  MAX_ROUTE_LENGTH,
  REMOTE_NAME_PATTERN as REMOTE_NAME,
  VERSION_PATTERN as VERSION,
  readBuildRoutes,
  readRemoteBuild,
  requireHostShared,
  routesAddress,
} from '../../releases/store.js';

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

const nameParams = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: { name: { type: 'string', pattern: REMOTE_NAME } },
} as const;

const nullableString = { type: ['string', 'null'] } as const;

const releaseSchema = {
  type: 'object',
  required: [
    'id',
    'name',
    'version',
    'manifest',
    'routes',
    'shared',
    'live',
    'releasedBy',
    'releasedAt',
    'activatedBy',
    'activatedAt',
  ],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    version: { type: 'string' },
    manifest: { type: 'string' },
    routes: { type: 'array', items: { type: 'string' } },
    shared: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'requiredVersion'],
        properties: { name: { type: 'string' }, requiredVersion: { type: 'string' } },
      },
    },
    live: { type: 'boolean' },
    releasedBy: { type: 'string' },
    releasedAt: { type: 'string', format: 'date-time' },
    activatedBy: nullableString,
    activatedAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

const liveChangeSchema = {
  type: 'object',
  required: ['release', 'previousVersion'],
  properties: { release: releaseSchema, previousVersion: nullableString },
} as const;

const remotesJsonSchema = {
  type: 'object',
  required: ['remotes'],
  properties: {
    remotes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'version', 'entry', 'manifest', 'routes'],
        properties: {
          name: { type: 'string' },
          version: { type: 'string' },
          entry: { type: 'string' },
          manifest: { type: 'string' },
          routes: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
} as const;

/**
 * GET /remotes.json (what the host loads) and the admin API of remote releases: list, release, make live, roll
 * back. All state is in the database, so every instance behind a load balancer answers the same at once.
 */
export default async function remoteRoutes(fastify: FastifyInstance) {
  const now = () => new Date(fastify.clock());

  /**
   * The routes of a recorded release's build as it goes live again. Its manifest is checked as a new release's
   * would be: a release recorded before the checks (another version's files, an origin no longer listed) stays off.
   */
  const buildRoutes =
    (action: string): BuildRoutes =>
    async (target) => {
      try {
        manifestAddress(
          target.manifest,
          target.remote,
          target.version,
          fastify.config.remoteManifestOrigins,
          'its manifest',
        );
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        throw HttpError.conflict(`Cannot ${action} ${target.remote} ${target.version}: ${error.message}`);
      }
      return readBuildRoutes(fastify.remoteBuilds, action, target);
    };

  // Outside the /api envelope on purpose: the host reads this document as it is, before any API call.
  fastify.get(
    '/remotes.json',
    { schema: { response: { 200: remotesJsonSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return { remotes: await fastify.liveRemotes() };
    },
  );

  fastify.get(
    '/api/admin/remotes',
    {
      preHandler: fastify.requireAdmin,
      schema: {
        response: replies({
          type: 'array',
          items: {
            type: 'object',
            required: ['name', 'liveVersion', 'liveSince', 'releases', 'lastReleasedAt'],
            properties: {
              name: { type: 'string' },
              liveVersion: nullableString,
              liveSince: { type: ['string', 'null'], format: 'date-time' },
              releases: { type: 'integer' },
              lastReleasedAt: { type: 'string', format: 'date-time' },
            },
          },
        }),
      },
    },
    async () => ok(await remoteSummaries(fastify.db)),
  );

  fastify.get<{ Params: { name: string }; Querystring: { page: number; pageSize: number } }>(
    '/api/admin/remotes/:name/releases',
    {
      preHandler: fastify.requireAdmin,
      schema: {
        params: nameParams,
        querystring: { type: 'object', additionalProperties: false, properties: paging(50) },
        response: replies({
          type: 'object',
          required: ['name', 'liveVersion', 'items', 'total', 'page', 'pageSize'],
          properties: {
            name: { type: 'string' },
            liveVersion: nullableString,
            items: { type: 'array', items: releaseSchema },
            total: { type: 'integer' },
            page: { type: 'integer' },
            pageSize: { type: 'integer' },
          },
        }),
      },
    },
    async (request) => {
      const { name } = request.params;
      const { page, pageSize } = request.query;
      const { items, total } = await listReleases(fastify.db, name, page, pageSize);
      if (total === 0) throw HttpError.notFound('{remote} has no releases', { remote: name });
      const live = (await liveIndex(fastify.db)).find((entry) => entry.name === name);
      return ok({ name, liveVersion: live?.version ?? null, items, total, page, pageSize });
    },
  );

  fastify.post<{ Params: { name: string }; Body: { version: string; manifest: string; routes?: string[] } }>(
    '/api/admin/remotes/:name/releases',
    {
      preHandler: fastify.requireAdmin,
      schema: {
        params: nameParams,
        body: {
          type: 'object',
          required: ['version', 'manifest'],
          additionalProperties: false,
          properties: {
            version: { type: 'string', pattern: VERSION },
            manifest: { type: 'string', maxLength: 1024, pattern: '^(/remotes/|https://)\\S+$' },
            // Optional: the build's routes.json is what goes live; sent, it must say the same.
            routes: {
              type: 'array',
              minItems: 1,
              maxItems: MAX_ROUTES,
              items: { type: 'string', minLength: 1, maxLength: MAX_ROUTE_LENGTH, pattern: '^/\\S*$' },
            },
          },
        },
        response: replies(liveChangeSchema),
      },
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
      });
      if (sentRoutes) checkSentRoutes(sentRoutes, build.routes, routesAddress(address));
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

  fastify.post<{ Params: { name: string }; Body: { version: string } }>(
    '/api/admin/remotes/:name/live',
    {
      preHandler: fastify.requireAdmin,
      schema: {
        params: nameParams,
        body: {
          type: 'object',
          required: ['version'],
          additionalProperties: false,
          properties: { version: { type: 'string', pattern: VERSION } },
        },
        response: replies(liveChangeSchema),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { name } = request.params;
      const host = await requireHostShared(fastify.config);
      const change = await activate(
        fastify.db,
        name,
        request.body.version,
        session.username,
        now(),
        host,
        buildRoutes('make live'),
      );
      request.log.info(
        { remote: name, version: request.body.version, by: session.username },
        'remote made live',
      );
      return ok(change);
    },
  );

  fastify.post<{ Params: { name: string } }>(
    '/api/admin/remotes/:name/rollback',
    {
      preValidation: defaultToEmptyBody,
      preHandler: fastify.requireAdmin,
      schema: { params: nameParams, body: emptyBody, response: replies(liveChangeSchema) },
    },
    async (request) => {
      const session = sessionOf(request);
      const { name } = request.params;
      const host = await requireHostShared(fastify.config);
      const change = await rollback(
        fastify.db,
        name,
        session.username,
        now(),
        host,
        buildRoutes('roll back to'),
      );
      request.log.info(
        { remote: name, from: change.previousVersion, to: change.release.version, by: session.username },
        'remote rolled back',
      );
      return ok(change);
    },
  );
}
