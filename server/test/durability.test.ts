import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type StartedServer, startServer } from '@site/test-kit/start-server';
import { openPglite } from '../src/db/pglite.js';
import { nativePglite } from './helpers/test-app.js';

const TOTAL = 300;
const CONCURRENCY = 20;
const KILL_AFTER_ACKS = 120;

let dataDir: string;
let server: StartedServer | undefined;
const start = () =>
  startServer({ entry: 'source', dataDir, env: { MAILCOL_RATE_LIMIT_PER_IP: '100000', NODE_ENV: 'test' } });

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-durability-'));
});
afterAll(() => {
  server?.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const email = (i: number) => `durable-${String(i).padStart(4, '0')}@example.com`;

async function register(baseUrl: string, i: number): Promise<boolean> {
  const res = await fetch(`${baseUrl}/customer/MailCol`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: email(i),
      platform: i % 2 ? 'pc' : 'mobile',
      source: i % 3 ? 'home' : 'dmg',
      campaign: 'durability',
    }),
  });
  const body = (await res.json()) as { code: number };
  return res.status === 200 && body.code === 0;
}

it('keeps every acknowledged pre-registration across a SIGKILL, with no half-written row', async () => {
  server = await start();
  const first = server;
  const acknowledged = new Set<number>();
  let started = 0;
  let killed = false;

  // 20 workers take the next email until all are sent; the server is killed once 120 writes were acknowledged.
  const worker = async () => {
    while (started < TOTAL) {
      const i = started++;
      try {
        if (await register(first.url, i)) acknowledged.add(i);
      } catch {
        // In flight when the server died: not acknowledged, so either outcome is allowed.
      }
      if (!killed && acknowledged.size >= KILL_AFTER_ACKS) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all([...Array(CONCURRENCY)].map(worker));
  expect(killed).toBe(true);
  expect(await first.exited).toBeNull();
  expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
  expect(acknowledged.size).toBeLessThan(TOTAL);

  // Restarted on the same data folder: every acknowledged registration is known to it.
  server = await start();
  for (const i of [...acknowledged].slice(0, 10)) {
    const res = await fetch(`${server.url}/customer/MailCol`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: email(i), platform: 'pc', source: 'home', campaign: 'durability' }),
    });
    expect(await res.json()).toMatchObject({ code: 0, data: { alreadyRegistered: true } });
  }
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  server = undefined;

  const db = await openPglite(path.join(dataDir, 'db'), nativePglite());
  try {
    const rows = await db.query<{
      email: string;
      email_normalized: string;
      platform: string;
      source: string;
      campaign: string;
      created_at: Date | null;
    }>(
      "SELECT email, email_normalized, platform, source, campaign, created_at FROM preregistrations WHERE campaign = 'durability'",
    );
    const stored = new Set(rows.map((row) => row.email));
    for (const i of acknowledged) expect(stored.has(email(i))).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(acknowledged.size);
    expect(rows.length).toBeLessThanOrEqual(started);
    for (const row of rows) {
      expect(row.email).toMatch(/^durable-\d{4}@example\.com$/);
      expect(row.email_normalized).toBe(row.email.toLowerCase());
      expect(['pc', 'mobile']).toContain(row.platform);
      expect(['home', 'dmg']).toContain(row.source);
      expect(row.created_at).not.toBeNull();
    }
    expect(new Set(rows.map((row) => row.email)).size).toBe(rows.length);
  } finally {
    await db.close();
  }
}, 240_000);
