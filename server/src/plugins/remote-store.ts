import type { StoredVersion } from '@site/contracts/api/release-ops';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.js';
import { recordAudit } from '../releases/audit.js';
import { versionsUnderPreview } from '../releases/preview.js';
import { createDatabaseStore } from '../releases/remote-store/database-store.js';
import { createFolderStore } from '../releases/remote-store/folder-store.js';
import { type KeepRules, prune, storedVersions } from '../releases/remote-store/pruning.js';
import { type RemoteStore, storeKeyOf } from '../releases/remote-store/remote-store.js';
import { ServedLog } from '../releases/remote-store/served-log.js';

export interface RemotePruning {
  /** The versions of a remote with a preview link not yet expired: kept by the pruning. */
  underPreview: (remote: string) => Promise<Iterable<string>>;
  /** The stored versions of a remote and why each is kept. */
  stored(remote: string): Promise<StoredVersion[]>;
  /** Prunes now (the schedule calls it too) and answers what went. */
  run(): Promise<Array<{ remote: string; version: string }>>;
  /** Writes this instance's record of served versions to the database now (else about once a minute). */
  flushServed(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the remotes' builds are kept: this machine's folder, or the database every instance shares. */
    remoteStore: RemoteStore;
    remotePruning: RemotePruning;
  }
}

const FLUSH_SERVED_MS = 60_000;

/**
 * The remote store (REMOTE_STORE: folder or database), what /remotes/ serves: a version is copied to this
 * instance's folder before its first file is served, and its use recorded for the pruning, which runs every
 * REMOTE_PRUNE_INTERVAL_MINUTES on every instance.
 */
export default fp(
  async function remoteStorePlugin(fastify: FastifyInstance, opts: { config: ServerConfig }) {
    const { config } = opts;
    const store =
      config.remoteStore === 'database'
        ? createDatabaseStore(fastify.db, config.remoteStoreDir, {
            now: () => fastify.clock(),
            onShared: (name, version) =>
              fastify.log.info({ remote: name, version }, 'build of the local store stored in the database'),
          })
        : createFolderStore(config.remoteStoreDir);
    const served = new ServedLog();
    const flushServed = async () => served.flush(fastify.db);
    const rules = (): KeepRules => ({
      keepRecent: config.remoteKeepRecent,
      underPreview: (remote) => pruning.underPreview(remote),
      now: new Date(fastify.clock()),
    });
    const pruning: RemotePruning = {
      underPreview: (remote) => versionsUnderPreview(fastify.db, remote, new Date(fastify.clock())),
      async stored(remote) {
        await flushServed();
        return storedVersions(fastify.db, store, remote, rules());
      },
      async run() {
        await flushServed();
        const keep = rules();
        const removed = await prune(fastify.db, store, keep);
        for (const entry of removed) {
          fastify.log.info(entry, 'remote version pruned');
          await recordAudit(fastify.db, {
            remote: entry.remote,
            action: 'prune',
            version: entry.version,
            actor: 'system',
            actorKind: 'system',
            outcome: 'ok',
            detail: 'no longer live, recent, previewed or served',
            at: keep.now,
          });
        }
        const swept = await store.sweepLocal();
        if (swept.length > 0)
          fastify.log.info({ versions: swept }, 'local copies of pruned versions removed');
        return removed;
      },
      flushServed,
    };
    fastify.decorate('remoteStore', store);
    fastify.decorate('remotePruning', pruning);

    // Before @fastify/static looks for the file: this instance's copy of the version, and a note of its use.
    fastify.addHook('onRequest', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const key = storeKeyOf(request.url);
      if (!key) return;
      const held = await store.ensureLocal(key.name, key.version).catch((error: unknown) => {
        request.log.warn({ err: error, ...key }, 'remote version not copied from the store');
        return false;
      });
      if (held) served.note(key.name, key.version, fastify.clock());
    });

    const timers: NodeJS.Timeout[] = [];
    const every = (ms: number, task: () => Promise<unknown>, what: string) => {
      const timer = setInterval(() => {
        task().catch((error: unknown) => fastify.log.warn({ err: error }, `${what} failed`));
      }, ms);
      timer.unref();
      timers.push(timer);
    };
    every(FLUSH_SERVED_MS, flushServed, 'recording served remote versions');
    if (config.remotePruneIntervalMinutes > 0) {
      every(config.remotePruneIntervalMinutes * 60_000, () => pruning.run(), 'pruning the remote store');
    }
    fastify.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await flushServed().catch((error: unknown) =>
        fastify.log.warn({ err: error }, 'recording served remote versions failed'),
      );
    });
  },
  { name: 'remote-store', dependencies: ['db'] },
);
