import path from 'node:path';
import type { ServerConfig } from '../config.js';
import type { Database } from './database.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

/** PostgreSQL when DATABASE_URL is set, else the embedded database in <dataDir>/db. */
export function openDatabase(config: ServerConfig): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(path.join(config.dataDir, 'db'), undefined, { fsync: config.embeddedDatabaseFsync });
}
