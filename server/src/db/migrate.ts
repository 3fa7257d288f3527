import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database.js';

// Any fixed number: every instance starting against one PostgreSQL takes this lock, so two never migrate at once.
const MIGRATION_LOCK = 840_001;
const MIGRATION_FILE = /^\d+[\w-]*\.sql$/;

/**
 * Applies the not yet applied server/migrations/*.sql in name order, each in its own transaction. On PostgreSQL the
 * whole run holds an advisory lock: of instances started together, one migrates and the others wait for it, then
 * find nothing left to do (with a lock per file, they would share the files out between them). Answers the files
 * this call applied.
 */
export async function migrate(db: Database, dir: string): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  // One process holds the embedded database: nobody to wait for (and its one connection is the lock's).
  if (db.engine === 'pglite') return applyAll(db, dir, files);
  // The lock is held by this transaction's connection while the files are applied on others of the pool.
  return db.transaction(async (lock) => {
    await lock.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    return applyAll(db, dir, files);
  });
}

async function applyAll(db: Database, dir: string, files: string[]): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
  );
  const applied: string[] = [];
  for (const name of files) {
    if (done.has(name)) continue;
    const sql = await readFile(path.join(dir, name), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    });
    applied.push(name);
  }
  return applied;
}
