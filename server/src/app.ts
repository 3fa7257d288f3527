import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type ServerConfig, type TrustProxy, loadConfig } from './config.js';
import type { Database } from './db/database.js';
import { signingSecret } from './lib/signing-secret.js';
import { type Clock, systemClock } from './lib/clock.js';
import type { HealthOf } from './releases/canary-guard.js';
import { ShortLived } from './lib/short-lived.js';
import { requestValidatorFactory } from './lib/validation.js';
import authPlugin from './plugins/auth.js';
import backupSocket from './plugins/backup-socket.js';
import dbPlugin from './plugins/db.js';
import deployKeys from './plugins/deploy-keys.js';
import drain from './plugins/drain.js';
import errorHandler, { answerClientError, answerFrameworkError } from './plugins/error-handler.js';
import jsonBody from './plugins/json-body.js';
import openapi from './plugins/openapi.js';
import rateLimit from './plugins/rate-limit.js';
import remoteCanary from './plugins/remote-canary.js';
import remotePreview from './plugins/remote-preview.js';
import rum from './plugins/rum.js';
import remoteReleases, { dropReleaseStateAfterWrite } from './plugins/remote-releases.js';
import remoteStore from './plugins/remote-store.js';
import routeCatalogue from './plugins/route-catalogue.js';
import security from './plugins/security.js';
import staticSite from './plugins/static-site.js';
import accountRequestRoutes from './routes/account-requests/index.js';
import mailColRoutes from './routes/customer/mail-col.js';
import healthRoutes from './routes/health.js';
import messageRoutes from './routes/message/index.js';
import noticeRoutes from './routes/notices/index.js';
import { PublicNoticeCache } from './routes/notices/public-cache.js';
import questionnaireRoutes from './routes/questionnaire/report.js';
import canaryRoutes from './routes/remotes/canary.js';
import deployRoutes from './routes/remotes/deploy.js';
import deployKeyAdminRoutes from './routes/remotes/deploy-keys.js';
import remoteRoutes from './routes/remotes/index.js';
import previewRoutes from './routes/remotes/previews.js';
import rumRoutes from './routes/rum/index.js';
import siteIndexRoutes from './routes/site-index.js';
import preregistrationStatsRoutes from './routes/stats/preregistrations.js';
import userRoutes from './routes/user/index.js';
import workplaceRoutes from './routes/workplace/index.js';
import { versionHealth } from './rum/health.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    /** The public notices' answers, kept a moment; its writes also tell rendered pages that they are out of date. */
    publicNotices: PublicNoticeCache<string>;
    /** The workplace's figures, kept for CONSOLE_DATA_CACHE_MS; a pre-registration through this instance clears it. */
    consoleData: ShortLived<unknown>;
  }
}

export interface BuildOptions {
  config?: ServerConfig;
  logger?: FastifyServerOptions['logger'];
  /** An already open database (tests); the caller closes it. By default the app opens one from the config. */
  database?: Database;
  /** Source of "now" for sessions, schedules and rate windows; tests pass one they can move. */
  clock?: Clock;
  /** A version's health from the real-user reports, for the canary guard; without it the guard does nothing. */
  healthOf?: HealthOf;
}

/** Fastify's types take no hop count (its proxy-addr does): the same rule as a function. */
function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** The whole server as one Fastify instance: plugins first, then routes. server.ts only runs it; tests inject. */
export async function build(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const clock = options.clock ?? systemClock;
  const fastify = Fastify({
    logger: options.logger ?? false,
    bodyLimit: config.bodyLimit,
    trustProxy: trustProxyOption(config.trustProxy),
    // The first start of the embedded database (initdb, migrations, demo seed) takes longer than Fastify's 10 s.
    pluginTimeout: 120_000,
    ajv: { customOptions: { allErrors: false, removeAdditional: false } },
    // Bodies are checked as sent, query strings and paths read numbers only in plain digits, every string follows
    // a text rule: lib/validation.ts.
    schemaController: { compilersFactory: { buildValidator: requestValidatorFactory() } },
    // The router's own refusals (a path that does not decode, a segment too long) in the error envelope too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  fastify.decorate('config', config);
  fastify.decorate('publicNotices', new PublicNoticeCache<string>(config.noticeCacheTtlMs, clock));
  fastify.decorate('consoleData', new ShortLived<unknown>(config.consoleDataCacheMs, clock));

  await fastify.register(routeCatalogue);
  // Both record routes as they are added, so they come before every route.
  await fastify.register(openapi);
  await fastify.register(errorHandler);
  await fastify.register(drain, { config });
  await fastify.register(jsonBody);
  await fastify.register(security, { config });
  await fastify.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // What a streamed answer has written goes out at once: a signed-in page's head (its hints) reaches the browser
    // while the server still reads the page's data (plugins/static-site.ts).
    brotliOptions: { flush: zlib.constants.BROTLI_OPERATION_FLUSH },
    zlibOptions: { flush: zlib.constants.Z_SYNC_FLUSH },
  });
  await fastify.register(dbPlugin, { config, clock, database: options.database });
  await fastify.register(backupSocket, { config, ownDatabase: !options.database });
  // Every cookie is read and written through it: the session (auth), the page's first-view switch (static site), and
  // the signed ones (a browser's device cookie), with a key every instance shares.
  await fastify.register(cookie, { secret: await signingSecret(fastify.db, 'cookies', new Date(clock())) });
  await fastify.register(rateLimit, { config });
  await fastify.register(authPlugin, { config, clock });
  await fastify.register(remoteStore, { config });
  await fastify.register(deployKeys);
  await fastify.register(remoteReleases, { config });
  await fastify.register(remotePreview, { config });
  await fastify.register(remoteCanary, {
    config,
    // The guard judges from the real-user figures every instance writes (RUM_FLUSH_SECONDS behind at most).
    healthOf:
      options.healthOf ??
      ((remote, version, since, until) => versionHealth(fastify.db, remote, version, since, until)),
  });
  await fastify.register(rum, { config });

  await fastify.register(healthRoutes);
  await fastify.register(userRoutes);
  await fastify.register(accountRequestRoutes);
  await fastify.register(messageRoutes);
  await fastify.register(workplaceRoutes);
  await fastify.register(noticeRoutes);
  await fastify.register(mailColRoutes);
  await fastify.register(preregistrationStatsRoutes);
  await fastify.register(questionnaireRoutes);
  // The release platform's routes that write releases and canaries: each write drops the kept release state.
  await fastify.register(async (releasePlatform) => {
    releasePlatform.addHook('onSend', dropReleaseStateAfterWrite);
    await releasePlatform.register(remoteRoutes);
    await releasePlatform.register(deployRoutes);
    await releasePlatform.register(canaryRoutes);
  });
  await fastify.register(previewRoutes);
  await fastify.register(deployKeyAdminRoutes);
  await fastify.register(rumRoutes);
  // The site's origin is required where pages are served (static-site refuses to start without it).
  await fastify.register(siteIndexRoutes, { origin: config.publicOrigin ?? '' });
  await fastify.register(staticSite, { config });
  return fastify;
}
