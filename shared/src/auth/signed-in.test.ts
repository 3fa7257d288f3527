import { apiRequest } from '../api/client';
import { appStore } from '../state/store';
import { isLoggedInAtom, isSignedIn, markSignedIn, markSignedOut } from './signed-in';

function answer(status: number, json: unknown) {
  globalThis.fetch = jest.fn(
    async () =>
      new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } }),
  ) as typeof fetch;
}

/** What the server's Set-Cookie does in a browser. */
function serverSets(cookie: string) {
  document.cookie = cookie;
}

beforeEach(() => {
  localStorage.clear();
  markSignedOut();
});

describe('the signed-in mark', () => {
  it('follows the cookie the server sets beside the session, which holds no secret', () => {
    serverSets('signed-in=1; Path=/');
    markSignedIn();
    expect(isSignedIn()).toBe(true);
    markSignedOut();
    expect(isSignedIn()).toBe(false);
    expect(document.cookie).not.toContain('signed-in=1');
  });

  it('reads the cookie again when the tab comes back into view (a login or logout in another tab)', () => {
    serverSets('signed-in=1; Path=/');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(appStore.get(isLoggedInAtom)).toBe(true);
    serverSets('signed-in=; Path=/; Max-Age=0');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(appStore.get(isLoggedInAtom)).toBe(false);
  });

  it('removes a session token an earlier release left in local storage', () => {
    localStorage.setItem('token', 'left-by-an-old-release');
    jest.isolateModules(() => {
      require('./signed-in');
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('is cleared when the server says the session is gone', async () => {
    serverSets('signed-in=1; Path=/');
    markSignedIn();
    answer(401, { code: 50008, msg: 'Not logged in', data: null });
    await expect(apiRequest('/api/user/info', { body: {} })).rejects.toThrow('Not logged in');
    expect(isSignedIn()).toBe(false);
  });

  it('sends no token: the session is the cookie the browser sends', async () => {
    answer(200, { code: 0, msg: 'ok', data: null });
    await apiRequest('/api/user/info', { body: {} });
    const init = (globalThis.fetch as jest.Mock).mock.calls[0][1] as RequestInit;
    expect(init.headers).not.toHaveProperty('authorization');
    expect(init.credentials ?? 'same-origin').toBe('same-origin');
  });
});
