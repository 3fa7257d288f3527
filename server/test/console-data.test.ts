import { type TestApp, buildTestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: string;
let user: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.login('admin', 'admin')).authorization;
  user = (await t.login('user', 'user')).authorization;
}, 60_000);
afterAll(async () => t?.close(), 60_000);

/** YYYY-MM-DD of a time in the site's time zone (Asia/Tokyo by default). */
const day = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: t.config.site.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ms);

describe('messages', () => {
  const list = (authorization: string, payload?: object) =>
    t.call({
      method: 'POST',
      url: '/api/message/list',
      headers: { authorization },
      ...(payload ? { payload } : {}),
    });
  const read = (authorization: string, payload: object) =>
    t.call({ method: 'POST', url: '/api/message/read', headers: { authorization }, payload });

  it('lists messages, notices and todos newest first, messageType only on notices and todos', async () => {
    const { status, body } = await list(admin);
    expect(status).toBe(200);
    const messages = body.data as { type: string; messageType?: number; time: string; status: number }[];
    expect(new Set(messages.map((m) => m.type))).toEqual(new Set(['message', 'notice', 'todo']));
    for (const m of messages) {
      expect(m).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          title: expect.any(String),
          subTitle: expect.any(String),
          avatar: expect.any(String),
          content: expect.any(String),
          status: 0,
        }),
      );
      if (m.type === 'message') expect(m).not.toHaveProperty('messageType');
      else expect([0, 1, 3]).toContain(m.messageType);
    }
    const times = messages.map((m) => Date.parse(m.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const todos = await list(admin, { type: 'todo' });
    expect(todos.body.data.length).toBeGreaterThan(0);
    expect(todos.body.data.every((m: { type: string }) => m.type === 'todo')).toBe(true);
  });

  it('marks messages read for the caller only', async () => {
    const ids = (await list(admin)).body.data.slice(0, 2).map((m: { id: number }) => m.id);
    const { body } = await read(admin, { ids });
    expect(body).toEqual({ code: 0, msg: 'ok', data: { marked: 2 } });
    expect((await read(admin, { ids })).body.data.marked).toBe(0);
    const mine = (await list(admin)).body.data.filter((m: { id: number }) => ids.includes(m.id));
    expect(mine.map((m: { status: number }) => m.status)).toEqual([1, 1]);
    const theirs = (await list(user)).body.data.filter((m: { id: number }) => ids.includes(m.id));
    expect(theirs.map((m: { status: number }) => m.status)).toEqual([0, 0]);
  });

  it('rejects unknown ids, naming them, and marks none of the batch', async () => {
    const known = (await list(user)).body.data[3].id as number;
    const { status, body } = await read(user, { ids: [known, 9999, 8888] });
    expect(status).toBe(400);
    expect(body.msg).toBe('Unknown message ids: 9999, 8888');
    const after = (await list(user)).body.data.find((m: { id: number }) => m.id === known);
    expect(after.status).toBe(0);
  });

  it.each([
    [{}, 'body.ids is required'],
    [{ ids: [] }, 'body.ids must NOT have fewer than 1 items'],
    [{ ids: ['x'] }, 'body.ids.0 must be integer'],
    [{ ids: [1], all: true }, 'body.all is not allowed'],
  ])('validates %j', async (payload, message) => {
    const { status, body } = await read(user, payload);
    expect(status).toBe(400);
    expect(body.msg).toBe(message);
  });

  it('needs a login', async () => {
    expect((await t.call({ method: 'POST', url: '/api/message/list' })).body.code).toBe(50008);
    expect((await t.call({ method: 'POST', url: '/api/message/read', payload: { ids: [1] } })).status).toBe(
      401,
    );
  });
});

describe('workplace data', () => {
  const get = (url: string, authorization = user) =>
    t.call({ method: 'GET', url, headers: { authorization } });

  it('GET /api/content-data: 8 consecutive days up to today, from the pre-registrations', async () => {
    const { body } = await get('/api/content-data');
    const points = body.data as { x: string; y: number }[];
    expect(points).toHaveLength(8);
    expect(points[7]!.x).toBe(day(t.clock()));
    expect(points[0]!.x).toBe(day(t.clock() - 7 * 24 * 3600 * 1000));
    const expected = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM preregistrations WHERE created_at <= $1',
      [new Date(t.clock())],
    );
    expect(points.reduce((sum, p) => sum + p.y, 0)).toBeLessThanOrEqual(expected[0]!.n);

    const before = points[7]!.y;
    await t.call({
      method: 'POST',
      url: '/customer/MailCol',
      payload: { email: 'chart@example.com', platform: 'pc', source: 'home' },
    });
    expect((await get('/api/content-data')).body.data[7].y).toBe(before + 1);
  });

  it('zero-fills days without rows', async () => {
    t.clock.advance(30 * 24 * 3600 * 1000);
    try {
      const later = (await t.login('user', 'user')).authorization;
      const points = (await get('/api/content-data', later)).body.data as { y: number }[];
      expect(points.map((p) => p.y)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    } finally {
      t.clock.advance(-30 * 24 * 3600 * 1000);
    }
  });

  it('GET /api/popular/list: 5 items per type, each list its own', async () => {
    const lists: Record<string, { key: number; clickNumber: string; title: string; increases: number }[]> =
      {};
    for (const type of ['text', 'image', 'video']) {
      const { body } = await get(`/api/popular/list?type=${type}`);
      expect(body.code).toBe(0);
      lists[type] = body.data;
      expect(body.data).toHaveLength(5);
      for (const item of body.data) {
        expect(item).toEqual({
          key: expect.any(Number),
          clickNumber: expect.stringMatching(/^\d+(\.\d)?w\+$|^\d+\+$/),
          title: expect.any(String),
          increases: expect.any(Number),
        });
      }
    }
    expect(lists.image!.map((i) => i.title)).not.toEqual(lists.video!.map((i) => i.title));
    expect(lists.text![0]!.clickNumber).toBe('346.3w+');
    expect((await get('/api/popular/list')).body.data).toEqual(lists.text);
    const bad = await get('/api/popular/list?type=audio');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('querystring.type must be equal to one of the allowed values');
  });

  it('GET /api/workplace/summary: figures computed from the tables', async () => {
    const summary = async () => (await get('/api/workplace/summary')).body.data;
    const before = await summary();
    expect(before.balance.currency).toBe('CNY');
    expect(before.balance.amount).toBeGreaterThan(0);

    const now = new Date(t.clock());
    await t.db.query(
      "INSERT INTO orders (order_no, kind, status, amount_cents, created_at) VALUES ('T1', 'renewal', 'pending', 100, $1)",
      [now],
    );
    await t.db.query(
      "INSERT INTO account_ledger (amount_cents, memo, created_at) VALUES (12345, 'test', $1)",
      [now],
    );
    await t.db.query(
      "INSERT INTO contents (title, kind, status, put_in, created_at) VALUES ('t', 'text', 'online', true, $1)",
      [now],
    );
    const content = await t.db.query<{ id: number }>('SELECT max(id) AS id FROM contents');
    await t.db.query("INSERT INTO comments (content_id, body, created_at) VALUES ($1, 'x', $2)", [
      content[0]!.id,
      now,
    ]);

    const after = await summary();
    expect(after.pendingOrders).toBe(before.pendingOrders + 1);
    expect(after.renewalOrders).toBe(before.renewalOrders + 1);
    expect(after.balance.amount).toBeCloseTo(before.balance.amount + 123.45, 2);
    expect(after.onlineContent).toBe(before.onlineContent + 1);
    expect(after.contentPutIn).toBe(before.contentPutIn + 1);
    expect(after.dailyNewComments).toBe(before.dailyNewComments + 1);
    const { dailyNewComments: today, yesterdayNewComments: yesterday } = after;
    expect(after.changeSinceYesterday).toBe(
      yesterday === 0 ? null : Math.round(((today - yesterday) / yesterday) * 1000) / 10,
    );
  });

  it('needs a login', async () => {
    for (const url of [
      '/api/content-data',
      '/api/popular/list?type=text',
      '/api/workplace/summary',
      '/api/stats/preregistrations',
    ]) {
      const { status, body } = await t.call({ method: 'GET', url });
      expect(status).toBe(401);
      expect(body.code).toBe(50008);
    }
  });
});

describe('the workplace figures, kept for a moment', () => {
  let kept: TestApp;
  beforeAll(async () => {
    // The same clock as the other tests: what it writes is not in their future.
    kept = await buildTestApp({ database: t.db, clock: t.clock, env: { CONSOLE_DATA_CACHE_MS: '5000' } });
  }, 60_000);
  afterAll(async () => kept?.app.close(), 60_000);

  const get = async (url: string, language = 'zh-CN') => {
    const authorization = (await kept.login('user', 'user')).authorization;
    const headers = { authorization, 'accept-language': language };
    return (await kept.call({ method: 'GET', url, headers })).body.data;
  };

  it('count a pre-registration made through this instance at once', async () => {
    const before = (await get('/api/content-data'))[7].y as number;
    await kept.call({
      method: 'POST',
      url: '/customer/MailCol',
      payload: { email: 'kept-figures@example.com', platform: 'pc', source: 'home' },
    });
    expect((await get('/api/content-data'))[7].y).toBe(before + 1);
  });

  it('show other changes once their time has passed, and no later', async () => {
    const before = (await get('/api/workplace/summary')).pendingOrders as number;
    await kept.db.query(
      "INSERT INTO orders (order_no, kind, status, amount_cents, created_at) VALUES ('K1', 'new', 'pending', 100, $1)",
      [new Date(kept.clock())],
    );
    expect((await get('/api/workplace/summary')).pendingOrders).toBe(before);
    kept.clock.advance(5000);
    try {
      expect((await get('/api/workplace/summary')).pendingOrders).toBe(before + 1);
    } finally {
      kept.clock.advance(-5000);
    }
  });

  it('show a new project once their time has passed, in each language', async () => {
    const firstPage = (language: string) => get('/api/workplace/projects?page=1&pageSize=8', language);
    const before = await firstPage('en-US');
    expect((await firstPage('zh-CN')).total).toBe(before.total);
    const [added] = await kept.db.query<{ id: number }>(
      `INSERT INTO contents (title, kind, status, put_in, created_at, translations)
       VALUES ('新しい企画', 'text', 'online', false, $1, '{"en-US": {"title": "A new project"}}'::jsonb)
       RETURNING id`,
      [new Date(kept.clock() + 1000)],
    );
    const id = added!.id;
    try {
      expect((await firstPage('en-US')).items[0].id).toBe(before.items[0].id);
      kept.clock.advance(5000);
      const after = await firstPage('en-US');
      expect(after.total).toBe(before.total + 1);
      expect(after.items[0]).toEqual(expect.objectContaining({ id, title: 'A new project' }));
    } finally {
      kept.clock.advance(-5000);
      await kept.db.query('DELETE FROM contents WHERE id = $1', [id]);
    }
  });
});

describe('GET /api/stats/preregistrations', () => {
  it('counts by day (14), source and platform, consistent with the total, for users and admins', async () => {
    for (const authorization of [user, admin]) {
      const { body } = await t.call({
        method: 'GET',
        url: '/api/stats/preregistrations',
        headers: { authorization },
      });
      const { total, byDay, bySource, byPlatform } = body.data;
      const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM preregistrations');
      expect(total).toBe(rows[0]!.n);
      expect(byDay).toHaveLength(14);
      expect(byDay[13].x).toBe(day(t.clock()));
      expect(bySource.map((s: { source: string }) => s.source).sort()).toEqual(['dmg', 'home']);
      expect(byPlatform.map((p: { platform: string }) => p.platform).sort()).toEqual(['mobile', 'pc']);
      const sum = (items: { count: number }[]) => items.reduce((a, b) => a + b.count, 0);
      expect(sum(bySource)).toBe(total);
      expect(sum(byPlatform)).toBe(total);
      expect(byDay.reduce((a: number, p: { y: number }) => a + p.y, 0)).toBeLessThanOrEqual(total);
    }
  });

  it('rejects unknown query parameters', async () => {
    const { status, body } = await t.call({
      method: 'GET',
      url: '/api/stats/preregistrations?days=30',
      headers: { authorization: user },
    });
    expect(status).toBe(400);
    expect(body.msg).toBe('querystring.days is not allowed');
  });
});

describe('today against yesterday', () => {
  let fresh: TestApp;
  let authorization: string;
  beforeAll(async () => {
    fresh = await buildTestApp({
      env: { SEED_DEMO_DATA: 'false', ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'Stargazer-Console-42' },
    });
    ({ authorization } = await fresh.login('boss', 'Stargazer-Console-42'));
  }, 60_000);
  afterAll(async () => fresh?.close(), 60_000);

  it("compares today so far with the same hours of yesterday, not the whole of it (the site's day, Japan)", async () => {
    const [content] = await fresh.db.query<{ id: number }>(
      "INSERT INTO contents (title, kind, status, created_at) VALUES ('t', 'text', 'online', now()) RETURNING id",
    );
    // Yesterday 09:00 and 15:00, today 08:00 and 09:30, in Japan; it is 10:00 there now.
    for (const at of [
      '2026-11-27T00:00:00Z',
      '2026-11-27T06:00:00Z',
      '2026-11-27T23:00:00Z',
      '2026-11-28T00:30:00Z',
    ]) {
      await fresh.db.query("INSERT INTO comments (content_id, body, created_at) VALUES ($1, 'x', $2)", [
        content!.id,
        new Date(at),
      ]);
    }
    fresh.clock.set(Date.parse('2026-11-28T01:00:00Z'));
    ({ authorization } = await fresh.login('boss', 'Stargazer-Console-42'));
    const { body } = await fresh.call({
      method: 'GET',
      url: '/api/workplace/summary',
      headers: { authorization },
    });
    expect(body.data).toMatchObject({
      dailyNewComments: 2,
      yesterdayNewComments: 1,
      changeSinceYesterday: 100,
    });
  });
});
