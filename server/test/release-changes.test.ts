import { type MarkedSite, markedSite, recordPlayerReleases } from './helpers/marked-site.js';
import { type TestApp, buildTestApp, testClock } from './helpers/test-app.js';

// The live releases every page reads are kept in memory until the database announces a change: a release made by
// another instance, a command-line tool or a hand-written statement reaches this instance's pages at once, with no
// time-based rule (the app's clock does not move in this test).

const LIVE = '0.1.0-aaaa';
const NEXT = '0.2.0-bbbb';
const LEGAL = '0.1.0-llll';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

let site: MarkedSite;
let t: TestApp;

beforeAll(async () => {
  site = markedSite([LIVE, NEXT], LEGAL);
  t = await buildTestApp({
    clock: testClock(Date.parse('2030-04-01T10:00:00Z')),
    config: {
      hostDistDir: site.hostDist,
      remoteStoreDir: site.store,
      publicOrigin: 'https://astrea.example',
    },
  });
  await recordPlayerReleases(t.db, [NEXT]);
}, 120_000);

afterAll(async () => {
  await t?.close();
  site?.remove();
});

const playerVersion = async () => {
  const res = await t.inject({ method: 'GET', url: '/remotes.json' });
  expect(res.statusCode).toBe(200);
  const { remotes } = res.json<{ remotes: { name: string; version: string }[] }>();
  return remotes.find((r) => r.name === 'player')?.version;
};

/** Asks until the answer changes, for at most a few seconds of real time (an announcement arrives in milliseconds). */
async function eventually<T>(ask: () => Promise<T>, expected: T): Promise<T> {
  const until = Date.now() + 5_000;
  let seen = await ask();
  while (seen !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = await ask();
  }
  return seen;
}

it('serves a release another writer made live to the next pages, without waiting for any time to pass', async () => {
  expect(await playerVersion()).toBe(LIVE);
  const page = await t.inject({ method: 'GET', url: '/home', headers: { 'user-agent': DESKTOP } });
  expect(page.body).toContain(`player ${LIVE}`);

  // As another instance's release does: written to the database, no request to this instance.
  await t.db.transaction(async (tx) => {
    await tx.query(`UPDATE remote_releases SET live = false WHERE remote = 'player'`);
    await tx.query(`UPDATE remote_releases SET live = true WHERE remote = 'player' AND version = $1`, [NEXT]);
  });

  expect(await eventually(playerVersion, NEXT)).toBe(NEXT);
  const after = await t.inject({ method: 'GET', url: '/home', headers: { 'user-agent': DESKTOP } });
  expect(after.body).toContain(`player ${NEXT}`);
}, 60_000);

it("keeps the live releases across posts that change none (a signed-in page reads its user info by POST), not across the release platform's", async () => {
  const queries = jest.spyOn(t.db, 'query');
  const liveReads = () =>
    queries.mock.calls.filter(([sql]) => /FROM remote_releases WHERE live/.test(sql)).length;
  try {
    await playerVersion();
    const before = liveReads();
    const { authorization } = await t.login('user', 'user');
    const info = await t.inject({
      method: 'POST',
      url: '/api/user/info',
      headers: { authorization },
      payload: {},
    });
    expect(info.statusCode).toBe(200);
    await playerVersion();
    expect(liveReads()).toBe(before);

    // A write of the release platform does drop it, refused or not: the writer's next page reads afresh.
    const admin = (await t.login('admin', 'admin')).authorization;
    const write = await t.inject({
      method: 'POST',
      url: '/api/admin/remotes/player/live',
      headers: { authorization: admin },
      payload: {},
    });
    expect(write.statusCode).toBe(400);
    await playerVersion();
    expect(liveReads()).toBe(before + 1);
  } finally {
    queries.mockRestore();
  }
}, 60_000);
