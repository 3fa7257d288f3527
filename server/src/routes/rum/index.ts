import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServerConfig } from '../../config.js';
import { RemoteParams } from '@site/contracts/api/remotes';
import {
  HealthQuery,
  MAX_RUM_BATCH_BYTES,
  RemoteHealth,
  RumBatch,
  type RumDropReason,
} from '@site/contracts/api/rum';
import { ErrorCode } from '@site/contracts/error-codes';
import { REMOTE_NAME_PATTERN } from '@site/contracts/remote-index';
import { isCrossSite } from '../../auth/cross-site.js';
import { NO_CACHE } from '../../lib/cache-control.js';
import { ok } from '../../lib/envelope.js';
import { HttpError } from '../../lib/http-error.js';
import { replies } from '../../lib/schemas.js';
import { utf8JsonParser } from '../../plugins/json-body.js';
import { liveIndex, remoteSummaries } from '../../releases/releases.js';
import { droppedReports, healthSeries, versionHealth } from '../../rum/health.js';
import { runningCanaries } from '../../releases/canaries.js';

const remoteName = new RegExp(REMOTE_NAME_PATTERN);

/**
 * What the schema does not say: the versions are keyed by remote names, and every error and the page's own remote
 * are among them.
 */
export function inconsistency(batch: RumBatch): string | undefined {
  for (const [r, report] of batch.reports.entries()) {
    const badName = Object.keys(report.versions).find((name) => !remoteName.test(name));
    if (badName !== undefined) {
      return `reports/${r}/versions has "${badName.slice(0, 40)}", which is not a remote name`;
    }
    if (!Object.hasOwn(report.versions, report.remote)) {
      return `reports/${r}/remote "${report.remote}" is not among reports/${r}/versions`;
    }
    for (const [e, error] of report.errors.entries()) {
      if (!Object.hasOwn(report.versions, error.remote)) {
        return `reports/${r}/errors/${e}/remote "${error.remote}" is not among reports/${r}/versions`;
      }
    }
  }
  return undefined;
}

const MINUTE_MS = 60_000;

/** Why a batch was not counted, as its sender is told (the beacon of a page never reads it; a person testing does). */
function refusal(
  reason: Exclude<RumDropReason, 'rate-limited'>,
  config: ServerConfig,
  detail?: string,
): HttpError {
  switch (reason) {
    case 'no-token':
      return HttpError.badRequest(
        'body.token is missing: reports count only with the page view’s token, which the page and /remotes.json carry',
      );
    case 'forged':
      return HttpError.forbidden('The page view’s token was not signed by this site');
    case 'expired':
      return HttpError.forbidden(
        'The page view’s token has expired: reports count up to {minutes} min after the page was served',
        { minutes: Math.round(config.rum.tokenTtlSeconds / 60) },
      );
    case 'other-versions':
      return HttpError.forbidden('{detail}: reports count only for the versions the page view was served', {
        detail: detail ?? 'the reports name other versions',
      });
    case 'replayed':
      return HttpError.conflict('This page view was counted already');
    case 'too-frequent':
      return HttpError.tooManyRequests(
        'Another page view from this address or visitor was counted less than {seconds} s ago',
        { seconds: config.rum.viewSpacingSeconds },
      );
    case 'unchecked':
      return new HttpError(
        503,
        ErrorCode.generic,
        'Reports cannot be checked against those counted right now, try again later',
      );
  }
}

/**
 * POST /api/rum: the pages' real-user reports, counted in memory (plugins/rum.ts) and never waiting on the database;
 * GET /api/admin/remotes/:name/health: a remote's live and canary versions side by side.
 */
const rumRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // sendBeacon sends a string as text/plain: the same JSON, read the same way (this route only).
  fastify.addContentTypeParser('text/plain', { parseAs: 'buffer' }, utf8JsonParser(fastify));

  fastify.post(
    '/api/rum',
    {
      bodyLimit: MAX_RUM_BATCH_BYTES,
      // Before the body is read: a refused flood costs no parsing.
      onRequest: async (request, reply) => {
        if (isCrossSite(request, fastify.config.publicOrigin)) {
          throw HttpError.forbidden('Reports are taken from this site’s own pages only');
        }
        const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (type !== 'application/json' && type !== 'text/plain') {
          throw new HttpError(
            415,
            ErrorCode.badRequest,
            'Reports must be sent as application/json or text/plain, not "{type}"',
            { type: type.slice(0, 60) || 'none' },
          );
        }
        // Shared by every instance through Redis when there is one.
        try {
          await fastify.limits.rumAddress.hit(request, reply);
        } catch (error) {
          fastify.rum.refused();
          throw error;
        }
      },
      schema: { body: RumBatch },
    },
    async (request, reply) => {
      const wrong = inconsistency(request.body);
      if (wrong !== undefined) throw HttpError.badRequest(wrong);
      const intake = await fastify.rum.take(request.body, request);
      if ('dropped' in intake) {
        if (intake.dropped === 'too-frequent')
          reply.header('retry-after', fastify.config.rum.viewSpacingSeconds);
        throw refusal(
          intake.dropped as Exclude<RumDropReason, 'rate-limited'>,
          fastify.config,
          intake.detail,
        );
      }
      return reply.code(204).send();
    },
  );

  fastify.get(
    '/api/admin/remotes/:name/health',
    {
      preHandler: fastify.requireAdmin,
      schema: { params: RemoteParams, querystring: HealthQuery, response: replies(RemoteHealth) },
    },
    async (request, reply) => {
      const { name } = request.params;
      const minutes = request.query.minutes ?? 60;
      const summary = (await remoteSummaries(fastify.db)).find((remote) => remote.name === name);
      if (!summary) throw HttpError.notFound('{remote} has no releases', { remote: name });
      // What this instance counted is shown at once; the others' arrive within RUM_FLUSH_SECONDS.
      await fastify.rum.flush();
      const until = new Date(fastify.clock());
      const since = new Date(until.getTime() - minutes * MINUTE_MS);
      const liveVersion = (await liveIndex(fastify.db)).find((entry) => entry.name === name)?.version;
      const canaryVersion = (await runningCanaries(fastify.db)).find((canary) => canary.entry.name === name)
        ?.entry.version;
      const [live, canary, liveSinceRelease, series, dropped] = await Promise.all([
        liveVersion ? versionHealth(fastify.db, name, liveVersion, since, until) : null,
        canaryVersion ? versionHealth(fastify.db, name, canaryVersion, since, until) : null,
        liveVersion && summary.liveSince
          ? versionHealth(fastify.db, name, liveVersion, new Date(summary.liveSince), until)
          : null,
        healthSeries(
          fastify.db,
          name,
          [liveVersion, canaryVersion].filter((version) => version !== undefined),
          since,
          until,
        ),
        droppedReports(fastify.db, name, since, until),
      ]);
      reply.header('cache-control', NO_CACHE);
      return ok({ name, minutes, live, canary, liveSinceRelease, series, dropped });
    },
  );
};

export default rumRoutes;
