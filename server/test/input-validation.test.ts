import { type TestApp, buildTestApp } from './helpers/test-app.js';

// Issue 18, point 4: bad input is a 4xx that names the field, never a 500.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.login('admin', 'admin')).authorization;
}, 60_000);
afterAll(async () => t?.close(), 60_000);

const notice = { title: 'Maintenance', body: 'Servers restart at 10:00.', category: 'news', status: 'draft' };

async function expect400(request: Parameters<TestApp['call']>[0], message: string | RegExp): Promise<void> {
  const { status, body } = await t.call(request);
  expect({ status, code: body.code }).toEqual({ status: 400, code: 40000 });
  if (typeof message === 'string') expect(body.msg).toBe(message);
  else expect(body.msg).toMatch(message);
}

describe('control characters', () => {
  it('refuses NUL in the login username and password, before the database sees them', async () => {
    await expect400(
      { method: 'POST', url: '/api/user/login', payload: { username: 'ad\u0000min', password: 'admin' } },
      'body.username must not contain control characters',
    );
    await expect400(
      { method: 'POST', url: '/api/user/login', payload: { username: 'admin', password: 'ad\u0000min' } },
      'body.password must not contain control characters',
    );
  });

  it('lets a password hold spaces and any printable character', async () => {
    const { status, body } = await t.call({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'admin', password: ' pass word ☆ ' },
    });
    expect(status).toBe(400);
    expect(body.msg).toBe('Wrong username or password');
  });

  it('refuses NUL and other control characters in profile fields, and keeps the profile as it was', async () => {
    const before = (
      await t.call({ method: 'POST', url: '/api/user/info', headers: { authorization: admin } })
    ).body.data;
    await expect400(
      {
        method: 'POST',
        url: '/api/user/profile',
        headers: { authorization: admin },
        payload: { name: 'Ali\u0000ce', email: 'alice@example.com' },
      },
      'body.name must not contain control characters',
    );
    await expect400(
      {
        method: 'POST',
        url: '/api/user/profile',
        headers: { authorization: admin },
        payload: { job: 'a\tb' },
      },
      'body.job must not contain control characters',
    );
    await expect400(
      {
        method: 'POST',
        url: '/api/user/profile',
        headers: { authorization: admin },
        payload: { location: 'Tokyo\u2028Osaka' },
      },
      'body.location must not contain line or paragraph separators',
    );
    await expect400(
      {
        method: 'POST',
        url: '/api/user/profile',
        headers: { authorization: admin },
        payload: { introduction: 'Hello\u0000' },
      },
      'body.introduction must not contain control characters other than tab and line breaks',
    );
    await expect400(
      {
        method: 'POST',
        url: '/api/user/profile',
        headers: { authorization: admin },
        payload: { organization: 'Acme\u0085' },
      },
      'body.organization must not contain control characters',
    );
    const after = (await t.call({ method: 'POST', url: '/api/user/info', headers: { authorization: admin } }))
      .body.data;
    expect(after).toEqual(before);
  });

  it('keeps tabs and line breaks in multi-line fields', async () => {
    const introduction = 'Line one\n\tLine two\r\nLine three';
    const { status, body } = await t.call({
      method: 'POST',
      url: '/api/user/profile',
      headers: { authorization: admin },
      payload: { introduction },
    });
    expect(status).toBe(200);
    expect(body.data.introduction).toBe(introduction);
  });

  it('refuses unpaired surrogates, which PostgreSQL cannot store', async () => {
    await expect400(
      {
        method: 'POST',
        url: '/api/user/profile',
        headers: { authorization: admin, 'content-type': 'application/json' },
        payload: '{"name":"A\\ud800B"}',
      },
      'body.name must not contain unpaired surrogates',
    );
  });

  it('refuses control characters in notice titles and bodies, and line breaks in titles only', async () => {
    const post = (payload: object) => ({
      method: 'POST' as const,
      url: '/api/notices',
      headers: { authorization: admin },
      payload,
    });
    await expect400(
      post({ ...notice, title: 'New\u0000s' }),
      'body.title must not contain control characters',
    );
    await expect400(
      post({ ...notice, title: 'Two\nlines' }),
      'body.title must not contain control characters',
    );
    await expect400(
      post({ ...notice, body: 'Text\u0007' }),
      'body.body must not contain control characters other than tab and line breaks',
    );
    const { status, body } = await t.call(post({ ...notice, body: 'Para one.\n\n\tPara two.' }));
    expect(status).toBe(200);
    expect(body.data.body).toBe('Para one.\n\n\tPara two.');
    await expect400(
      {
        method: 'PUT',
        url: `/api/notices/${body.data.id}`,
        headers: { authorization: admin },
        payload: { title: '\u001b[31mred' },
      },
      'body.title must not contain control characters',
    );
  });

  it('refuses NUL in the admin notice search', async () => {
    await expect400(
      { method: 'GET', url: '/api/admin/notices?q=%00', headers: { authorization: admin } },
      'querystring.q must not contain control characters',
    );
  });

  it('refuses control characters in fields of other routes too', async () => {
    await expect400(
      {
        method: 'POST',
        url: '/customer/MailCol',
        payload: { email: 'a@example.com', platform: 'pc', source: 'home', campaign: 'x\u0000' },
      },
      'body.campaign must not contain control characters',
    );
  });
});

describe('instants', () => {
  const post = (publishAt: string) => ({
    method: 'POST' as const,
    url: '/api/notices',
    headers: { authorization: admin },
    payload: { ...notice, publishAt },
  });
  const instantMessage = /^body\.publishAt must be an RFC 3339 date-time with a time zone, from 2000 to 2100/;

  it.each([
    ['a leap second', '2026-06-30T23:59:60Z'],
    ['year 0000', '0000-01-01T00:00:00Z'],
    ['month 13', '2026-13-01T00:00:00Z'],
    ['February 30', '2026-02-30T00:00:00Z'],
    ['hour 24', '2026-07-01T24:00:00Z'],
    ['no time zone', '2026-07-01T09:00:00'],
    ['an offset of 24 hours', '2026-07-01T09:00:00+24:00'],
    ['a date only', '2026-07-01'],
    ['year 1999', '1999-12-31T23:59:59Z'],
    ['year 2101', '2101-01-01T00:00:00Z'],
    ['an expanded year', '+002026-07-01T09:00:00Z'],
  ])('refuses %s', async (_what, publishAt) => {
    await expect400(post(publishAt), instantMessage);
  });

  it('refuses an impossible instant on update too', async () => {
    const created = await t.call(post('2026-07-01T09:00:00+09:00'));
    expect(created.status).toBe(200);
    await expect400(
      {
        method: 'PUT',
        url: `/api/notices/${created.body.data.id}`,
        headers: { authorization: admin },
        payload: { publishAt: '2026-06-30T23:59:60Z' },
      },
      instantMessage,
    );
  });

  it('accepts real instants with any offset and fractions of a second', async () => {
    const { status, body } = await t.call(post('2026-07-01T09:00:00.5+09:00'));
    expect(status).toBe(200);
    expect(body.data.publishAt).toBe('2026-07-01T00:00:00.500Z');
  });
});

describe('integers in paths and query strings', () => {
  it.each(['%201', '1%20', '0x10', '1e2', '+1', '01', '1.0', '-1', 'NaN', '%EF%BC%91'])(
    'answers 400 naming the id to /api/notices/%s',
    async (id) => {
      await expect400(
        { method: 'GET', url: `/api/notices/${id}` },
        /^params\.id must be (an integer in plain decimal digits|>= 1)$/,
      );
    },
  );

  it('still reads plain decimal ids and page numbers', async () => {
    const missing = await t.call({ method: 'GET', url: '/api/notices/99999' });
    expect(missing.status).toBe(404);
    const page = await t.call({ method: 'GET', url: '/api/notices?page=2&pageSize=3' });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ page: 2, pageSize: 3 });
  });

  it.each(['0x2', '2e0', '%202', '2.5', '', 'two'])('answers 400 to page=%s', async (value) => {
    await expect400(
      { method: 'GET', url: `/api/notices?page=${value}` },
      'querystring.page must be an integer in plain decimal digits',
    );
  });

  it('answers a path that does not percent-decode in the error envelope', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/notices/%zz' });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 40000,
      msg: 'The address is not valid: it has a malformed percent-encoding',
      data: null,
    });
  });

  it('answers a path segment too long to route in the error envelope', async () => {
    // GET has the site's catch-all page route to fall back on (a 404); DELETE has none.
    const { status, body } = await t.call({ method: 'DELETE', url: `/api/notices/${'1'.repeat(101)}` });
    expect(status).toBe(414);
    expect(body).toEqual({
      code: 40000,
      msg: 'A part of the address is longer than 100 characters',
      data: null,
    });
  });

  it('answers 400 to a repeated query parameter instead of taking one of them', async () => {
    await expect400({ method: 'GET', url: '/api/notices?page=1&page=2' }, 'querystring.page must be integer');
  });
});

describe('JSON bodies are not coerced', () => {
  it('refuses a number where an array belongs', async () => {
    await expect400(
      { method: 'POST', url: '/api/message/read', headers: { authorization: admin }, payload: { ids: 1 } },
      'body.ids must be array',
    );
  });

  it('refuses numbers written as strings in a body', async () => {
    await expect400(
      {
        method: 'POST',
        url: '/api/message/read',
        headers: { authorization: admin },
        payload: { ids: ['1'] },
      },
      'body.ids.0 must be integer',
    );
  });

  it('refuses a number where a string belongs', async () => {
    await expect400(
      { method: 'POST', url: '/api/user/login', payload: { username: 1234, password: 'admin' } },
      'body.username must be string',
    );
  });

  it('refuses a one-element array where a string of a list belongs', async () => {
    await expect400(
      {
        method: 'POST',
        url: '/api/user/switch-role',
        headers: { authorization: admin },
        payload: { role: ['user'] },
      },
      'body.role must be equal to one of the allowed values',
    );
  });

  it('refuses null where a string belongs', async () => {
    await expect400(
      {
        method: 'POST',
        url: '/customer/MailCol',
        payload: { email: 'a@example.com', platform: 'pc', source: 'home', campaign: null },
      },
      'body.campaign must be string',
    );
  });
});

describe('character sets', () => {
  it.each(['latin1', 'ISO-8859-1', 'shift_jis', 'utf-16'])('answers 415 to charset=%s', async (charset) => {
    const { status, body } = await t.call({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': `application/json; charset=${charset}` },
      payload: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    expect(status).toBe(415);
    expect(body).toEqual({
      code: 40000,
      msg: `Request bodies must be UTF-8; charset "${charset}" is not supported`,
      data: null,
    });
  });

  it.each(['utf-8', 'UTF-8', 'utf8', '"utf-8"'])('accepts charset=%s', async (charset) => {
    const { status } = await t.call({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': `application/json; charset=${charset}` },
      payload: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    expect(status).toBe(200);
  });

  it('answers 400 to a body that is not valid UTF-8', async () => {
    const { status, body } = await t.call({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([
        Buffer.from('{"username":"ad'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('min"}'),
      ]),
    });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 40000, msg: 'Request body is not valid UTF-8', data: null });
  });
});

describe('the fields at fault, for forms', () => {
  it('lists each refused value with where it was, its field, its rule and the rule’s limit', async () => {
    const phone = await t.call({
      method: 'POST',
      url: '/api/user/profile',
      headers: { authorization: admin },
      payload: { phone: 'call me' },
    });
    expect(phone.status).toBe(400);
    expect(phone.body.errors).toEqual([{ in: 'body', field: 'phone', rule: 'pattern' }]);

    const long = await t.call({
      method: 'POST',
      url: '/api/user/profile',
      headers: { authorization: admin },
      payload: { name: 'n'.repeat(65) },
    });
    expect(long.body.errors).toEqual([{ in: 'body', field: 'name', rule: 'maxLength', limit: 64 }]);

    const missing = await t.call({
      method: 'POST',
      url: '/api/user/switch-role',
      headers: { authorization: admin },
      payload: {},
    });
    expect(missing.body.errors).toEqual([{ in: 'body', field: 'role', rule: 'required' }]);

    const id = await t.call({ method: 'GET', url: '/api/notices/abc' });
    expect(id.body.errors).toEqual([expect.objectContaining({ in: 'params', field: 'id' })]);
  });

  it('are absent from errors that are not about a value of the request', async () => {
    const wrong = await t.call({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'admin', password: 'not-the-password' },
    });
    expect(wrong.body).toEqual({ code: 40000, msg: 'Wrong username or password', data: null });
  });
});
