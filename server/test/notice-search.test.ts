import { type TestApp, buildTestApp } from './helpers/test-app.js';
import { expectRefusal } from './helpers/refusal.js';

// GET /api/admin/notices/search: the console's search box looks notices up by title as an admin types.

let t: TestApp;
let admin: string;
let user: string;
const created: Record<string, number> = {};

const search = (query: string, authorization = admin) =>
  t.call({ method: 'GET', url: `/api/admin/notices/search${query}`, headers: { authorization } });

const q = (text: string, extra = '') => search(`?q=${encodeURIComponent(text)}${extra}`);

async function create(key: string, title: string, over: object = {}) {
  const { status, body } = await t.call({
    method: 'POST',
    url: '/api/notices',
    headers: { authorization: admin },
    payload: { title, body: `本文 ${key} 検索語ZEBRA`, category: 'news', status: 'published', ...over },
  });
  expect(status).toBe(200);
  created[key] = body.data.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.login('admin', 'admin')).authorization;
  user = (await t.login('user', 'user')).authorization;
  const hour = 3600_000;
  await create('older', 'Winter festival Quokka', {
    publishAt: new Date(t.clock() - 2 * hour).toISOString(),
  });
  await create('newer', 'Spring QUOKKA campaign', { publishAt: new Date(t.clock() - hour).toISOString() });
  await create('prefix', 'quokka first', { publishAt: new Date(t.clock() - 3 * hour).toISOString() });
  await create('draft', 'Draft quokka notes', { status: 'draft' });
  await create('percent', '100% off quokka');
  await create('underscore', 'snake_case quokka');
  await create('deleted', 'Deleted quokka');
  await t.call({
    method: 'DELETE',
    url: `/api/notices/${created.deleted}`,
    headers: { authorization: admin },
  });
}, 60_000);
afterAll(async () => t?.close(), 60_000);

const ids = (body: { data: { items: { id: number }[] } }) => body.data.items.map((item) => item.id);

describe('GET /api/admin/notices/search', () => {
  it('finds titles containing the text in any letter case, those starting with it first, then the newest', async () => {
    const { status, body } = await q('quokka');
    expect(status).toBe(200);
    const found = ids(body);
    expect(found[0]).toBe(created.prefix);
    expect(found).toEqual(
      expect.arrayContaining([
        created.older,
        created.newer,
        created.draft,
        created.percent,
        created.underscore,
      ]),
    );
    expect(found.indexOf(created.newer!)).toBeLessThan(found.indexOf(created.older!));
    expect(found).not.toContain(created.deleted);
    expect(body.data.total).toBe(found.length);
    expect(Object.keys(body.data.items[0]).sort()).toEqual([
      'category',
      'id',
      'publishAt',
      'status',
      'title',
    ]);
  });

  it('looks at titles only, drafts included, and ignores the spaces around the text', async () => {
    expect((await q('ZEBRA')).body.data).toEqual({ items: [], total: 0 });
    const { body } = await q('  draft quokka  ');
    expect(body.data.items).toEqual([
      expect.objectContaining({ id: created.draft, title: 'Draft quokka notes', status: 'draft' }),
    ]);
  });

  it('takes % and _ literally', async () => {
    expect(ids((await q('100%')).body)).toEqual([created.percent]);
    expect(ids((await q('e_c')).body)).toEqual([created.underscore]);
    expect((await q('%')).body.data.total).toBe(1);
    expect((await q('\\')).body.data.total).toBe(0);
  });

  it('answers at most `limit` items and counts every match', async () => {
    const { body } = await q('quokka', '&limit=2');
    expect(body.data.items).toHaveLength(2);
    expect(body.data.total).toBe(6);
  });

  it('treats hostile text as text', async () => {
    for (const text of [
      "' OR 1=1 --",
      '"; DROP TABLE notices; --',
      '<script>alert(1)</script>',
      '🦘'.repeat(50),
    ]) {
      const { status, body } = await q(text);
      expect({ text, status, data: body.data }).toEqual({ text, status: 200, data: { items: [], total: 0 } });
    }
    expect((await q('quokka')).body.data.total).toBe(6);
  });

  it.each([
    ['', 'querystring.q is required'],
    ['?q=', 'querystring.q must NOT have fewer than 1 characters'],
    ['?q=%20%20', 'querystring.q must match pattern "\\S"'],
    [`?q=${'a'.repeat(101)}`, 'querystring.q must NOT have more than 100 characters'],
    ['?q=a%00b', 'querystring.q must not contain control characters'],
    ['?q=a%0Ab', 'querystring.q must not contain control characters'],
    ['?q=a&q=b', 'querystring.q must be string'],
    ['?q=a&limit=0', 'querystring.limit must be >= 1'],
    ['?q=a&limit=21', 'querystring.limit must be <= 20'],
    ['?q=a&limit=1e1', 'querystring.limit must be an integer in plain decimal digits'],
    ['?q=a&status=draft', 'querystring.status is not allowed'],
  ])('refuses %s with a 400 naming the field', async (query, message) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expectRefusal(body, message);
  });

  it('is for admins only', async () => {
    const asUser = await search('?q=quokka', user);
    expect(asUser.status).toBe(403);
    expect(asUser.body).toEqual({ code: 40300, msg: 'This action needs the admin role', data: null });
    const anonymous = await t.call({ method: 'GET', url: '/api/admin/notices/search?q=quokka' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(50008);
  });

  it('does not shadow the notice at /api/admin/notices/:id', async () => {
    const { status, body } = await t.call({
      method: 'GET',
      url: `/api/admin/notices/${created.prefix}`,
      headers: { authorization: admin },
    });
    expect(status).toBe(200);
    expect(body.data.title).toBe('quokka first');
  });
});
