import { loadConfig } from '../src/config.js';
import { fixedUtcOffsetMinutes } from '../src/lib/site-time-zone.js';
import { type TestApp, buildTestApp } from './helpers/test-app.js';

/*
 * One declared time zone for every date the site shows (SITE_TIME_ZONE, Japan's by default): it goes to the pages
 * in their site config, sets the days the API counts, and the API's documentation names it.
 */

const HOUR = 3600_000;

function siteConfig(html: string): { timeZone: string; utcOffsetMinutes: number | null } {
  const json = /<script id="site-config" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

describe('the configuration', () => {
  it("is Japan's time by default, one offset all year", () => {
    expect(loadConfig({}).site).toMatchObject({ timeZone: 'Asia/Tokyo', utcOffsetMinutes: 540 });
  });

  it('takes any IANA zone, and says when its offset changes over the year', () => {
    expect(loadConfig({ SITE_TIME_ZONE: 'Asia/Kolkata' }).site).toMatchObject({
      timeZone: 'Asia/Kolkata',
      utcOffsetMinutes: 330,
    });
    expect(loadConfig({ SITE_TIME_ZONE: 'Europe/Paris' }).site.utcOffsetMinutes).toBeNull();
    // Fixed now, but with summer time earlier in the years the site holds.
    expect(fixedUtcOffsetMinutes('Europe/Moscow')).toBeNull();
    expect(fixedUtcOffsetMinutes('UTC')).toBe(0);
  });

  it('refuses a zone nobody knows, naming the setting', () => {
    expect(() => loadConfig({ SITE_TIME_ZONE: 'Mars/Olympus' })).toThrow(
      'SITE_TIME_ZONE must be an IANA time zone such as Asia/Tokyo or Europe/Paris, got "Mars/Olympus"',
    );
    expect(() => loadConfig({ REPORT_TIME_ZONE: 'JST+9' })).toThrow('REPORT_TIME_ZONE must be an IANA');
  });

  it('still reads the older REPORT_TIME_ZONE, which SITE_TIME_ZONE overrides', () => {
    expect(loadConfig({ REPORT_TIME_ZONE: 'Europe/London' }).site.timeZone).toBe('Europe/London');
    expect(
      loadConfig({ REPORT_TIME_ZONE: 'Europe/London', SITE_TIME_ZONE: 'Asia/Seoul' }).site.timeZone,
    ).toBe('Asia/Seoul');
  });
});

describe('a server in another zone', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 2026-11-27 23:30 in New York is 2026-11-28 04:30 UTC and 13:30 in Tokyo.
    t = await buildTestApp({ env: { SITE_TIME_ZONE: 'America/New_York' } });
    t.clock.set(Date.parse('2026-11-28T04:30:00Z'));
  }, 60_000);
  afterAll(async () => t?.close(), 60_000);

  it('tells its pages the zone', async () => {
    for (const url of ['/home', '/login']) {
      const res = await t.inject({ method: 'GET', url });
      expect(siteConfig(res.body)).toMatchObject({ timeZone: 'America/New_York', utcOffsetMinutes: null });
    }
  });

  it("counts the site's days, today up to now and marked as partial", async () => {
    const { authorization } = await t.login('user', 'user');
    const { body } = await t.call({ method: 'GET', url: '/api/content-data', headers: { authorization } });
    const points = body.data as { x: string; y: number; partial: boolean; until: string }[];
    expect(points.map((point) => point.x)).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(points.map((point) => point.partial)).toEqual([...Array(7).fill(false), true]);
    expect(points[7]!.until).toBe('2026-11-28T04:30:00.000Z');
    // Midnight in New York (EST, UTC-5) ends each of the other days.
    expect(points[6]!.until).toBe('2026-11-27T05:00:00.000Z');
    expect(Date.parse(points[0]!.until) - Date.parse('2026-11-20T05:00:00Z')).toBe(24 * HOUR);
  });

  it('says in its API documentation which zone its days and dates are in', async () => {
    const document = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      info: { description: string };
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(document.info.description).toContain("the site's time zone, on this server America/New_York");
    const contentData = JSON.stringify(document.paths['/api/content-data']!.get!.responses['200']);
    expect(contentData).toContain("A calendar day (YYYY-MM-DD) in the site's time zone (SITE_TIME_ZONE");
    const notice = JSON.stringify(document.paths['/api/notices/{id}']!.get!.responses['200']);
    expect(notice).toContain(
      "An instant in UTC (ISO 8601, 2026-04-21T09:30:00.000Z); the site's pages show it in",
    );
  });
});
