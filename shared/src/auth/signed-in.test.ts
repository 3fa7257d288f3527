import { apiRequest } from '../api/client';
import { appStore } from '../state/store';
import { SIGNED_IN_STORAGE_KEY, isLoggedInAtom, isSignedIn, markSignedIn, markSignedOut } from './signed-in';

function answer(status: number, json: unknown) {
  globalThis.fetch = jest.fn(
    async () =>
      new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } }),
  ) as typeof fetch;
}

beforeEach(() => {
  localStorage.clear();
  markSignedOut();
});

describe('the signed-in mark', () => {
  it('is kept across pages, and is no secret', () => {
    markSignedIn();
    expect(isSignedIn()).toBe(true);
    expect(localStorage.getItem(SIGNED_IN_STORAGE_KEY)).toBe('1');
    markSignedOut();
    expect(localStorage.getItem(SIGNED_IN_STORAGE_KEY)).toBeNull();
  });

  it('removes a session token an earlier release left in local storage', () => {
    localStorage.setItem('token', 'left-by-an-old-release');
    jest.isolateModules(() => {
      require('./signed-in');
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('follows a login or logout in another tab', () => {
    markSignedIn();
    localStorage.removeItem(SIGNED_IN_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_IN_STORAGE_KEY }));
    expect(appStore.get(isLoggedInAtom)).toBe(false);
    localStorage.setItem(SIGNED_IN_STORAGE_KEY, '1');
    window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_IN_STORAGE_KEY }));
    expect(appStore.get(isLoggedInAtom)).toBe(true);
  });

  it('is cleared when the server says the session is gone', async () => {
    markSignedIn();
    answer(401, { code: 50008, msg: 'Not logged in', data: null });
    await expect(apiRequest('/api/user/info', { body: {} })).rejects.toThrow('Not logged in');
    expect(isSignedIn()).toBe(false);
  });

  it('sends no token: the session is the cookie the browser sends', async () => {
    markSignedIn();
    answer(200, { code: 0, msg: 'ok', data: null });
    await apiRequest('/api/user/info', { body: {} });
    const init = (globalThis.fetch as jest.Mock).mock.calls[0][1] as RequestInit;
    expect(init.headers).not.toHaveProperty('authorization');
    expect(init.credentials ?? 'same-origin').toBe('same-origin');
  });
});
