import { appStore } from '@site/shared';
import { setConsoleLocale } from '@site/shared/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { loadConsoleTexts } from '../../i18n/texts';
import { REMEMBERED_USERNAME_KEY } from '../../state/storage';
import LoginPage, { safeRedirect } from './login-page';

// The toaster is the edge here: its view is the UI system's, which the login page itself never loads.
const notifications: [string, string][] = [];
jest.mock('../../components/toaster', () => ({
  notify: (type: string, title: string) => notifications.push([type, title]),
}));

type Answer = { status: number; json: unknown };
let requests: { url: string; body: unknown }[];
let answer: Answer;

const ok = (data: unknown): Answer => ({ status: 200, json: { code: 0, msg: 'ok', data } });

function renderLogin(address = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/dashboard/workplace', element: <p>workplace page</p> },
      { path: '/list/search-table', element: <p>search table page</p> },
    ],
    { initialEntries: [address] },
  );
  render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const username = () => screen.getByRole('textbox', { name: 'Username' });
const password = () => screen.getByLabelText('Password');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

beforeAll(async () => {
  await setConsoleLocale('en-US');
  await loadConsoleTexts(['login'], 'en-US');
});

beforeEach(() => {
  localStorage.clear();
  notifications.length = 0;
  requests = [];
  answer = ok({ token: 'token-1', role: 'admin' });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(answer.json), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
});

describe('the login form', () => {
  it('names both empty fields, marks them invalid and sends nothing', () => {
    renderLogin();
    submit();
    expect(screen.getByText('Username cannot be empty')).toBeTruthy();
    expect(screen.getByText('Password cannot be empty')).toBeTruthy();
    expect(username().getAttribute('aria-invalid')).toBe('true');
    expect(username().getAttribute('aria-describedby')).toBe(screen.getByText('Username cannot be empty').id);
    expect(requests).toEqual([]);

    fireEvent.change(username(), { target: { value: 'admin' } });
    submit();
    expect(screen.queryByText('Username cannot be empty')).toBeNull();
    expect(screen.getByText('Password cannot be empty')).toBeTruthy();
  });

  it('signs in, remembers only the username, welcomes and goes where the user asked', async () => {
    renderLogin('/login?redirect=%2Flist%2Fsearch-table');
    fireEvent.change(username(), { target: { value: ' admin ' } });
    fireEvent.change(password(), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember username' }));
    submit();

    expect(await screen.findByText('search table page')).toBeTruthy();
    expect(requests).toEqual([
      { url: '/api/user/login', body: { username: 'admin', password: 'secret-pass' } },
    ]);
    expect(JSON.parse(localStorage.getItem(REMEMBERED_USERNAME_KEY) ?? 'null')).toBe('admin');
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret-pass');
    // The session is the server's HttpOnly cookie: the token in the answer is kept nowhere a script can read.
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('token-1');
    expect(document.cookie).not.toContain('token-1');
    expect(localStorage.getItem('signed-in')).toBe('1');
    expect(notifications).toEqual([['success', 'welcome to use']]);
  });

  it('fills in a remembered username and forgets it when the box is cleared', async () => {
    localStorage.setItem(REMEMBERED_USERNAME_KEY, JSON.stringify('editor'));
    const router = renderLogin();
    expect((username() as HTMLInputElement).value).toBe('editor');
    const remember = screen.getByRole('checkbox', { name: 'Remember username' }) as HTMLInputElement;
    expect(remember.checked).toBe(true);

    fireEvent.click(remember);
    fireEvent.change(password(), { target: { value: 'pw' } });
    submit();
    expect(await screen.findByText('workplace page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/workplace');
    expect(localStorage.getItem(REMEMBERED_USERNAME_KEY)).toBeNull();
  });

  it("shows the server's message when the pair is refused, and stays", async () => {
    answer = { status: 200, json: { code: 40001, msg: 'Wrong username or password', data: null } };
    const router = renderLogin();
    fireEvent.change(username(), { target: { value: 'admin' } });
    fireEvent.change(password(), { target: { value: 'nope' } });
    await act(async () => submit());

    expect((await screen.findByRole('alert')).textContent).toBe('Wrong username or password');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('signed-in')).toBeNull();
    expect(notifications).toEqual([['error', 'Wrong username or password']]);
  });
});

describe('safeRedirect', () => {
  it('keeps a path on this site and refuses anything that leaves it or loops back', () => {
    expect(safeRedirect('/list/search-table?page=2')).toBe('/list/search-table?page=2');
    expect(safeRedirect(null)).toBe('/dashboard/workplace');
    expect(safeRedirect('https://evil.example/')).toBe('/dashboard/workplace');
    expect(safeRedirect('//evil.example/')).toBe('/dashboard/workplace');
    expect(safeRedirect('/\\evil.example')).toBe('/dashboard/workplace');
    expect(safeRedirect('/login?redirect=/x')).toBe('/dashboard/workplace');
  });
});
