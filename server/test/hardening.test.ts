import { createHash } from 'node:crypto';
import { PAGE_INLINE_SCRIPT } from '@site/contracts/page-inline-script';
import { type TestApp, buildTestApp } from './helpers/test-app.js';
import { loggerOptions } from '../src/lib/logger.js';

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    config: { bodyLimit: 1024 },
    logger: loggerOptions('trace', { write: (line) => void logLines.push(line) }),
  });
}, 60_000);
afterAll(async () => t?.close(), 60_000);

describe('security headers', () => {
  it('sends a Content-Security-Policy that allows exactly the host page needs', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    const gtm = 'https://www.googletagmanager.com';
    const keeperHash = `'sha256-${createHash('sha256').update(PAGE_INLINE_SCRIPT).digest('base64')}'`;
    const tracking = new URL(t.config.site.trackingScriptUrl).origin;
    expect(directives['script-src']).toEqual(["'self'", keeperHash, gtm, tracking]);
    expect(directives['frame-src']).toEqual([gtm]);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', gtm, tracking]);
    expect(directives['connect-src']).toEqual(["'self'", gtm, tracking]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it("runs no inline script on a page but its own (look check and early-press keeper), which the page's policy allows by its hash", async () => {
    // A static page runs no application, and has no press to keep either.
    const legal = await t.inject({ method: 'GET', url: '/privacy_en' });
    expect(legal.body).not.toMatch(/<script(?![^>]*\b(?:src|type)=)[^>]*>/);
    for (const url of ['/home', '/login', '/dashboard/workplace']) {
      const page = await t.inject({ method: 'GET', url });
      const inline = [...page.body.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([^<]*)<\/script>/g)].map(
        (match) => match[1],
      );
      expect(inline).toEqual([PAGE_INLINE_SCRIPT]);
      const allowed = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
      expect(String(page.headers['content-security-policy'])).toContain(`script-src 'self' ${allowed}`);
    }
  });

  it('sends the document policy with pages, and only the headers that apply to files with static files', async () => {
    const page = await t.inject({ method: 'GET', url: '/home' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const file = await t.inject({ method: 'GET', url: '/main.js' });
    expect(file.headers['content-security-policy']).toBeUndefined();
    expect(file.headers['x-frame-options']).toBeUndefined();
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('bad requests', () => {
  it('answers 400 to malformed JSON', async () => {
    const { status, body } = await t.call({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin",',
    });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 40000, msg: 'Request body is not valid JSON', data: null });
  });

  it('answers 400 to prototype poisoning', async () => {
    const { status, body } = await t.call({
      method: 'POST',
      url: '/customer/MailCol',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@example.com","platform":"pc","source":"home","__proto__":{"admin":true}}',
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 40000,
      msg: 'Request body has a "__proto__" or "constructor.prototype" key, which is refused',
      data: null,
    });
  });

  it('answers 413 in the envelope to a body over the limit', async () => {
    const { status, body } = await t.call({
      method: 'POST',
      url: '/customer/MailCol',
      payload: { email: `${'a'.repeat(2000)}@example.com`, platform: 'pc', source: 'home' },
    });
    expect(status).toBe(413);
    expect(body).toEqual({ code: 41300, msg: 'Request body is too large', data: null });
  });

  it('answers JSON 404 for unknown API paths', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/nothing-here' });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 40400, data: null });
  });

  it('answers other content types with a 415 that names the type, text/plain included', async () => {
    for (const type of ['application/xml', 'text/plain']) {
      const { status, body } = await t.call({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': `${type}; charset=utf-8` },
        payload: type === 'text/plain' ? '{"username":"admin","password":"admin"}' : '<login/>',
      });
      expect({ status, body }).toEqual({
        status: 415,
        body: { code: 40000, msg: `Unsupported Media Type: ${type}`, data: null },
      });
    }
  });

  it('names the problem where the static files only give a status, with the code of that status', async () => {
    const traversal = await t.call({ method: 'GET', url: '/remotes/..%2f..%2fetc%2fpasswd' });
    expect(traversal.status).toBe(403);
    expect(traversal.body).toEqual({
      code: 40300,
      msg: 'The address is not allowed: /remotes/..%2f..%2fetc%2fpasswd',
      data: null,
    });
    const nul = await t.call({ method: 'GET', url: '/main.js%00' });
    expect(nul.status).toBe(400);
    expect(nul.body).toEqual({ code: 40000, msg: 'The address is not valid: /main.js%00', data: null });
  });
});

describe('failures', () => {
  it('never shows SQL or a stack trace, and logs the cause instead', async () => {
    // A broken table stands in for any database failure.
    await t.db.query('ALTER TABLE popular_items RENAME TO popular_items_gone');
    try {
      const { authorization } = await t.login('admin', 'admin');
      const { status, body, res } = await t.call({
        method: 'GET',
        url: '/api/popular/list?type=text',
        headers: { authorization },
      });
      expect(status).toBe(500);
      expect(body).toEqual({ code: 50000, msg: 'Internal server error', data: null });
      expect(res.body).not.toMatch(/popular_items|SELECT|at .*\.ts/);
      expect(logLines.join('\n')).toContain('popular_items');
    } finally {
      await t.db.query('ALTER TABLE popular_items_gone RENAME TO popular_items');
    }
  });

  it('keeps passwords and tokens out of the log', async () => {
    const secret = 'Sup3r-Secret-Passw0rd';
    await t.call({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'admin', password: secret },
    });
    const { token, authorization } = await t.login('admin', 'admin');
    await t.call({ method: 'POST', url: '/api/user/info', headers: { authorization } });
    const log = logLines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(secret);
    expect(log).not.toContain(token);
  });
});
