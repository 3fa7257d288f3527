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

const HOUR = 3600 * 1000;
const publicList = (query = '') => t.call({ method: 'GET', url: `/api/notices${query}` });
const publicOne = (id: number | string) => t.call({ method: 'GET', url: `/api/notices/${id}` });
const adminCall = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  authorization = admin,
) => t.call({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

const newNotice = (over: object = {}) => ({
  title: 'メンテナンス延長のお知らせ',
  body: '本日のメンテナンスを **30分** 延長いたします。',
  category: 'maintenance',
  status: 'published',
  ...over,
});

describe('public notices', () => {
  it('lists only published notices whose time has come, newest first, paged', async () => {
    const { body } = await publicList();
    const published = await t.db.query<{ id: number }>(
      "SELECT id FROM notices WHERE status = 'published' AND deleted_at IS NULL AND publish_at <= $1 ORDER BY publish_at DESC, id DESC",
      [new Date(t.clock())],
    );
    expect(body.data.total).toBe(published.length);
    expect(body.data).toMatchObject({ page: 1, pageSize: 10 });
    expect(body.data.items.map((n: { id: number }) => n.id)).toEqual(published.slice(0, 10).map((r) => r.id));
    expect(Object.keys(body.data.items[0]).sort()).toEqual([
      'category',
      'id',
      'publishAt',
      'title',
      'updatedAt',
    ]);

    const second = await publicList('?page=2&pageSize=4');
    expect(second.body.data.items.map((n: { id: number }) => n.id)).toEqual(
      published.slice(4, 8).map((r) => r.id),
    );
    expect((await publicList('?page=99')).body.data).toMatchObject({ items: [], total: published.length });
  });

  it('lists one category when asked, paged and counted on its own', async () => {
    const maintenance = await t.db.query<{ id: number }>(
      `SELECT id FROM notices WHERE status = 'published' AND deleted_at IS NULL AND publish_at <= $1
          AND category = 'maintenance' ORDER BY publish_at DESC, id DESC`,
      [new Date(t.clock())],
    );
    expect(maintenance.length).toBeGreaterThan(1);
    const { status, body } = await publicList('?category=maintenance&pageSize=1');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: maintenance.length, page: 1, pageSize: 1 });
    expect(body.data.items.map((n: { id: number }) => n.id)).toEqual([maintenance[0]!.id]);
    const second = await publicList('?category=maintenance&page=2&pageSize=1');
    expect(second.body.data.items.map((n: { id: number }) => n.id)).toEqual([maintenance[1]!.id]);

    // The cache keeps each category's pages apart from the whole list's.
    const all = (await publicList('?pageSize=1')).body.data;
    expect(all.total).toBeGreaterThan(maintenance.length);
    const again = (await publicList('?category=maintenance&pageSize=1')).body.data;
    expect(again.total).toBe(maintenance.length);
    for (const item of (await publicList('?category=event&pageSize=50')).body.data.items) {
      expect(item.category).toBe('event');
    }
  });

  it.each([
    ['?category=draft', 'querystring.category must be equal to one of the allowed values'],
    ['?category=', 'querystring.category must be equal to one of the allowed values'],
    ['?pageSize=51', 'querystring.pageSize must be <= 50'],
    ['?page=0', 'querystring.page must be >= 1'],
    ['?page=x', 'querystring.page must be an integer in plain decimal digits'],
    ['?status=draft', 'querystring.status is not allowed'],
  ])('rejects %s', async (query, message) => {
    const { status, body } = await publicList(query);
    expect(status).toBe(400);
    expect(body.msg).toBe(message);
  });

  it('shows one notice with its neighbours, and hides drafts, scheduled and missing ones', async () => {
    const ids = (await publicList('?pageSize=50')).body.data.items.map(
      (n: { id: number }) => n.id,
    ) as number[];
    const middle = ids[1]!;
    const { body } = await publicOne(middle);
    expect(body.data).toMatchObject({ id: middle, prev: { id: ids[2] }, next: { id: ids[0] } });
    expect(body.data.body.length).toBeGreaterThan(0);
    expect((await publicOne(ids[0]!)).body.data.next).toBeNull();
    expect((await publicOne(ids[ids.length - 1]!)).body.data.prev).toBeNull();

    const hidden = await t.db.query<{ id: number }>(
      "SELECT id FROM notices WHERE status = 'draft' OR publish_at > $1",
      [new Date(t.clock())],
    );
    expect(hidden.length).toBeGreaterThanOrEqual(3);
    for (const { id } of hidden) {
      const answer = await publicOne(id);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 40400, msg: `Notice ${id} not found`, data: null });
    }
    expect((await publicOne(424242)).status).toBe(404);
    expect((await publicOne('abc')).body.msg).toBe('params.id must be an integer in plain decimal digits');
  });

  it('publishes a scheduled notice when its time comes, even from the cache', async () => {
    const before = (await publicList()).body.data;
    const created = await adminCall(
      'POST',
      '/api/notices',
      newNotice({ title: '予約投稿', publishAt: new Date(t.clock() + HOUR).toISOString() }),
    );
    const id = created.body.data.id as number;
    expect((await publicList()).body.data.total).toBe(before.total);
    expect((await publicOne(id)).status).toBe(404);
    t.clock.advance(HOUR + 1000);
    const after = (await publicList()).body.data;
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0].id).toBe(id);
    expect((await publicOne(id)).status).toBe(200);
  });
});

describe('notice administration', () => {
  it('creates a notice, visible at once in the public list, with a history row', async () => {
    const created = await adminCall('POST', '/api/notices', newNotice());
    expect(created.status).toBe(200);
    const notice = created.body.data;
    expect(notice).toMatchObject({ ...newNotice(), author: 'Haruka Hoshino', id: expect.any(Number) });
    expect(Math.abs(Date.parse(notice.publishAt) - t.clock())).toBeLessThan(1000);
    expect(notice.history).toEqual([
      expect.objectContaining({
        action: 'create',
        editor: 'admin',
        changedFields: ['title', 'body', 'category', 'status', 'publishAt'],
        snapshot: expect.objectContaining({ title: newNotice().title }),
      }),
    ]);
    expect((await publicList()).body.data.items[0].id).toBe(notice.id);
  });

  it('updates some fields, records who changed what, and clears the public cache', async () => {
    const { id } = (await adminCall('POST', '/api/notices', newNotice({ title: '変更前' }))).body.data;
    await publicList();
    t.clock.advance(1000);
    const updated = await adminCall('PUT', `/api/notices/${id}`, { title: '変更後', category: 'news' });
    expect(updated.body.data).toMatchObject({
      id,
      title: '変更後',
      category: 'news',
      body: newNotice().body,
    });
    expect(updated.body.data.history.map((h: { action: string }) => h.action)).toEqual(['update', 'create']);
    expect(updated.body.data.history[0]).toMatchObject({
      changedFields: ['title', 'category'],
      snapshot: { title: '変更後', category: 'news' },
    });
    expect((await publicList()).body.data.items.find((n: { id: number }) => n.id === id).title).toBe(
      '変更後',
    );

    const detail = await adminCall('GET', `/api/admin/notices/${id}`);
    expect(detail.body.data.history).toHaveLength(2);

    const unpublished = await adminCall('PUT', `/api/notices/${id}`, { status: 'draft' });
    expect(unpublished.body.data.status).toBe('draft');
    expect((await publicOne(id)).status).toBe(404);
  });

  it('deletes a notice everywhere but keeps its history', async () => {
    const { id } = (await adminCall('POST', '/api/notices', newNotice({ title: '削除予定' }))).body.data;
    expect((await adminCall('DELETE', `/api/notices/${id}`)).body).toEqual({
      code: 0,
      msg: 'ok',
      data: null,
    });
    expect((await publicOne(id)).status).toBe(404);
    expect((await adminCall('GET', `/api/admin/notices/${id}`)).status).toBe(404);
    expect((await adminCall('PUT', `/api/notices/${id}`, { title: 'x' })).status).toBe(404);
    expect((await adminCall('DELETE', `/api/notices/${id}`)).status).toBe(404);
    const history = await t.db.query<{ action: string }>(
      'SELECT action FROM notice_edits WHERE notice_id = $1 ORDER BY id',
      [id],
    );
    expect(history.map((h) => h.action)).toEqual(['create', 'delete']);
  });

  it('lists every status for admins, newest first, with search and filters', async () => {
    const all = (await adminCall('GET', '/api/admin/notices?pageSize=50')).body.data;
    const live = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notices WHERE deleted_at IS NULL',
    );
    expect(all.total).toBe(live[0]!.n);
    expect(new Set(all.items.map((n: { status: string }) => n.status))).toEqual(
      new Set(['draft', 'published']),
    );
    const times = all.items.map((n: { publishAt: string }) => Date.parse(n.publishAt));
    expect([...times].sort((a: number, b: number) => b - a)).toEqual(times);

    const drafts = (await adminCall('GET', '/api/admin/notices?status=draft')).body.data;
    expect(drafts.items.length).toBeGreaterThan(0);
    expect(drafts.items.every((n: { status: string }) => n.status === 'draft')).toBe(true);
    const events = (await adminCall('GET', '/api/admin/notices?category=event&pageSize=50')).body.data;
    expect(events.items.every((n: { category: string }) => n.category === 'event')).toBe(true);

    const found = (
      await adminCall('GET', `/api/admin/notices?q=${encodeURIComponent('メンテナンス')}&pageSize=50`)
    ).body.data;
    expect(found.total).toBeGreaterThan(0);
    for (const n of found.items) expect(`${n.title}${n.body}`).toContain('メンテナンス');
    // LIKE wildcards in the search text are literal.
    expect((await adminCall('GET', '/api/admin/notices?q=%25')).body.data.total).toBe(0);
  });

  it.each([
    [newNotice({ title: '' }), 'body.title must NOT have fewer than 1 characters'],
    [newNotice({ title: '   ' }), 'body.title must match pattern "\\S"'],
    [newNotice({ title: 'あ'.repeat(121) }), 'body.title must NOT have more than 120 characters'],
    [newNotice({ body: 'x'.repeat(20001) }), 'body.body must NOT have more than 20000 characters'],
    [newNotice({ category: 'sale' }), 'body.category must be equal to one of the allowed values'],
    [newNotice({ status: 'archived' }), 'body.status must be equal to one of the allowed values'],
    [
      newNotice({ publishAt: 'tomorrow' }),
      'body.publishAt must be an RFC 3339 date-time with a time zone, from 2000 to 2100 (e.g. 2026-07-01T09:00:00+09:00)',
    ],
    [newNotice({ author: 'me' }), 'body.author is not allowed'],
    [{ title: 'x', body: 'y', category: 'news' }, 'body.status is required'],
  ])('rejects %#', async (payload, message) => {
    const { status, body } = await adminCall('POST', '/api/notices', payload);
    expect(status).toBe(400);
    expect(body.msg).toBe(message);
  });

  it('accepts the longest body, in Japanese', async () => {
    const { status, body } = await adminCall(
      'POST',
      '/api/notices',
      newNotice({ status: 'draft', body: 'お'.repeat(20000) }),
    );
    expect(status).toBe(200);
    expect(body.data.body).toHaveLength(20000);
  });

  it('validates updates', async () => {
    expect((await adminCall('PUT', '/api/notices/1', {})).body.msg).toBe(
      'body must NOT have fewer than 1 properties',
    );
    expect((await adminCall('PUT', '/api/notices/1', { status: 'gone' })).status).toBe(400);
    expect((await adminCall('PUT', '/api/notices/0', { title: 'x' })).body.msg).toBe(
      'params.id must be >= 1',
    );
  });

  it('is for admins only', async () => {
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/api/admin/notices'],
      ['GET', '/api/admin/notices/1'],
      ['POST', '/api/notices', newNotice()],
      ['PUT', '/api/notices/1', { title: 'x' }],
      ['DELETE', '/api/notices/1'],
    ];
    for (const [method, url, payload] of calls) {
      const asUser = await adminCall(method, url, payload, user);
      expect(asUser.status).toBe(403);
      expect(asUser.body).toEqual({ code: 40300, msg: 'This action needs the admin role', data: null });
      const anonymous = await t.call({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe(50008);
    }
    expect((await publicOne(1)).status).toBe(200);
  });
});
