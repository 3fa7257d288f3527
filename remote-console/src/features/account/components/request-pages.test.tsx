import { StateProvider, pageTitleAtom, readAtom } from '@site/shared/core';
import { setConsoleLocale } from '@site/shared/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { loadConsoleTexts } from '../../../i18n/texts';
import ForgotPasswordPage from './forgot-password-page';
import RegisterPage from './register-page';
import ResetPasswordPage from './reset-password-page';

jest.mock('../../../components/toaster', () => ({ notify: () => undefined }));

type Answer = { status: number; json: unknown };
let requests: { url: string; body: unknown }[];
let answer: Answer;

function renderAt(address: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>login page</p> },
      { path: '/login/register', element: <RegisterPage /> },
      { path: '/login/forgot', element: <ForgotPasswordPage /> },
      { path: '/login/reset', element: <ResetPasswordPage /> },
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

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeAll(async () => {
  await setConsoleLocale('en-US');
  await loadConsoleTexts(['login'], 'en-US');
});

beforeEach(() => {
  requests = [];
  answer = { status: 200, json: { code: 0, msg: 'ok', data: { received: true } } };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(answer.json), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
});

describe('the registration page', () => {
  it('names every field to fix, at the field, and sends nothing', () => {
    renderAt('/login/register');
    fill('Username', 'a b');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Use 3 to 32 letters, digits, ".", "_" or "-", starting with a letter or digit',
    );
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Enter your name');
    expect(screen.getByLabelText('Work e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      // The problem first, then the rule.
      'Enter a password At least 10 characters; a few unrelated words make a good one.',
    );
    expect(requests).toEqual([]);
  });

  it('sends the request and says what happens next; the password goes to the server only', async () => {
    renderAt('/login/register');
    fill('Username', 'mika.s');
    fill('Your name', ' Mika Sato ');
    fill('Work e-mail', 'mika@astrea.example');
    fill('Password', 'violet comet 42');
    fill('Repeat the password', 'violet comet 42');
    fill('Team and reason (optional)', 'Player support');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send request' })));
    expect(requests).toEqual([
      {
        url: '/api/user/register',
        body: {
          username: 'mika.s',
          name: 'Mika Sato',
          email: 'mika@astrea.example',
          password: 'violet comet 42',
          note: 'Player support',
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Once it is approved, sign in with the username');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's refusal of a common password at the field", async () => {
    answer = {
      status: 400,
      json: {
        code: 40000,
        msg: 'body.password is on a list of commonly used passwords: choose one that is harder to guess',
        data: null,
      },
    };
    renderAt('/login/register');
    fill('Username', 'mika.s');
    fill('Your name', 'Mika');
    fill('Work e-mail', 'mika@astrea.example');
    fill('Password', 'password123');
    fill('Repeat the password', 'password123');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send request' })));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'This password is too common: choose one that is harder to guess At least 10 characters; a few unrelated words make a good one.',
    );
  });

  it('is a real form the browser posts before the script runs, and reads its answer', () => {
    renderAt('/login/register?error=email');
    const form = screen.getByRole('button', { name: 'Send request' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/user/register');
    expect(screen.getByLabelText('Work e-mail')).toHaveAccessibleDescription(
      'Enter a valid e-mail address, such as name@example.com',
    );
  });

  it('shows the sent state after a post without JavaScript (?sent=1)', () => {
    renderAt('/login/register?sent=1');
    expect(screen.getByRole('heading', { name: 'Request sent' })).toBeInTheDocument();
  });
});

describe('the forgotten-password and reset pages', () => {
  it('send the username and say the same whatever the accounts are', async () => {
    renderAt('/login/forgot');
    fill('Your username', ' user ');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send request' })));
    expect(requests).toEqual([{ url: '/api/user/forgot-password', body: { username: 'user' } }]);
    expect(await screen.findByRole('status')).toHaveTextContent('If the username belongs to an account');
    expect(screen.getByRole('link', { name: 'I have a reset code' })).toHaveAttribute('href', '/login/reset');
  });

  it('change the password with a code, and show a refused code', async () => {
    answer = {
      status: 400,
      json: { code: 40000, msg: 'This reset code is not valid or has expired', data: null },
    };
    renderAt('/login/reset');
    fill('Reset code', 'abcd-efgh-jkmn-pqrs');
    fill('New password', 'violet comet 42');
    fill('Repeat the password', 'violet comet 42');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
    expect(requests[0]).toEqual({
      url: '/api/user/reset-password',
      body: { code: 'abcd-efgh-jkmn-pqrs', newPassword: 'violet comet 42' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This reset code is not valid or has expired');

    answer = { status: 200, json: { code: 0, msg: 'ok', data: { revokedSessions: 2 } } };
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change password' })));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
  });

  it('reads a refused code and a limit after a post without JavaScript', () => {
    renderAt('/login/reset?error=code-invalid');
    expect(screen.getByLabelText('Reset code')).toHaveAccessibleDescription(
      'This reset code is not valid or has expired',
    );
  });
});

describe('the request pages', () => {
  it.each(['/login/register', '/login/forgot', '/login/reset'])(
    'give the host the title of %s in the console language, its heading',
    async (address) => {
      renderAt(address);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(readAtom(pageTitleAtom)).toEqual({ pathname: address, title: heading.textContent });
    },
  );
});
