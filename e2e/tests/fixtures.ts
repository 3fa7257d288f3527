import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Cookie,
  type Page,
} from '@playwright/test';
import { findRepoRoot } from '@site/test-kit/start-server';
import { startBrowserTestServer } from '../test-server';

const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

export const phoneProfile = {
  userAgent: PHONE_USER_AGENT,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

export const desktopProfile = {
  userAgent: DESKTOP_USER_AGENT,
  viewport: { width: 1280, height: 800 },
};

export interface Credentials {
  username: string;
  password: string;
}

/** A console session the API opened as the login page does: the browser context holds its cookies, nobody its token. */
export interface AdminSession {
  role: string;
  expiresAt: string;
}

/** A session of the same account for API calls made beside the browser: the bearer token an API client asks for. */
export interface AdminApi {
  token: string;
  /** `Bearer <token>`. */
  authorization: string;
}

/** A server of a spec's own: its own database, and its own remote store holding the builds live in the shared one. */
export interface IsolatedServer {
  url: string;
  store: string;
}

/** Requests to any host but the test server: answered locally (no network here), and recorded. */
async function interceptExternal(context: BrowserContext, external: string[]) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, async (route) => {
    external.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
}

/** A remote store holding what is live in the shared store (remotes.json and each live version's folder). */
function copyLiveRemotes(to: string): void {
  const from = process.env.REMOTE_STORE_DIR ?? path.join(findRepoRoot(), '.data/remotes');
  const index = JSON.parse(readFileSync(path.join(from, 'remotes.json'), 'utf8')) as {
    remotes: { name: string; version: string }[];
  };
  for (const { name, version } of index.remotes) {
    mkdirSync(path.join(to, name), { recursive: true });
    cpSync(path.join(from, name, version), path.join(to, name, version), { recursive: true });
  }
  writeFileSync(path.join(to, 'remotes.json'), JSON.stringify(index));
}

/** What a worker keeps of a sign-in, by server and account, for the next tests that sign in the same way. */
interface KeptSignIns {
  sessions: Map<string, { cookies: Cookie[]; session: AdminSession }>;
  tokens: Map<string, { api: AdminApi; role: string }>;
}

/**
 * Whether a kept sign-in still acts as it did at login: a test may have logged it out, switched its role or had it
 * revoked (a password change revokes the account's other sessions). Cheap: no password is hashed.
 */
async function stillSignedIn(
  request: APIRequestContext,
  role: string,
  headers: Record<string, string> = {},
): Promise<boolean> {
  const response = await request.post('/api/user/info', { headers });
  if (!response.ok()) return false;
  const body = (await response.json()) as { code: number; data?: { role?: string } };
  return body.code === 0 && body.data?.role === role;
}

function signInKey(baseURL: string | undefined, { username, password }: Credentials): string {
  return JSON.stringify([baseURL, username, password]);
}

interface Fixtures {
  externalRequests: string[];
  /** Whom adminSession signs in as: the demo administrator unless a spec says otherwise. */
  adminCredentials: Credentials;
  /** Signed in through the real API (POST /api/user/login): the context keeps the cookies the server set. */
  adminSession: AdminSession;
  /** The same account signed in as an API client (`"bearer": true`), apart from the browser's session. */
  adminApi: AdminApi;
  /** A page of a signed-in context, whose console starts in English with default settings. */
  signedInPage: Page;
}

interface WorkerFixtures {
  keptSignIns: KeptSignIns;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  // A sign-in hashes the password at the production cost (about 0.3 s of a core, in the server the specs share):
  // once per worker and account, not once per test. Each test still gets a context of its own, with the session's
  // cookies copied into it.
  keptSignIns: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use({ sessions: new Map(), tokens: new Map() });
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  externalRequests: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, externalRequests }, use) => {
    await interceptExternal(context, externalRequests);
    await use(context);
  },
  adminCredentials: [{ username: 'admin', password: 'admin' }, { option: true }],
  adminSession: async ({ context, adminCredentials, baseURL, keptSignIns }, use) => {
    const key = signInKey(baseURL, adminCredentials);
    const kept = keptSignIns.sessions.get(key);
    if (kept) {
      await context.addCookies(kept.cookies);
      if (await stillSignedIn(context.request, kept.session.role)) {
        await use(kept.session);
        return;
      }
      await context.clearCookies();
    }
    const response = await context.request.post('/api/user/login', { data: adminCredentials });
    const body = (await response.json()) as { code: number; msg?: string; data: AdminSession };
    expect(body.code, `login as ${adminCredentials.username}: ${body.msg}`).toBe(0);
    keptSignIns.sessions.set(key, { cookies: await context.cookies(), session: body.data });
    await use(body.data);
  },
  adminApi: async ({ request, adminCredentials, baseURL, keptSignIns }, use) => {
    const key = signInKey(baseURL, adminCredentials);
    const kept = keptSignIns.tokens.get(key);
    if (kept && (await stillSignedIn(request, kept.role, { authorization: kept.api.authorization }))) {
      await use(kept.api);
      return;
    }
    const response = await request.post('/api/user/login', { data: { ...adminCredentials, bearer: true } });
    const body = (await response.json()) as {
      code: number;
      msg?: string;
      data: { token: string; role: string };
    };
    expect(body.code, `API login as ${adminCredentials.username}: ${body.msg}`).toBe(0);
    const api = { token: body.data.token, authorization: `Bearer ${body.data.token}` };
    keptSignIns.tokens.set(key, { api, role: body.data.role });
    await use(api);
  },
  // It names adminSession so that the context holds the session before the page loads anything.
  signedInPage: async ({ page, adminSession }, use) => {
    void adminSession;
    // Once per tab: a test that changes the language or the settings keeps its change across a reload.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      localStorage.setItem('arco-locale', 'en-US');
      sessionStorage.setItem('e2e-seeded', '1');
    });
    await use(page);
  },
});

interface IsolatedWorkerFixtures {
  /** Added to the isolated server's environment. */
  isolatedServerEnv: Record<string, string>;
  isolatedServer: IsolatedServer;
}

/**
 * For specs that change what every page of the site sees (releases, configuration): each worker starts a server of
 * its own, and the spec's pages, requests and admin session go to it. The other specs, running in parallel on the
 * shared server, never see those changes.
 */
export const isolatedTest = test.extend<object, IsolatedWorkerFixtures>({
  isolatedServerEnv: [{}, { scope: 'worker', option: true }],
  isolatedServer: [
    async ({ isolatedServerEnv }, use) => {
      const work = mkdtempSync(path.join(os.tmpdir(), 'site-e2e-isolated-'));
      const store = path.join(work, 'remotes');
      copyLiveRemotes(store);
      const server = await startBrowserTestServer({ remoteStore: store, env: isolatedServerEnv });
      try {
        await use({ url: server.url, store });
      } finally {
        await server.stop();
        rmSync(work, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ isolatedServer }, use) => {
    await use(isolatedServer.url);
  },
});

export { expect };
