import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, isolatedTest as test } from './fixtures';
import { reachUntil } from './navigation';
import { api, uploadPlayer } from './release-tools';

// A bad canary is stopped without a person: half the visitors get a player release whose pages throw, their
// browsers report it, and the server's guard aborts the canary and says why; every visitor is then on the live
// version again. The reports count as they do in production: each with its page's token, once, and weighed by
// distinct addresses. Each visitor is a browser of its own at an address of its own: the server believes the
// X-Forwarded-For its loopback "proxy" (the browser) sends, as it would a load balancer's (TRUST_PROXY). The guard's
// minimums are lowered from 300 addresses and visitors to three, since a test cannot run hundreds of browsers (the
// server's suite holds the defaults against ten hostile addresses: server/test/rum-hostile.test.ts); it runs every
// second, and the reports are written every second. On a server of its own: it changes what every page loads.

const ADMIN = { username: 'guard-admin', password: 'guard-admin-password' };

test.use({
  isolatedServerEnv: {
    SEED_DEMO_DATA: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    CANARY_MIN_PAGE_VIEWS: '3',
    CANARY_MIN_ADDRESSES: '3',
    CANARY_MIN_VISITORS: '3',
    TRUST_PROXY: 'loopback',
    CANARY_GUARD_INTERVAL_SECONDS: '1',
    RUM_FLUSH_SECONDS: '1',
    RUM_SAMPLE_PERCENT: '100',
    RUM_RATE_LIMIT_PER_IP: '1000',
  },
  adminCredentials: ADMIN,
});
test.describe.configure({ timeout: 240_000 });

interface CanaryState {
  state: string;
  version: string;
  automatic: boolean;
  reason: string | null;
}

/** A copy of the player build whose pages (what its routes load lazily) throw as they run: another version. */
function brokenPlayerBuild(source: string, to: string): string {
  cpSync(source, to, { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(to, 'mf-manifest.json'), 'utf8')) as {
    exposes: { assets: { js: { async: string[] } } }[];
  };
  for (const file of new Set(manifest.exposes.flatMap((expose) => expose.assets.js.async))) {
    const full = path.join(to, file);
    writeFileSync(full, `throw new Error('broken release');\n${readFileSync(full, 'utf8')}`);
    rmSync(`${full}.br`, { force: true });
    rmSync(`${full}.gz`, { force: true });
  }
  return to;
}

/**
 * One visitor: a fresh browser at an address of its own opens the top page, reaches for it (which starts the
 * application and its page code), waits until the page has run (on the canary: until it shows that it failed) and
 * its reporter too, then leaves (the page is hidden: its report goes). Answers the player version the page ran.
 */
async function visit(browser: Browser, baseURL: string, live: string, n: number): Promise<string> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${n + 1}` },
  });
  const page = await context.newPage();
  await page.goto('/home');
  const version = await page.evaluate(() => {
    const index = JSON.parse(document.getElementById('remote-index')!.textContent!) as {
      remotes: { name: string; version: string }[];
    };
    return index.remotes.find((remote) => remote.name === 'player')!.version;
  });
  await reachUntil(page, async () => {
    if (version !== live) {
      await expect(page.getByRole('heading', { name: 'ページを表示できませんでした' })).toBeVisible({
        timeout: 1_000,
      });
    }
  });
  await page.waitForFunction(
    () => performance.getEntriesByName('rum-reporter-started').length > 0,
    undefined,
    {
      timeout: 30_000,
    },
  );
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await context.close();
  return version;
}

test('a canary whose pages throw is aborted by the server after enough reports, and every visitor is back on live', async ({
  browser,
  baseURL,
  isolatedServer,
}) => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'site-canary-guard-e2e-'));
  try {
    const { remotes } = (await (await fetch(`${isolatedServer.url}/remotes.json`)).json()) as {
      remotes: { name: string; version: string }[];
    };
    const live = remotes.find((remote) => remote.name === 'player')!.version;
    const login = await api<{ token: string }>(isolatedServer, 'POST', '/api/user/login', '', {
      ...ADMIN,
      bearer: true,
    });
    const admin = `Bearer ${login.token}`;
    const { secret } = await api<{ secret: string }>(
      isolatedServer,
      'POST',
      '/api/admin/remotes/player/keys',
      admin,
      { name: 'player ci' },
    );
    const broken = await uploadPlayer(
      isolatedServer,
      secret,
      brokenPlayerBuild(path.join(isolatedServer.store, 'player', live), path.join(work, 'broken')),
    );
    await api(isolatedServer, 'POST', '/api/remotes/player/canary', `Bearer ${secret}`, {
      version: broken,
      share: 50,
    });

    // Visitors come until the guard has stopped the canary (each one's report counts within a second or two).
    const status = () =>
      api<{ running: CanaryState | null; recent: CanaryState[] }>(
        isolatedServer,
        'GET',
        '/api/admin/remotes/player/canary',
        admin,
      );
    const seen = new Set<string>();
    let ended: CanaryState | undefined;
    for (let i = 0; i < 30 && !ended; i += 1) {
      seen.add(await visit(browser, baseURL!, live, i));
      const now = await status();
      if (!now.running) ended = now.recent[0];
    }
    await expect
      .poll(async () => ((await status()).running ? undefined : (await status()).recent[0]), {
        timeout: 20_000,
      })
      .toMatchObject({ version: broken, state: 'aborted', automatic: true });
    ended = (await status()).recent[0]!;
    expect(seen).toContain(broken);
    // Why, in figures: the canary's error rate against the live version's.
    expect(ended.reason).toMatch(/error/i);

    // The audit says the system did it.
    const audit = await api<{ items: { action: string; actorKind: string; outcome: string }[] }>(
      isolatedServer,
      'GET',
      '/api/admin/remotes/player/audit',
      admin,
    );
    expect(audit.items).toContainEqual(
      expect.objectContaining({ action: 'canary-abort', actorKind: 'system', outcome: 'ok' }),
    );

    // Every new visitor is on the live version again.
    for (let i = 0; i < 4; i += 1) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.goto('/home');
      const index = JSON.parse((await page.locator('#remote-index').textContent())!) as {
        remotes: { name: string; version: string }[];
      };
      expect(index.remotes.find((remote) => remote.name === 'player')!.version).toBe(live);
      await context.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
