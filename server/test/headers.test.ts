import { loadConfig } from '../src/config.js';
import { type TestApp, buildTestApp } from './helpers/test-app.js';

// The real build (host/dist and the remote store in .data/remotes), as npm start serves it.
const PUBLIC_ORIGIN = 'https://astrea.example';
const FORGED = 'evil.example';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_ORIGIN } });
}, 60_000);
afterAll(async () => t?.close(), 60_000);

/** The Permissions-Policy header as feature → allowlist ("()" for none). */
function permissions(header: string | string[] | number | undefined): Record<string, string> {
  return Object.fromEntries(
    String(header ?? '')
      .split(',')
      .filter((item) => item.trim() !== '')
      .map((item) => {
        const [feature = '', allowlist = ''] = item.trim().split('=');
        return [feature, allowlist];
      }),
  );
}

describe('Permissions-Policy', () => {
  it('denies the powerful features the site never uses, on pages and API answers', async () => {
    for (const url of ['/home', '/login', '/api/health']) {
      const policy = permissions((await t.inject({ method: 'GET', url })).headers['permissions-policy']);
      for (const feature of [
        'camera',
        'microphone',
        'geolocation',
        'payment',
        'usb',
        'serial',
        'hid',
        'midi',
        'display-capture',
        'browsing-topics',
        'clipboard-read',
      ]) {
        expect({ url, feature, allowlist: policy[feature] }).toEqual({ url, feature, allowlist: '()' });
      }
    }
  });

  it("keeps what the console uses to its own pages: its full-screen toggle and the settings' copy button", async () => {
    const policy = permissions(
      (await t.inject({ method: 'GET', url: '/dashboard/workplace' })).headers['permissions-policy'],
    );
    expect(policy.fullscreen).toBe('(self)');
    expect(policy['clipboard-write']).toBe('(self)');
  });

  it('is left off scripts and other static files, which it does not govern', async () => {
    const file = await t.inject({ method: 'GET', url: '/main.js' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['permissions-policy']).toBeUndefined();
  });
});

describe('the public origin', () => {
  const forged = {
    host: FORGED,
    'x-forwarded-host': FORGED,
    'x-forwarded-proto': 'http',
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)',
  };

  it('comes from PUBLIC_ORIGIN, never from a forged Host or X-Forwarded-Host, nor for the next visitor', async () => {
    // The terms page links the other legal pages, with their absolute address for print (data-print-url).
    const attacked = await t.inject({ method: 'GET', url: '/user', headers: forged });
    expect(attacked.statusCode).toBe(200);
    expect(attacked.body).toContain(`data-print-url="${PUBLIC_ORIGIN}/`);
    expect(attacked.body).not.toContain(FORGED);

    // The page rendered for that request is kept; a visitor after it must get the site's own address.
    const next = await t.inject({
      method: 'GET',
      url: '/user',
      headers: { 'user-agent': forged['user-agent'] },
    });
    expect(next.body).toContain(`data-print-url="${PUBLIC_ORIGIN}/`);
    expect(next.body).not.toContain(FORGED);
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('defaults to the local address outside production', () => {
    expect(loadConfig({}).publicOrigin).toBe('http://127.0.0.1:8400');
    expect(loadConfig({ PORT: '9000' }).publicOrigin).toBe('http://127.0.0.1:9000');
  });

  it('is kept as an origin (a trailing slash is dropped)', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Astrea.example/' }).publicOrigin).toBe(
      'https://astrea.example',
    );
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://127.0.0.1:8080' }).publicOrigin).toBe('http://127.0.0.1:8080');
  });

  it('refuses anything but an http(s) origin, naming the setting', () => {
    for (const value of [
      'astrea.example',
      'ftp://astrea.example',
      'https://astrea.example/site',
      'https://astrea.example?x=1',
      'https://user:pw@astrea.example',
      'javascript:alert(1)',
    ]) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: value })).toThrow(
        `PUBLIC_ORIGIN must be an http or https origin such as https://astrea.example (no path, query or credentials), got "${value}"`,
      );
    }
  });

  it('must be set in production: the server refuses to start without it', async () => {
    expect(loadConfig({ NODE_ENV: 'production' }).publicOrigin).toBeUndefined();
    // A production start that would pass every other check (an administrator, no demo accounts).
    await expect(
      buildTestApp({
        config: {
          production: true,
          seedDemoData: false,
          adminUsername: 'ops-admin',
          adminPassword: 'a long production password',
          publicOrigin: undefined,
        },
      }),
    ).rejects.toThrow('PUBLIC_ORIGIN must be set in production');
  });
});
