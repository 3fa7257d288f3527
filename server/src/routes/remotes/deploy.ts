import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EmptyBody } from '@site/contracts/api/common';
import { PreviewLink, ReleaseVersionInput, UploadResult } from '@site/contracts/api/release-ops';
import { LiveChange, RemoteParams } from '@site/contracts/api/remotes';
import { ok } from '../../lib/envelope.js';
import { HttpError } from '../../lib/http-error.js';
import { defaultToEmptyBody, replies } from '../../lib/schemas.js';
import { deployKeyRoute } from '../../plugins/deploy-keys.js';
import { createPreviewLink } from '../../releases/preview.js';
import { activate, rollback } from '../../releases/releases.js';
import { refuseWhileCanary } from '../../releases/canaries.js';
import { incompatibilityMessage } from '../../releases/shared-guard.js';
import { requireHostShared } from '../../releases/store.js';
import { readBuildArchive } from '../../releases/upload-archive.js';
import { checkUploadedBuild } from '../../releases/uploaded-build.js';
import { recordUpload, refuseOtherManifest } from '../../releases/uploads.js';

// What CI tools call a .tar.gz; the body is read as a stream, never buffered whole by the framework.
const ARCHIVE_TYPES = ['application/gzip', 'application/x-gzip', 'application/octet-stream'];

const NOT_AN_ARCHIVE =
  'The body must be the build as a .tar.gz of the remote\'s dist/ folder, sent as "Content-Type: application/gzip"';

/**
 * What a team's release pipeline calls with its deploy key (Authorization: Bearer <key>), each for the key's own
 * remote: upload a build, preview it, release it, make a stored version live, roll back. The builds go through the same checks
 * as the admin's releases (the shared-singleton guard against the live host, the routes from the build).
 */
const deployRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const now = () => new Date(fastify.clock());
  const keyName = (request: { deployKey: { name: string } | null }) => request.deployKey?.name ?? 'unknown';

  // Its own scope: only the upload reads a body as a stream.
  await fastify.register(async (scope) => {
    const uploads = scope.withTypeProvider<TypeBoxTypeProvider>();
    uploads.addContentTypeParser(ARCHIVE_TYPES, (_request, payload, done) => done(null, payload));
    uploads.post(
      '/api/remotes/:name/uploads',
      {
        ...deployKeyRoute(fastify, 'upload'),
        schema: { params: RemoteParams, response: replies(UploadResult) },
      },
      async (request) => {
        const { name } = request.params;
        if (!(request.body instanceof Readable)) throw HttpError.badRequest(NOT_AN_ARCHIVE);
        const files = await readBuildArchive(request.body, {
          maxBytes: fastify.config.uploadMaxBytes,
          maxFiles: fastify.config.uploadMaxFiles,
        });
        const build = checkUploadedBuild(name, files, fastify.config.routeAreas);
        request.audit = { version: build.version };
        const host = await requireHostShared(fastify.config);
        const refusal = incompatibilityMessage('upload', name, build.version, build.shared, host);
        if (refusal) throw HttpError.conflict(refusal);
        const manifest = `/remotes/${name}/${build.version}/mf-manifest.json`;
        await refuseOtherManifest(fastify.db, name, build.version, manifest);
        const stored = await fastify.remoteStore.putBuild(name, build.version, files);
        await recordUpload(
          fastify.db,
          { remote: name, version: build.version, manifest, routes: build.routes, shared: build.shared },
          keyName(request),
          now(),
        );
        request.audit.detail = `${stored === 'stored' ? 'stored' : 'already stored'}: ${files.length} files, ${build.bytes} bytes`;
        request.log.info(
          { remote: name, version: build.version, by: keyName(request), stored },
          'remote uploaded',
        );
        return ok({
          name,
          version: build.version,
          manifest,
          routes: build.routes,
          files: files.length,
          bytes: build.bytes,
          created: stored === 'stored',
        });
      },
    );
  });

  const liveChange = (action: 'release' | 'make-live', verb: string) =>
    fastify.post(
      `/api/remotes/:name/${action === 'release' ? 'releases' : 'live'}`,
      {
        ...deployKeyRoute(fastify, action),
        schema: { params: RemoteParams, body: ReleaseVersionInput, response: replies(LiveChange) },
      },
      async (request) => {
        const { name } = request.params;
        await refuseWhileCanary(fastify.db, name, verb);
        const host = await requireHostShared(fastify.config);
        const change = await activate(
          fastify.db,
          name,
          request.body.version,
          keyName(request),
          now(),
          host,
          fastify.liveBuildRoutes(verb),
        );
        request.log.info(
          { remote: name, version: request.body.version, by: keyName(request) },
          `remote ${verb}`,
        );
        return ok(change);
      },
    );
  liveChange('release', 'release');
  liveChange('make-live', 'make live');

  fastify.post(
    '/api/remotes/:name/rollback',
    {
      preValidation: defaultToEmptyBody,
      ...deployKeyRoute(fastify, 'rollback'),
      schema: { params: RemoteParams, body: EmptyBody, response: replies(LiveChange) },
    },
    async (request) => {
      const { name } = request.params;
      await refuseWhileCanary(fastify.db, name, 'roll back');
      const host = await requireHostShared(fastify.config);
      const change = await rollback(
        fastify.db,
        name,
        keyName(request),
        now(),
        host,
        fastify.liveBuildRoutes('roll back to'),
      );
      request.log.info(
        { remote: name, from: change.previousVersion, to: change.release.version, by: keyName(request) },
        'remote rolled back',
      );
      return ok(change);
    },
  );

  fastify.post(
    '/api/remotes/:name/previews',
    {
      ...deployKeyRoute(fastify, 'preview'),
      schema: { params: RemoteParams, body: ReleaseVersionInput, response: replies(PreviewLink) },
    },
    async (request) => {
      const link = await createPreviewLink(
        fastify.db,
        {
          remote: request.params.name,
          version: request.body.version,
          actor: keyName(request),
          actorKind: 'key',
        },
        {
          now: now(),
          ttlSeconds: fastify.config.previewTtlSeconds,
          publicOrigin: fastify.config.publicOrigin,
          areas: fastify.config.routeAreas,
        },
      );
      request.log.info(
        { remote: link.name, version: link.version, by: keyName(request) },
        'preview link issued',
      );
      return ok(link);
    },
  );
};

export default deployRoutes;
