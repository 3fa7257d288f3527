import { keepPostedRemember, takePostedLogin } from './posted-login';
import { REMEMBERED_USERNAME_KEY, readStored } from './storage';
import { cookieDocument } from './cookie-document.test-helper';

describe('a login the browser posted itself', () => {
  it('is taken once: its role and username, the cookie removed', () => {
    const { doc, written } = cookieDocument('signed-in=1; posted-login=admin%3AHaruka%20H');
    expect(takePostedLogin(doc)).toEqual({ role: 'admin', username: 'Haruka H' });
    expect(written).toEqual(['posted-login=; Path=/; Max-Age=0; SameSite=Strict']);
  });

  it('is nothing without the cookie', () => {
    const { doc, written } = cookieDocument('signed-in=1');
    expect(takePostedLogin(doc)).toBeUndefined();
    expect(written).toEqual([]);
  });

  it.each([
    ['an unknown role', 'root%3Aadmin'],
    ['no role', 'admin'],
    ['an empty username', 'user%3A%20'],
    ['a control character', 'user%3Aad%0Amin'],
    ['a username longer than any account has', `user%3A${'a'.repeat(65)}`],
    ['a value that does not decode', 'user%3A%E0%A4%A'],
  ])('is refused, and removed, with %s', (_name, value) => {
    const { doc, written } = cookieDocument(`posted-login=${value}`);
    expect(takePostedLogin(doc)).toBeUndefined();
    expect(written).toHaveLength(1);
  });
});

afterEach(() => localStorage.clear());

describe('a username a self-posted login asked to remember', () => {
  it('is kept as the login page keeps it, the cookie removed and the first view turned off', () => {
    const { doc, written } = cookieDocument('signed-in=1; remembered-username=Haruka%20H');
    keepPostedRemember('zh-CN', doc);
    expect(readStored(REMEMBERED_USERNAME_KEY)).toBe('Haruka H');
    expect(written).toEqual([
      'remembered-username=; Path=/; Max-Age=0; SameSite=Strict',
      'first-view=off; Path=/login; Max-Age=31536000; SameSite=Lax',
    ]);
  });

  it('does nothing without the cookie', () => {
    const { doc, written } = cookieDocument('signed-in=1');
    keepPostedRemember('zh-CN', doc);
    expect(readStored(REMEMBERED_USERNAME_KEY)).toBeUndefined();
    expect(written).toEqual([]);
  });

  it.each([
    ['empty', ''],
    ['malformed', '%E0%A4%A'],
    ['too long', 'x'.repeat(65)],
    ['a control character', 'ad%00min'],
  ])('removes a cookie that is %s, and keeps nothing', (_name, value) => {
    const { doc, written } = cookieDocument(`remembered-username=${value}`);
    keepPostedRemember('zh-CN', doc);
    expect(readStored(REMEMBERED_USERNAME_KEY)).toBeUndefined();
    expect(written).toEqual(['remembered-username=; Path=/; Max-Age=0; SameSite=Strict']);
  });
});
