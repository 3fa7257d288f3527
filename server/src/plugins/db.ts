import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { openDatabase } from '../db/open.js';
import { seedDemoData } from '../db/seed.js';
import type { Clock } from '../lib/clock.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DbPluginOptions {
  config: ServerConfig;
  clock: Clock;
  /** A database opened by the caller (tests); it stays the caller's to close. */
  database?: Database;
}

/** Opens the database, brings its schema up to date and, in a fresh demo database, loads the demo data. */
export default fp(
  async function dbPlugin(fastify: FastifyInstance, opts: DbPluginOptions) {
    const db = opts.database ?? (await openDatabase(opts.config));
    if (!opts.database) fastify.addHook('onClose', async () => db.close());
    if (db.engine === 'pglite' && !opts.database && !opts.config.embeddedDatabaseFsync) {
      fastify.log.warn(
        'EMBEDDED_DATABASE_FSYNC=false: commits are not synced to the disk, so a power cut may lose the last ones',
      );
    }
    const applied = await migrate(db, opts.config.migrationsDir);
    if (applied.length > 0) fastify.log.info({ applied }, 'database migrations applied');
    if (
      opts.config.seedDemoData &&
      (await seedDemoData(db, new Date(opts.clock()), opts.config.site.timeZone))
    ) {
      fastify.log.info('demo data seeded');
    }
    fastify.decorate('db', db);
  },
  { name: 'db' },
);
