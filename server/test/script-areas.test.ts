import { parseAreas } from '../src/config.js';
import { type TestApp, buildTestApp } from './helpers/test-app.js';

// The real build (host/dist and the remote store in .data/remotes), as npm start serves it.
const TAG_MANAGER = 'https://www.googletagmanager.com';

let t: TestApp;
let everywhere: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  everywhere = await buildTestApp({ env: { SITE_THIRD_PARTY_SCRIPT_AREAS: 'player,legal,console' } });
}, 60_000);
afterAll(async () => Promise.all([t?.close(), everywhere?.close()]), 60_000);

function policy(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

function siteConfig(html: string): { thirdPartyScriptAreas: string[] } {
  const json = /<script id="site-config" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

describe('third-party scripts per area', () => {
  it('are allowed on player pages, and no third-party origin at all on staff pages', async () => {
    const home = policy((await t.inject({ method: 'GET', url: '/home' })).headers['content-security-policy']);
    expect(home['script-src']).toContain(TAG_MANAGER);
    expect(home['frame-src']).toEqual([TAG_MANAGER]);
    for (const url of ['/login', '/dashboard/workplace']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const staff = policy(res.headers['content-security-policy']);
      // The host's early-press keeper, by its hash: no other inline script, and no other origin.
      expect(staff['script-src']).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
      expect(staff['connect-src']).toEqual(["'self'"]);
      expect(staff['img-src']).toEqual(["'self'", 'data:']);
      expect(staff['frame-src']).toEqual(["'none'"]);
      expect(siteConfig(res.body).thirdPartyScriptAreas).toEqual(['player', 'legal']);
    }
  });

  it('follow the configuration: staff pages may be given them', async () => {
    const res = await everywhere.inject({ method: 'GET', url: '/login' });
    expect(policy(res.headers['content-security-policy'])['script-src']).toContain(TAG_MANAGER);
    expect(siteConfig(res.body).thirdPartyScriptAreas).toEqual(['player', 'legal', 'console']);
  });

  it('name the area of a static page on its one script', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/user',
      headers: { 'user-agent': 'Mozilla/5.0 (X11)' },
    });
    expect(res.body).toContain('<script defer src="/document-page.js" data-area="legal"></script>');
    expect(policy(res.headers['content-security-policy'])['script-src']).toContain(TAG_MANAGER);
  });

  it('are configured by a list of known areas, or none', () => {
    expect(parseAreas(undefined)).toEqual(['player', 'legal']);
    expect(parseAreas('none')).toEqual([]);
    expect(parseAreas('console, player')).toEqual(['console', 'player']);
    expect(() => parseAreas('player,staff')).toThrow(
      'SITE_THIRD_PARTY_SCRIPT_AREAS must be "none" or a comma-separated list of player, legal, console, got "staff"',
    );
  });
});
