import { type TestApp, buildTestApp } from './helpers/test-app.js';

let t: TestApp;
let user: string;
beforeAll(async () => {
  t = await buildTestApp();
  user = (await t.login('user', 'user')).authorization;
}, 60_000);
afterAll(async () => t?.close(), 60_000);

const get = (query: string, authorization: string | null = user) =>
  t.call({
    method: 'GET',
    url: `/api/workplace/projects${query}`,
    headers: authorization ? { authorization } : {},
  });

describe('GET /api/workplace/projects', () => {
  it('pages through every content project, newest first, with its comment count', async () => {
    const total = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contents'))[0]!.n;
    expect(total).toBeGreaterThan(8);
    const seen: { id: number; createdAt: string }[] = [];
    for (let page = 1; page <= Math.ceil(total / 8); page++) {
      const { status, body } = await get(`?page=${page}&pageSize=8`);
      expect(status).toBe(200);
      expect(body.data).toEqual(expect.objectContaining({ total, page, pageSize: 8 }));
      seen.push(...body.data.items);
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((p) => p.id)).size).toBe(total);
    const times = seen.map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const first = seen[0] as unknown as Record<string, unknown>;
    expect(first).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      kind: expect.stringMatching(/^(text|image|video)$/),
      status: expect.stringMatching(/^(online|offline)$/),
      promoted: expect.any(Boolean),
      comments: expect.any(Number),
      createdAt: expect.any(String),
    });
    const comments = (
      await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM comments WHERE content_id = $1', [
        first.id,
      ])
    )[0]!.n;
    expect(first.comments).toBe(comments);
  });

  it('answers a page past the end empty, with the total', async () => {
    const { body } = await get('?page=99&pageSize=8');
    expect(body.data.items).toEqual([]);
    expect(body.data.total).toBeGreaterThan(0);
  });

  it.each([
    ['?pageSize=25', 'querystring.pageSize must be <= 24'],
    ['?page=0', 'querystring.page must be >= 1'],
    ['?page=1e2', 'querystring.page must be an integer in plain decimal digits'],
    ['?page=1&page=2', 'querystring.page must be integer'],
    ['?sort=title', 'querystring.sort is not allowed'],
  ])('refuses %s with a message naming the field', async (query, message) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.msg).toBe(message);
  });

  it('needs a login', async () => {
    const { status, body } = await get('', null);
    expect(status).toBe(401);
    expect(body.code).toBe(50008);
  });
});
