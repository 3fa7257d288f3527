import { mkdir } from 'node:fs/promises';
import type { StoredVersion } from '@site/contracts/api/release-ops';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.js';
import { recordAudit } from '../releases/audit.js';
import { versionsUnderPreview } from '../releases/preview.js';
import { createDatabaseStore } from '../releases/remote-store/database-store.js';
import { createFolderStore } from '../releases/remote-store/folder-store.js';
import { type KeepRules, prune, storedVersions } from '../releases/remote-store/pruning.js';
import { createPublicVersions } from '../releases/remote-store/public-versions.js';
import type { RemoteStore } from '../releases/remote-store/remote-store.js';
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
    /**
     * Whether a version's files may be served now (it is public, and this instance holds its copy, made first if
     * need be); each yes is noted for the pruning. The static server asks it before any file under /remotes/.
     */
    servesRemoteVersion(name: string, version: string): Promise<boolean>;
  }
}

const FLUSH_SERVED_MS = 60_000;

/**
 * The remote store (REMOTE_STORE: folder or database), what /remotes/ serves: only public versions (see
 * public-versions.ts), each copied to this instance's folder before its first file is served, and its use recorded
 * for the pruning, which runs every REMOTE_PRUNE_INTERVAL_MINUTES on every instance.
 */
export default fp(
  async function remoteStorePlugin(fastify: FastifyInstance, opts: { config: ServerConfig }) {
    const { config } = opts;
    // The database store's copy is this instance's cache, empty on a new machine: /remotes/ is served from it.
    if (config.remoteStore === 'database') await mkdir(config.remoteStoreDir, { recursive: true });
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

    const isPublic = createPublicVersions(fastify.db, served, () => fastify.clock());
    fastify.decorate('servesRemoteVersion', async (name: string, version: string) => {
      if (!(await isPublic(name, version))) return false;
      const held = await store.ensureLocal(name, version).catch((error: unknown) => {
        fastify.log.warn({ err: error, remote: name, version }, 'remote version not copied from the store');
        return false;
      });
      if (held) served.note(name, version, fastify.clock());
      return held;
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
