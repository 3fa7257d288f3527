import { StateProvider, isSignedIn, markSignedIn, markSignedOut, writeAtom } from '@site/shared/core';
import { setConsoleLocale } from '@site/shared/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, RouterProvider, Routes, createMemoryRouter } from 'react-router-dom';
import { loadConsoleTexts } from '../../../i18n/texts';
import { signedOutAtom } from '../../../state/session';
import { REMEMBERED_USERNAME_KEY } from '../../../state/storage';
import LoginPage, { safeRedirect } from './login-page';

// The toaster is the edge here: its view is the UI system's, which the login page itself never loads.
const notifications: [string, string][] = [];
jest.mock('../../../components/toaster', () => ({
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
    <StateProvider>
      <RouterProvider router={router} />
    </StateProvider>,
  );
  return router;
}

const loginForm = () => screen.getByRole('button', { name: 'Login' }).closest('form') as HTMLFormElement;
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
  // As the server answers a browser's login: no token, the session is its HttpOnly cookie.
  answer = ok({ expiresAt: '2030-01-08T00:00:00.000Z', role: 'admin' });
  // Signed out, as a page opens without a session (an earlier test signed in).
  markSignedOut();
  writeAtom(signedOutAtom, false);
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    // As the server's answer to a login does: the signed-in mark beside the (HttpOnly) session cookie.
    if (String(input) === '/api/user/login' && (answer.json as { code: number }).code === 0) {
      document.cookie = 'signed-in=1; Path=/';
    }
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
    // A browser's login asks for no bearer token: the session stays in the cookie no script reads.
    expect(requests).toEqual([
      { url: '/api/user/login', body: { username: 'admin', password: 'secret-pass' } },
    ]);
    expect(JSON.parse(localStorage.getItem(REMEMBERED_USERNAME_KEY) ?? 'null')).toBe('admin');
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret-pass');
    expect(isSignedIn()).toBe(true);
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
    expect(isSignedIn()).toBe(false);
    expect(notifications).toEqual([['error', 'Wrong username or password']]);
  });

  it.each([
    [
      'a value no account can have (control characters)',
      {
        status: 400,
        json: {
          code: 40000,
          msg: 'body.username must not contain control characters',
          data: null,
          errors: [{ in: 'body', field: 'username', rule: 'pattern' }],
        },
      },
      'Wrong username or password',
    ],
    [
      'a server fault',
      { status: 500, json: { code: 50000, msg: 'Internal server error', data: null } },
      'Login error, refresh and try again',
    ],
    ['an answer that is not the API', { status: 502, json: '<html>' }, 'Login error, refresh and try again'],
    [
      'too many tries',
      { status: 429, json: { code: 42900, msg: 'Too many login attempts, try again in 42 s', data: null } },
      'Too many login attempts, try again in 42 s',
    ],
  ])('says what a refusal means to the visitor: %s', async (_name, refusal, shown) => {
    answer = refusal;
    renderLogin();
    fireEvent.change(username(), { target: { value: 'admin' } });
    fireEvent.change(password(), { target: { value: 'nope' } });
    await act(async () => submit());
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
    expect(notifications).toEqual([['error', shown]]);
  });

  it('says "Login error, refresh and try again" when the server cannot be reached', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    renderLogin();
    fireEvent.change(username(), { target: { value: 'admin' } });
    fireEvent.change(password(), { target: { value: 'admin' } });
    await act(async () => submit());
    expect((await screen.findByRole('alert')).textContent).toBe('Login error, refresh and try again');
  });
});

describe('the login form before the page is interactive', () => {
  it('is a real form: the browser posts it to /api/user/login with the page to go back to', () => {
    renderLogin('/login?redirect=%2Flist%2Fsearch-table%3Fpage%3D2');
    const form = loginForm();
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/user/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    fireEvent.change(username(), { target: { value: 'admin' } });
    fireEvent.change(password(), { target: { value: 'pw' } });
    expect([...new FormData(form)]).toEqual([
      ['redirect', '/list/search-table?page=2'],
      ['username', 'admin'],
      ['password', 'pw'],
    ]);
  });

  it('sends no page to go back to when it was not given one', () => {
    renderLogin();
    expect([...new FormData(loginForm()).keys()]).toEqual(['username', 'password']);
  });

  it('keeps what was typed before the page became interactive, and an Enter sends it', async () => {
    const tree = (): ReactNode => (
      <StateProvider>
        <MemoryRouter initialEntries={['/login?redirect=%2Flist%2Fsearch-table']}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/list/search-table" element={<p>search table page</p>} />
          </Routes>
        </MemoryRouter>
      </StateProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.append(container);
    // Typed into the server's markup while the page's scripts still load.
    const early = {
      username: container.querySelector('input[name="username"]') as HTMLInputElement,
      password: container.querySelector('input[name="password"]') as HTMLInputElement,
    };
    early.username.value = 'admin';
    early.password.value = 'typed-early';
    early.password.focus();
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, tree(), { onRecoverableError: (error) => mismatches.push(error) }),
    );
    try {
      expect(mismatches).toEqual([]);
      expect(username()).toBe(early.username);
      expect(username()).toHaveValue('admin');
      expect(password()).toHaveValue('typed-early');
      expect(password()).toHaveFocus();
      await userEvent.setup().keyboard('{Enter}');
      expect(await screen.findByText('search table page')).toBeTruthy();
      expect(requests).toEqual([
        { url: '/api/user/login', body: { username: 'admin', password: 'typed-early' } },
      ]);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('lets nothing it handles reach the browser as a plain form post', async () => {
    renderLogin();
    const plain: boolean[] = [];
    const listener = (event: Event) => plain.push(!event.defaultPrevented);
    window.addEventListener('submit', listener);
    try {
      fireEvent.change(username(), { target: { value: 'admin' } });
      fireEvent.change(password(), { target: { value: 'pw' } });
      submit();
      expect(await screen.findByText('workplace page')).toBeTruthy();
    } finally {
      window.removeEventListener('submit', listener);
    }
    expect(plain).toEqual([false]);
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['username-required', 'Username cannot be empty', 'Username'],
    ['password-required', 'Password cannot be empty', 'Password'],
  ])('shows the answer to a post without JavaScript (?error=%s) at its field', (code, message, field) => {
    renderLogin(`/login?error=${code}&redirect=%2Flist%2Fcard`);
    const input = field === 'Username' ? username() : password();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('names both empty fields after a post without JavaScript (?error=credentials-required)', () => {
    renderLogin('/login?error=credentials-required');
    expect(username()).toHaveAccessibleDescription('Username cannot be empty');
    expect(password()).toHaveAccessibleDescription('Password cannot be empty');
    expect(username()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['wrong-credentials', 'Wrong username or password'],
    ['too-many', 'Too many login attempts, try again later'],
  ])('shows the answer to a post without JavaScript (?error=%s)', (code, message) => {
    renderLogin(`/login?error=${code}`);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(username()).not.toHaveAttribute('aria-invalid');
  });

  it('shows nothing for an error it does not know', () => {
    renderLogin('/login?error=%3Cb%3Ehi%3C%2Fb%3E');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(username()).not.toHaveAttribute('aria-invalid');
  });
});

describe('the login page for a staff member already signed in', () => {
  beforeEach(() => {
    document.cookie = 'signed-in=1; Path=/';
    markSignedIn();
  });

  it('goes on to where the page was asked to go back to, or the workplace', async () => {
    renderLogin('/login?redirect=%2Flist%2Fsearch-table');
    expect(await screen.findByText('search table page')).toBeTruthy();
    renderLogin('/login?redirect=%2F%2Fevil.example');
    expect(await screen.findByText('workplace page')).toBeTruthy();
  });

  it('stays for one who is logging out', async () => {
    writeAtom(signedOutAtom, true);
    renderLogin();
    await act(async () => undefined);
    expect(username()).toBeTruthy();
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
    // Browsers drop tabs and line breaks from an address: "/\t/evil.example" would become "//evil.example".
    expect(safeRedirect('/\t/evil.example')).toBe('/dashboard/workplace');
    expect(safeRedirect('/\n/evil.example')).toBe('/dashboard/workplace');
  });
});
