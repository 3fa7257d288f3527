import { type TestApp, buildTestApp } from './helpers/test-app.js';

// The real build (host/dist and the live remotes in .data/remotes), as npm start serves it.
const ORIGIN = 'https://astrea.example';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { publicOrigin: ORIGIN } });
}, 120_000);
afterAll(async () => t?.close(), 60_000);

function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
}

describe('what crawlers ask for by themselves', () => {
  it('/favicon.ico is the site icon as an .ico', async () => {
    const res = await t.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/icon/);
    // An ICO file's header: reserved 0, type 1 (icon), then the number of images.
    expect([...res.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(res.rawPayload.readUInt16LE(4)).toBeGreaterThanOrEqual(3);
  });

  it('/robots.txt keeps crawlers out of the console and the API, and names the sitemap at the public origin', async () => {
    const res = await t.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/login', '/dashboard/workplace', '/user/info', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // The public pages stay open: /user (the terms) is not /user/info.
    expect(lines).not.toContain('Disallow: /user');
    expect(lines).not.toContain('Disallow: /home');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('/sitemap.xml lists the player and legal pages and every published notice, at the public origin, no console page', async () => {
    const res = await t.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml/);
    const urls = locations(res.body);
    for (const path of [
      '/home',
      '/home/play',
      '/home/notice',
      '/home/questionnaire-report',
      '/dmg',
      '/dmg/datalink',
    ]) {
      expect(urls).toContain(`${ORIGIN}${path}`);
    }
    for (const path of [
      '/user',
      '/privacy',
      '/SpecifiedCommercial',
      '/guidelines',
      '/settlement',
      '/privacy_en',
    ]) {
      expect(urls).toContain(`${ORIGIN}${path}`);
    }
    const { body } = await t.call({ method: 'GET', url: '/api/notices?page=1&pageSize=50' });
    for (const notice of body.data.items as { id: number }[]) {
      expect(urls).toContain(`${ORIGIN}/home/notice/${notice.id}`);
    }
    expect(urls.every((url) => url.startsWith(`${ORIGIN}/`))).toBe(true);
    for (const path of ['/login', '/dashboard/workplace', '/home/m', '/404', '/dmg/register-complete']) {
      expect(urls).not.toContain(`${ORIGIN}${path}`);
    }
    expect(urls.some((url) => /[:*]/.test(url.slice(ORIGIN.length)))).toBe(false);
  });
});
