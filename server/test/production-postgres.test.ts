import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type StartedServer, runServerToExit, startServer } from '@site/test-kit/start-server';
import { NO_ADMIN_MESSAGE } from '../src/auth/admin-bootstrap.js';
import { findRepoRoot } from '../src/lib/repo-root.js';
import { freshDatabase } from './helpers/test-app.js';

// The production start that docs/operations.md documents, run for real: the built server (server/dist/server.js) with
// NODE_ENV=production on a PostgreSQL server, on a database of its own. It needs a PostgreSQL server, so it runs
// only when TEST_DATABASE_URL names one (npm test starts a throwaway cluster when PostgreSQL is installed).
const serverUrl = process.env.TEST_DATABASE_URL;
const root = findRepoRoot();

if (!serverUrl) {
  console.info(
    'Skipped "production start on PostgreSQL": TEST_DATABASE_URL is not set. npm test sets it when PostgreSQL is ' +
      'installed; or run TEST_DATABASE_URL=postgres://... npx jest --selectProjects server production-postgres',
  );
}

(serverUrl ? describe : describe.skip)('production start on PostgreSQL', () => {
  let url: string;
  let drop: () => Promise<void>;
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    if (!existsSync(path.join(root, 'server/dist/server.js'))) {
      throw new Error('server/dist/server.js is missing: run "pnpm --filter @site/server build" first');
    }
    const fresh = await freshDatabase();
    // The server process opens its own pool; this test only needs the address and the drop at the end.
    await fresh.db.close();
    url = fresh.url!;
    drop = async () => {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
      await client.end();
    };
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-production-'));
    env = {
      NODE_ENV: 'production',
      DATABASE_URL: url,
      // Nothing of the embedded database or the local store: a production instance holds no state of its own.
      DATA_DIR: dataDir,
      REMOTE_STORE_DIR: path.join(dataDir, 'remotes'),
      ADMIN_USERNAME: '',
      ADMIN_PASSWORD: '',
      PUBLIC_ORIGIN: 'https://astrea.example',
    };
  }, 60_000);

  afterAll(async () => {
    await drop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('refuses to start without an administrator, saying how to set one up', async () => {
    const { code, output } = await runServerToExit({ env });
    expect(code).toBe(1);
    expect(output).toContain('The server did not start:');
    expect(output).toContain(NO_ADMIN_MESSAGE);
  }, 90_000);

  it('starts with ADMIN_USERNAME/ADMIN_PASSWORD, answers /api/health and logs the administrator in', async () => {
    let server: StartedServer | undefined;
    try {
      server = await startServer({
        env: { ...env, ADMIN_USERNAME: 'ops-admin', ADMIN_PASSWORD: 'a long production password' },
        timeoutMs: 90_000,
      });
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ code: 0, data: { status: 'ok' } });
      expect(health.headers.get('strict-transport-security')).toContain('max-age=');

      const login = await fetch(`${server.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'ops-admin', password: 'a long production password' }),
      });
      expect(await login.json()).toMatchObject({ code: 0, data: { role: 'admin' } });
      // No demo accounts in production.
      const demo = await fetch(`${server.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'admin' }),
      });
      expect(((await demo.json()) as { msg: string }).msg).toBe('Wrong username or password');
    } finally {
      await server?.stop();
    }
  }, 120_000);
});
