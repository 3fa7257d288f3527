import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type StartedServer, startServer } from '@site/test-kit/start-server';
import { openPglite } from '../src/db/pglite.js';
import { findRepoRoot } from '../src/lib/repo-root.js';
import { freshDatabase, nativePglite } from './helpers/test-app.js';

// Backup and restore as an operator runs them (npm run backup / npm run restore, i.e. server/dist/cli.js): a backup
// taken while the server keeps acknowledging writes, then restored, holds every write acknowledged before the backup
// began, and none begun after it ended. On the embedded database here; on PostgreSQL when TEST_DATABASE_URL names one
// (the server's suite runs a second time on PostgreSQL in npm test).

jest.setTimeout(300_000);
const root = findRepoRoot();
const serverUrl = process.env.TEST_DATABASE_URL;

/** Runs the built CLI; resolves with its exit code and output. */
function cli(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'server/dist/cli.js'), ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

interface Write {
  email: string;
  sentAt: number;
  acknowledgedAt: number;
}

/** Pre-registers one address after the other until stopped; what the server acknowledged, and when. */
function keepWriting(url: string) {
  const acknowledged: Write[] = [];
  let running = true;
  let sequence = 0;
  const done = (async () => {
    while (running) {
      const email = `backup-${process.pid}-${sequence++}@example.com`;
      const sentAt = Date.now();
      const response = await fetch(`${url}/customer/MailCol`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, platform: 'pc', source: 'home' }),
      });
      const body = (await response.json()) as { code: number };
      if (response.status === 200 && body.code === 0)
        acknowledged.push({ email, sentAt, acknowledgedAt: Date.now() });
    }
  })();
  return {
    acknowledged,
    async stop() {
      running = false;
      await done;
    },
  };
}

const waitForWrites = async (writer: ReturnType<typeof keepWriting>, count: number, after = 0) => {
  while (writer.acknowledged.filter((write) => write.sentAt > after).length < count) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Backs up while the writer runs; answers when the command started and ended. */
async function backupDuringWrites(
  writer: ReturnType<typeof keepWriting>,
  file: string,
  env: Record<string, string>,
) {
  await waitForWrites(writer, 20);
  const began = Date.now();
  const { code, output } = await cli(['backup', file], env);
  const ended = Date.now();
  expect({ code, output }).toMatchObject({ code: 0 });
  // Writes went on while it ran, and after it.
  await waitForWrites(writer, 5, ended);
  return { began, ended, output };
}

/** Every write acknowledged before the backup began is there; none sent after it ended is. */
function expectBackupContents(emails: Set<string>, acknowledged: Write[], began: number, ended: number) {
  const before = acknowledged.filter((write) => write.acknowledgedAt < began);
  expect(before.length).toBeGreaterThanOrEqual(20);
  expect(before.filter((write) => !emails.has(write.email)).map((write) => write.email)).toEqual([]);
  const after = acknowledged.filter((write) => write.sentAt > ended);
  expect(after.length).toBeGreaterThan(0);
  expect(after.filter((write) => emails.has(write.email)).map((write) => write.email)).toEqual([]);
}

const serverEnv = { SEED_DEMO_DATA: 'false', MAILCOL_RATE_LIMIT_PER_IP: '100000' };

(serverUrl ? describe.skip : describe)('backup and restore of the embedded database', () => {
  let work: string;
  let server: StartedServer | undefined;
  beforeAll(() => {
    work = mkdtempSync(path.join(os.tmpdir(), 'site-backup-'));
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('restores a backup the running server took during writes, with every write acknowledged before it', async () => {
    const dataDir = path.join(work, 'data');
    const file = path.join(work, 'site.backup.tar.gz');
    const env = { DATA_DIR: dataDir };
    server = await startServer({ dataDir, env: serverEnv });
    const writer = keepWriting(server.url);
    const { began, ended, output } = await backupDuringWrites(writer, file, env);
    expect(output).toContain('taken by the running server');
    await writer.stop();
    // Refused while the server runs: it holds the database.
    const refused = await cli(['restore', file], env);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('stop it before restoring');
    await server.stop();
    server = undefined;

    const restored = await cli(['restore', file], env);
    expect(restored.code).toBe(0);
    // The database it replaced is kept.
    const kept = readdirSync(dataDir).filter((name) => name.startsWith('db.before-restore-'));
    expect(kept).toHaveLength(1);
    expect(restored.output).toContain(kept[0]);

    const db = await openPglite(path.join(dataDir, 'db'), nativePglite());
    const rows = await db.query<{ email: string }>('SELECT email FROM preregistrations');
    await db.close();
    expectBackupContents(new Set(rows.map((row) => row.email)), writer.acknowledged, began, ended);

    // And the server starts on it.
    server = await startServer({ dataDir, env: serverEnv });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('refuses a file that is not such a backup, and leaves the database alone', async () => {
    const dataDir = path.join(work, 'other');
    const bogus = path.join(work, 'not-a-backup.tar.gz');
    writeFileSync(bogus, 'PGDMP and more');
    const { code, output } = await cli(['restore', bogus], { DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output).toContain('is not a backup of the embedded database');
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
  });
});

(serverUrl ? describe : describe.skip)('backup and restore of the PostgreSQL database', () => {
  let work: string;
  let url: string;
  let drop: () => Promise<void>;
  let server: StartedServer | undefined;
  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'site-backup-'));
    const fresh = await freshDatabase();
    url = fresh.url!;
    // The server process opens its own pool; the test's would count as a running instance.
    await fresh.db.close();
    drop = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
      await client.end();
    };
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await drop?.();
    rmSync(work, { recursive: true, force: true });
  });

  it('restores a pg_dump taken during writes, with every write acknowledged before it', async () => {
    const file = path.join(work, 'site.dump');
    const env = { DATABASE_URL: url };
    server = await startServer({ env: { ...serverEnv, ...env } });
    const writer = keepWriting(server.url);
    const { began, ended } = await backupDuringWrites(writer, file, env);
    await writer.stop();
    const refused = await cli(['restore', file], env);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('stop every instance before restoring');
    await server.stop();
    server = undefined;

    const restored = await cli(['restore', file], env);
    expect(restored).toMatchObject({ code: 0 });
    const replaced = readdirSync(work).filter((name) => /^before-restore-.*\.dump$/.test(name));
    expect(replaced).toHaveLength(1);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ email: string }>('SELECT email FROM preregistrations');
    await client.end();
    expectBackupContents(new Set(rows.map((row) => row.email)), writer.acknowledged, began, ended);

    server = await startServer({ env: { ...serverEnv, ...env } });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    await server.stop();
    server = undefined;
  });

  it('leaves the database as it was when the dump does not load', async () => {
    const bogus = path.join(work, 'broken.dump');
    writeFileSync(bogus, 'PGDMP but nothing a restore can read');
    const before = await countPreregistrations(url);
    const { code, output } = await cli(['restore', bogus], { DATABASE_URL: url });
    expect(code).toBe(1);
    expect(output).toContain('the database is as it was');
    expect(await countPreregistrations(url)).toBe(before);
  });
});

async function countPreregistrations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query('SELECT count(*) FROM preregistrations')).rows[0].count);
  } finally {
    await client.end();
  }
}
