import { readdirSync } from 'node:fs';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { openPostgres } from '../src/db/postgres.js';
import { freshDatabase } from './helpers/test-app.js';

// Migrations at start: on PostgreSQL, instances that start together on an empty database each call migrate(); one
// applies every file while the others wait on the lock and then find nothing to do. On PGlite (one process) a second
// call finds nothing to do either.

const dir = loadConfig({}).migrationsDir;
const files = readdirSync(dir).filter((name) => name.endsWith('.sql'));

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
const others: Database[] = [];
beforeAll(async () => {
  fresh = await freshDatabase();
}, 60_000);
afterAll(async () => {
  for (const db of others) await db.close();
  await fresh?.drop();
}, 60_000);

it('applies every migration once, in one of several instances starting together', async () => {
  // As separate processes would: a pool each.
  if (fresh.url) for (let i = 0; i < 2; i += 1) others.push(await openPostgres(fresh.url));
  const results = await Promise.all([fresh.db, ...others].map((db) => migrate(db, dir)));
  expect(results.filter((applied) => applied.length > 0)).toEqual([files.sort()]);
  const rows = await fresh.db.query<{ name: string; count: number }>(
    'SELECT name, count(*)::int AS count FROM schema_migrations GROUP BY name ORDER BY name',
  );
  expect(rows).toEqual(files.map((name) => ({ name, count: 1 })));
  expect(await migrate(fresh.db, dir)).toEqual([]);
}, 120_000);
