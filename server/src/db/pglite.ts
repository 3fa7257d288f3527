import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.js';

// Dates go in as ISO text: PGlite's serializer recognises only Dates of its own realm (not those of a jest sandbox),
// and Postgres reads the text back exactly.
function toParam(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toParam);
  return value;
}

function wrap(conn: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await conn.query<T>(sql, params.map(toParam));
      return result.rows;
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
  };
}

/**
 * Embedded Postgres. With a data folder, every commit is written through to the folder before the query resolves
 * (relaxedDurability off, and the node filesystem writes synchronously), so a killed process loses no acknowledged
 * write. Without one the database lives in memory (tests). `Engine` lets jest pass a PGlite loaded outside its
 * module sandbox, where PGlite's dynamic imports work.
 */
export async function openPglite(dataDir?: string, Engine: typeof PGlite = PGlite): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? new Engine(dataDir, { relaxedDurability: false }) : new Engine();
  await pg.waitReady;
  const root = wrap(pg);
  return {
    engine: 'pglite',
    query: root.query,
    exec: root.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
