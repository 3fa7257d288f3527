import { loggerOptions } from '../src/lib/logger.js';
import { type TestApp, buildTestApp } from './helpers/test-app.js';

// Issue 18, point 7: what reaches the log never carries SQL parameters, bodies, tokens, cookies or credentials.
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    logger: loggerOptions('trace', { write: (line) => void logLines.push(line) }),
  });
}, 60_000);
afterAll(async () => t?.close(), 60_000);

/** Makes every write of the given users column fail inside the database, as a broken disk or trigger would. */
async function breakWritesOf(column: string): Promise<() => Promise<void>> {
  await t.db.exec(`
    CREATE FUNCTION refuse_user_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'user writes are out of order'
        USING ERRCODE = 'XX000', DETAIL = 'row: ' || NEW.email || ' ' || NEW.password_hash;
    END $$;
    CREATE TRIGGER refuse_user_write BEFORE UPDATE OF ${column} ON users
      FOR EACH ROW EXECUTE FUNCTION refuse_user_write();
  `);
  return async () => {
    await t.db.exec('DROP TRIGGER refuse_user_write ON users; DROP FUNCTION refuse_user_write();');
  };
}

describe('database errors', () => {
  it('are logged with their SQL and code, without the parameters or the detail that repeat the data', async () => {
    const { authorization } = await t.login('user', 'user');
    const email = 'private.person@mail.example';
    const restore = await breakWritesOf('email');
    try {
      const start = logLines.length;
      const { status } = await t.call({
        method: 'POST',
        url: '/api/user/profile',
        headers: { authorization },
        payload: { email, introduction: 'A private introduction' },
      });
      expect(status).toBe(500);
      const written = logLines.slice(start).join('\n');
      // PGlite's errors carry the statement (and its parameters); pg's carry neither.
      if (t.db.engine === 'pglite') expect(written).toContain('UPDATE users SET');
      expect(written).toContain('XX000');
      expect(written).toContain('user writes are out of order');
      expect(written).not.toContain(email);
      expect(written).not.toContain('A private introduction');
      expect(written).not.toContain('scrypt$');
    } finally {
      await restore();
    }
  });

  it('never log the new hash of a password update that failed', async () => {
    const { authorization } = await t.login('user', 'user');
    const newPassword = 'N3w-Pass-phrase-never-logged';
    const restore = await breakWritesOf('password_hash');
    try {
      const start = logLines.length;
      const { status } = await t.call({
        method: 'POST',
        url: '/api/user/password',
        headers: { authorization },
        payload: { oldPassword: 'user', newPassword },
      });
      expect(status).toBe(500);
      const written = logLines.slice(start).join('\n');
      expect(written).toContain('user writes are out of order');
      if (t.db.engine === 'pglite') expect(written).toContain('UPDATE users SET password_hash');
      expect(written).not.toContain('scrypt$');
      expect(written).not.toContain(newPassword);
    } finally {
      await restore();
    }
    // The failed update changed nothing: the old password still works.
    await t.login('user', 'user');
  });
});

describe('logged objects', () => {
  it('are redacted at every depth: credentials, tokens, cookies, authorization, bodies and parameters', async () => {
    const secrets = {
      password: 'pw-depth-1',
      token: 'tok-depth-2',
      authorization: 'Bearer bearer-depth-3',
      cookie: 'sid=cookie-depth-4',
      body: 'body-depth-5',
      params: 'param-depth-6',
      newPassword: 'new-password-depth-7',
      email: 'mail-depth-8@example.com',
      setCookie: 'set-cookie-depth-9',
    };
    const start = logLines.length;
    t.app.log.info(
      {
        context: {
          list: [
            { headers: { Authorization: secrets.authorization, Cookie: secrets.cookie } },
            { user: { password: secrets.password, password_hash: 'scrypt$hash-depth' } },
          ],
          session: { token: secrets.token, 'set-cookie': [secrets.setCookie] },
          request: { body: { anything: secrets.body }, newPassword: secrets.newPassword },
          query: { params: [secrets.params], email: secrets.email },
        },
        safe: 'kept-value',
      },
      'deep object',
    );
    const written = logLines.slice(start).join('\n');
    expect(written).toContain('kept-value');
    expect(written).toContain('[redacted]');
    for (const value of [...Object.values(secrets), 'scrypt$hash-depth'])
      expect(written).not.toContain(value);
  });

  it('redact errors and their causes, keeping message, code and SQL', () => {
    const cause = Object.assign(new Error('inner failure'), {
      code: '23505',
      query: 'INSERT INTO preregistrations (email) VALUES ($1)',
      params: ['cause-param@example.com'],
      detail: 'Key (email)=(cause-param@example.com) already exists.',
    });
    const error = Object.assign(new Error('outer failure', { cause }), {
      params: ['outer-param-secret'],
      headers: { authorization: 'Bearer outer-token-secret' },
    });
    const start = logLines.length;
    t.app.log.error({ err: error }, 'failed');
    t.app.log.error(error);
    const written = logLines.slice(start).join('\n');
    expect(written).toContain('outer failure');
    expect(written).toContain('inner failure');
    expect(written).toContain('23505');
    expect(written).toContain('INSERT INTO preregistrations');
    for (const value of ['cause-param@example.com', 'outer-param-secret', 'outer-token-secret']) {
      expect(written).not.toContain(value);
    }
  });

  it('survive cycles', () => {
    const looped: Record<string, unknown> = { name: 'loop-node', password: 'cycle-secret' };
    looped.self = looped;
    const start = logLines.length;
    t.app.log.warn({ looped }, 'cyclic');
    const written = logLines.slice(start).join('\n');
    expect(written).toContain('loop-node');
    expect(written).not.toContain('cycle-secret');
  });
});

describe('request logs', () => {
  it('leave query values, authorization headers and cookies out', async () => {
    const { authorization, token } = await t.login('admin', 'admin');
    const start = logLines.length;
    await t.call({
      method: 'GET',
      url: '/api/admin/notices?q=searched.person%40mail.example&page=1',
      headers: { authorization, cookie: 'session=cookie-value-secret' },
    });
    const written = logLines.slice(start).join('\n');
    expect(written).toContain('/api/admin/notices');
    expect(written).not.toContain('searched.person');
    expect(written).not.toContain(token);
    expect(written).not.toContain('cookie-value-secret');
  });
});
