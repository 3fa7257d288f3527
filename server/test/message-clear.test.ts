import { type TestApp, buildTestApp } from './helpers/test-app.js';
import { expectRefusal } from './helpers/refusal.js';

let t: TestApp;
let admin: string;
let user: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.login('admin', 'admin')).authorization;
  user = (await t.login('user', 'user')).authorization;
}, 60_000);
afterAll(async () => t?.close(), 60_000);

interface Listed {
  id: number;
  type: string;
  status: number;
}

const list = async (authorization: string): Promise<Listed[]> =>
  (await t.call({ method: 'POST', url: '/api/message/list', headers: { authorization } })).body.data;
const clear = (authorization: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  t.call({
    method: 'POST',
    url: '/api/message/clear',
    headers: { ...(authorization ? { authorization } : {}), ...headers },
    payload: payload as object,
  });

describe('POST /api/message/clear', () => {
  it("clears one tab for the caller for good, read, and leaves the other tabs and other users' lists alone", async () => {
    const before = await list(admin);
    const notices = before.filter((m) => m.type === 'notice');
    expect(notices.length).toBeGreaterThan(0);

    const { status, body } = await clear(admin, { type: 'notice' });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, msg: 'ok', data: { cleared: notices.length } });

    // Gone from the list on every later call (a reload), the other types still there.
    const after = await list(admin);
    expect(after.filter((m) => m.type === 'notice')).toEqual([]);
    expect(after).toEqual(before.filter((m) => m.type !== 'notice'));
    // Nothing left to clear.
    expect((await clear(admin, { type: 'notice' })).body.data.cleared).toBe(0);
    // Another user's notices are untouched, and unread.
    const theirs = (await list(user)).filter((m) => m.type === 'notice');
    expect(theirs.map((m) => m.id).sort()).toEqual(notices.map((m) => m.id).sort());
    expect(theirs.every((m) => m.status === 0)).toBe(true);

    // Cleared messages count as read (the read call finds them already read).
    const read = await t.call({
      method: 'POST',
      url: '/api/message/read',
      headers: { authorization: admin },
      payload: { ids: notices.map((m) => m.id) },
    });
    expect(read.body.data).toEqual({ marked: 0 });
  });

  it('clears a message that arrives later only when the tab is cleared again', async () => {
    await clear(user, { type: 'todo' });
    await t.db.query(
      `INSERT INTO messages (type, title, content, message_type, created_at) VALUES ('todo', 'New todo', '', 1, now())`,
    );
    const todos = (await list(user)).filter((m) => m.type === 'todo');
    expect(todos).toHaveLength(1);
    expect(todos[0]!.status).toBe(0);
    expect((await clear(user, { type: 'todo' })).body.data.cleared).toBe(1);
  });

  it.each([
    [{}, 'body.type is required'],
    [{ type: 'everything' }, 'body.type must be equal to one of the allowed values'],
    [{ type: 1 }, 'body.type must be equal to one of the allowed values'],
    [{ type: 'notice', ids: [1] }, 'body.ids is not allowed'],
    [[], 'body must be object'],
  ])('refuses %j with a message naming the field', async (payload, message) => {
    const { status, body } = await clear(user, payload);
    expect(status).toBe(400);
    expectRefusal(body, message);
  });

  it('needs a login, and a same-site page when only the cookie signs the call', async () => {
    const anonymous = await clear(undefined, { type: 'message' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(50008);
    const crossSite = await clear(user, { type: 'message' }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect((await list(user)).some((m) => m.type === 'message')).toBe(true);
  });
});
