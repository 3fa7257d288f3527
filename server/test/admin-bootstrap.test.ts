import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { upsertUser } from '../src/auth/users.js';
import { NO_ADMIN_MESSAGE } from '../src/auth/admin-bootstrap.js';
import type { Database } from '../src/db/database.js';
import { openPglite } from '../src/db/pglite.js';
import { findRepoRoot } from '../src/lib/repo-root.js';
import { buildTestApp, freshDatabase, nativePglite } from './helpers/test-app.js';

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
}, 60_000);
afterAll(async () => drop?.(), 60_000);

const production = (env: Record<string, string> = {}) =>
  buildTestApp({ database: db, env: { NODE_ENV: 'production', ...env } });

describe('production start', () => {
  it('refuses to start without an administrator, saying how to configure one, and seeds nothing', async () => {
    await expect(production()).rejects.toThrow(NO_ADMIN_MESSAGE);
    expect(NO_ADMIN_MESSAGE).toContain('ADMIN_USERNAME and ADMIN_PASSWORD');
    expect(NO_ADMIN_MESSAGE).toContain('node server/dist/cli.js create-admin <username>');
    const users = await db.query('SELECT 1 FROM users');
    const notices = await db.query('SELECT 1 FROM notices');
    expect(users).toHaveLength(0);
    expect(notices).toHaveLength(0);
  });

  it('refuses a short administrator password or half the settings', async () => {
    await expect(production({ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'short' })).rejects.toThrow(
      'ADMIN_PASSWORD must be at least 8 characters',
    );
    await expect(production({ ADMIN_USERNAME: 'root' })).rejects.toThrow(
      'Set both ADMIN_USERNAME and ADMIN_PASSWORD',
    );
  });

  it('creates the configured administrator and no demo account', async () => {
    const t = await production({ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'correct horse battery' });
    try {
      const login = await t.call({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: 'root', password: 'correct horse battery' },
      });
      expect(login.body.data.role).toBe('admin');
      const demo = await t.call({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: 'admin', password: 'admin' },
      });
      expect(demo.body.msg).toBe('Wrong username or password');
    } finally {
      await t.close();
    }
    // Later starts need no settings: the administrator exists.
    const again = await production();
    await again.close();
  });

  it('refuses to start while a demo account keeps its demo password', async () => {
    await upsertUser(db, { username: 'user', password: 'user', role: 'user' });
    await expect(production()).rejects.toThrow('The account "user" still has its demo password');
    await upsertUser(db, { username: 'user', password: 'a new long password', role: 'user' });
    const t = await production();
    await t.close();
  });
});

describe('cli create-admin', () => {
  it('creates an administrator from the password on standard input', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-cli-'));
    try {
      const root = findRepoRoot();
      const run = (args: string[], input: string) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'server/src/cli.ts', ...args], {
          cwd: root,
          input,
          encoding: 'utf8',
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            NODE_ENV: 'production',
            ADMIN_PASSWORD: '',
            DATABASE_URL: '',
          },
          timeout: 90_000,
        });
      const short = run(['create-admin', 'alice'], 'short\n');
      expect(short.status).toBe(1);
      expect(short.stderr).toContain('at least 8 characters');
      const ok = run(['create-admin', 'alice'], 'a long enough password\n');
      expect(ok.stderr).toBe('');
      expect(ok.status).toBe(0);
      expect(ok.stdout).toContain('Administrator "alice" is ready.');
      expect(run(['delete-admin'], '').status).toBe(2);

      const fileDb = await openPglite(path.join(dataDir, 'db'), nativePglite());
      try {
        const rows = await fileDb.query<{ username: string; role: string; password_hash: string }>(
          'SELECT username, role, password_hash FROM users',
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ username: 'alice', role: 'admin' });
        expect(rows[0]!.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
      } finally {
        await fileDb.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
