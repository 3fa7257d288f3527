import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { upsertUser } from '../src/auth/users.js';
import { NO_ADMIN_MESSAGE } from '../src/auth/admin-bootstrap.js';
import type { Database } from '../src/db/database.js';
import { openPglite } from '../src/db/pglite.js';
import { findRepoRoot } from '../src/lib/repo-root.js';
import { type TestApp, buildTestApp, freshDatabase, nativePglite } from './helpers/test-app.js';

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
}, 60_000);
afterAll(async () => drop?.(), 60_000);

const production = (env: Record<string, string> = {}) =>
  buildTestApp({
    database: db,
    env: { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://astrea.example', ...env },
  });

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

  it('refuses a short or common administrator password, or half the settings', async () => {
    await expect(production({ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'too short' })).rejects.toThrow(
      'ADMIN_PASSWORD must be at least 10 characters',
    );
    await expect(production({ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'QwertyUiop' })).rejects.toThrow(
      'ADMIN_PASSWORD is on a list of commonly used passwords: choose one that is harder to guess',
    );
    await expect(production({ ADMIN_USERNAME: 'root' })).rejects.toThrow(
      'Set both ADMIN_USERNAME and ADMIN_PASSWORD',
    );
    await expect(production({ ADMIN_PASSWORD_RESET: 'true' })).rejects.toThrow(
      'ADMIN_PASSWORD_RESET=true needs ADMIN_USERNAME and ADMIN_PASSWORD',
    );
    await expect(production({ ADMIN_PASSWORD_RESET: 'yes' })).rejects.toThrow(
      'ADMIN_PASSWORD_RESET must be true or false, got "yes"',
    );
    expect(await db.query('SELECT 1 FROM users')).toHaveLength(0);
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

  it('keeps a password changed in the console at later starts, until ADMIN_PASSWORD_RESET=true takes the account back', async () => {
    const env = { ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'correct horse battery' };
    const login = (t: TestApp, password: string) =>
      t.call({ method: 'POST', url: '/api/user/login', payload: { username: 'root', password } });

    const first = await production(env);
    try {
      const { authorization } = await first.login('root', 'correct horse battery');
      const changed = await first.call({
        method: 'POST',
        url: '/api/user/password',
        headers: { authorization },
        payload: { oldPassword: 'correct horse battery', newPassword: 'changed in the console' },
      });
      expect(changed.body.code).toBe(0);
    } finally {
      await first.close();
    }

    const restarted = await production(env);
    let consoleSession: string;
    try {
      const relogin = await restarted.call({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: 'root', password: 'changed in the console', bearer: true },
      });
      expect(relogin.body.data.role).toBe('admin');
      consoleSession = `Bearer ${relogin.body.data.token}`;
      expect((await login(restarted, 'correct horse battery')).body.msg).toBe('Wrong username or password');
    } finally {
      await restarted.close();
    }

    // A password that is not applied is not judged either: the account exists.
    const unused = await production({ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'short' });
    await unused.close();

    // Nor is the role: an account demoted in the database stays demoted, and production needs an administrator.
    await db.query("UPDATE users SET role = 'user' WHERE username = 'root'");
    await expect(production(env)).rejects.toThrow(NO_ADMIN_MESSAGE);
    expect(NO_ADMIN_MESSAGE).toContain('ADMIN_PASSWORD_RESET=true');
    const reset = await production({ ...env, ADMIN_PASSWORD_RESET: 'true' });
    try {
      expect((await login(reset, 'correct horse battery')).body.data.role).toBe('admin');
      expect((await login(reset, 'changed in the console')).body.msg).toBe('Wrong username or password');
      // Whoever held the account before the reset is logged out.
      const before = await reset.call({
        method: 'POST',
        url: '/api/user/info',
        headers: { authorization: consoleSession },
      });
      expect(before.status).toBe(401);
    } finally {
      await reset.close();
    }
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
      const short = run(['create-admin', 'alice'], 'too short\n');
      expect(short.status).toBe(1);
      expect(short.stderr).toContain('The password read from standard input must be at least 10 characters');
      const common = run(['create-admin', 'alice'], 'iloveyou12\n');
      expect(common.status).toBe(1);
      expect(common.stderr).toContain(
        'The password read from standard input is on a list of commonly used passwords',
      );
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
        expect(rows[0]!.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
      } finally {
        await fileDb.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
