import type { LiveRemote } from '@site/contracts/api/remotes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.js';
import type { VisitorCanaries } from './remote-canary.js';
import { manifestAddress } from '../releases/manifest-address.js';
import { type PreloadHint, createHostSharedReader, createRemoteHints } from '../releases/page-hints.js';
import { runningCanaries } from '../releases/canaries.js';
import { type ReleaseState, createReleaseState } from '../releases/release-state.js';
import { importStoreEntry, liveIndex } from '../releases/releases.js';
import { liveBuildRoutes } from '../releases/live-build-routes.js';
import { type Preview, withPreview } from '../releases/preview.js';
import { createRemoteFetcher } from '../releases/remote-fetch.js';
import { withCanaries } from '../releases/visitor.js';
import { ensureAddress } from '../releases/remote-store/remote-store.js';
import { incompatibilityMessage, sharedRequirements } from '../releases/shared-guard.js';
import {
  type BuildReader,
  createBuildReader,
  readHostShared,
  readRemoteBuild,
  readStoreIndex,
} from '../releases/store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The live release of every remote, each with the address of its entry (what /remotes.json answers); with the
     * running canaries, the canary's version for a visitor its share draws; with a browser's preview, that remote's
     * previewed version in place of either (a preview wins).
     */
    liveRemotes(preview?: Preview, canaries?: VisitorCanaries): Promise<LiveRemote[]>;
    /** What a page at this path will fetch first from its remote (none when no remote serves the path). */
    remoteStartupFiles(remotes: LiveRemote[], pathname: string): Promise<PreloadHint[]>;
    /**
     * The live releases and running canaries, kept until a change is announced (release-state.ts); `changed()` after
     * a write of this instance makes its next read fresh even before the announcement arrives.
     */
    releaseState: ReleaseState;
    /** Reads a build's files: from the remote store, or from a listed public origin (REMOTE_MANIFEST_ORIGINS). */
    remoteBuilds: BuildReader;
    /** The routes of a recorded release's build as it goes live again, checked (live-build-routes.ts). */
    liveBuildRoutes: ReturnType<typeof liveBuildRoutes>;
  }
}

/**
 * An onSend hook of the release platform's routes (app.ts registers them in a scope of their own): whatever one of
 * their writes changes (a release, a rollback, a canary started or ended), the next page reads afresh. Dropped before
 * the answer goes out, so that the writer's next request already sees its write. Only theirs: other posts (a
 * signed-in page's user info, every console form) change no release, and every page after them would read the
 * database again.
 */
export async function dropReleaseStateAfterWrite(
  this: FastifyInstance,
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (request.method !== 'GET' && request.method !== 'HEAD') this.releaseState.changed();
  return payload;
}

/**
 * Decorates the app with the live remotes and the reader of their builds. At start, imports the remotes that the
 * build's publish step made live in <store>/remotes.json into the release history (see importStoreEntry). A build
 * that cannot go live (a manifest outside its version's folder or unreadable, or shared packages the live host
 * cannot satisfy) is logged and skipped rather than stopping the server: the other remotes and the API still work.
 */
export default fp(
  async function remoteReleases(fastify: FastifyInstance, opts: { config: ServerConfig }) {
    const { config } = opts;
    const builds = createBuildReader(
      config.remoteStoreDir,
      createRemoteFetcher({ origins: config.remoteManifestOrigins }),
      ensureAddress(fastify.remoteStore),
    );
    const hints = createRemoteHints(config.remoteStoreDir, {
      read: builds,
      now: () => fastify.clock(),
      hostShared: createHostSharedReader(config.hostDistDir),
    });
    const releaseState = createReleaseState(async () => {
      const [live, canaries] = await Promise.all([liveIndex(fastify.db), runningCanaries(fastify.db)]);
      return { live, canaries };
    });
    const stopListening = await fastify.db.listen('release_changes', {
      message: () => releaseState.changed(),
      live: (live) => {
        releaseState.setLive(live);
        if (!live) fastify.log.warn('release changes cannot be heard: releases are read from the database');
      },
    });
    fastify.addHook('onClose', async () => stopListening());
    fastify.decorate('releaseState', releaseState);
    fastify.decorate('remoteBuilds', builds);
    fastify.decorate(
      'liveBuildRoutes',
      liveBuildRoutes(builds, config.remoteManifestOrigins, fastify.remoteStore, config.routeAreas),
    );
    fastify.decorate('liveRemotes', async (preview?: Preview, canaries?: VisitorCanaries) => {
      const live = await releaseState.live();
      // No list of entries is kept beside the release state: it would outlive the hints' retry of a manifest that
      // could not be read (each manifest itself is read once).
      const drawn = canaries ? withCanaries(live, canaries.canaries, canaries.visitor) : live;
      return hints.withEntries(withPreview(drawn, preview));
    });
    fastify.decorate('remoteStartupFiles', hints.startupFiles);

    const entries = await readStoreIndex(config.remoteStoreDir).catch((error: unknown) => {
      fastify.log.warn({ err: error }, 'the remote store index is unreadable; nothing imported');
      return [];
    });
    if (entries.length === 0) return;
    const host = await readHostShared(config).catch(() => undefined);
    for (const entry of entries) {
      try {
        const address = manifestAddress(
          entry.manifest,
          entry.name,
          entry.version,
          config.remoteManifestOrigins,
          `the manifest of ${entry.name} in remotes.json`,
        );
        const build = await readRemoteBuild(builds, {
          action: 'import',
          remote: entry.name,
          version: entry.version,
          address,
          label: address,
          // Builds published before builds carried routes.json keep the routes their publish wrote.
          routesFallback: entry.routes,
          areas: config.routeAreas,
        });
        if (!build.routesFromBuild) {
          fastify.log.warn(
            { remote: entry.name, version: entry.version },
            'the build has no routes.json; imported with the routes of remotes.json (rebuild to carry them)',
          );
        }
        const shared = sharedRequirements(build.manifest);
        const refusal = host && incompatibilityMessage('import', entry.name, entry.version, shared, host);
        if (refusal) {
          fastify.log.error(refusal);
          continue;
        }
        const outcome = await importStoreEntry(
          fastify.db,
          { ...entry, manifest: address, routes: build.routes },
          shared,
          new Date(fastify.clock()),
        );
        if (outcome === 'imported') {
          fastify.log.info(
            { remote: entry.name, version: entry.version },
            'remote release imported from the store',
          );
        }
      } catch (error) {
        fastify.log.error({ err: error, remote: entry.name }, 'remote release not imported from the store');
      }
    }
  },
  { name: 'remote-releases', dependencies: ['db', 'auth', 'remote-store'] },
);
