import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.js';
import { serveBackups } from '../db/backup/embedded.js';

/**
 * The embedded database's backups, for `cli.js backup` on this machine (db/backup/embedded.ts): on a Unix socket in
 * DATA_DIR, only while this process holds the database it opened itself.
 */
export default fp(
  async function backupSocket(
    fastify: FastifyInstance,
    opts: { config: ServerConfig; ownDatabase: boolean },
  ) {
    if (!opts.ownDatabase || fastify.db.engine !== 'pglite' || !fastify.db.backup) return;
    const stop = await serveBackups(fastify.db, opts.config.dataDir, fastify.log);
    fastify.addHook('onClose', async () => stop());
  },
  { name: 'backup-socket', dependencies: ['db'] },
);
