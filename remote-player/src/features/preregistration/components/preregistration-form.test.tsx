import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SiteContext, type SiteContextValue } from '../../../lib/site-context';
import { PreregistrationForm } from './preregistration-form';

type FetchMock = jest.Mock<Promise<Partial<Response>>, [RequestInfo | URL, RequestInit?]>;

function answer(body: unknown, status = 200): Partial<Response> {
  return { status, ok: status < 400, json: async () => body };
}

function mockFetch(...responses: Partial<Response>[]): FetchMock {
  const mock: FetchMock = jest.fn();
  for (const response of responses) mock.mockResolvedValueOnce(response);
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

function sentBody(mock: FetchMock, call = 0): unknown {
  const init = mock.mock.calls[call]?.[1];
  return JSON.parse(String(init?.body));
}

/** The address the router is at, as a visitor would read it in the address bar. */
function Address() {
  const { pathname, search, hash } = useLocation();
  return <p aria-label="address">{`${pathname}${search}${hash}`}</p>;
}

function formTree(site: SiteContextValue, props: { campaign?: string }, address?: string): ReactNode {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const start = address ?? (site.area === 'dmg' ? (site.layout === 'mobile' ? '/dmg/m' : '/dmg') : '/home');
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[start]}>
        <SiteContext.Provider value={site}>
          <Routes>
            <Route path="/home" element={<PreregistrationForm {...props} />} />
            <Route path="/home/m/isXYQ" element={<PreregistrationForm {...props} />} />
            <Route path="/dmg" element={<PreregistrationForm {...props} />} />
            <Route path="/dmg/m" element={<PreregistrationForm {...props} />} />
            <Route path="/dmg/register-complete" element={<p>complete page</p>} />
            <Route path="/dmg/register-completed" element={<p>completed page</p>} />
            <Route path="/dmg/m/register-complete" element={<p>mobile complete page</p>} />
          </Routes>
          <Address />
        </SiteContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

function renderForm(site: SiteContextValue, props: { campaign?: string } = {}, address?: string) {
  render(formTree(site, props, address));
  return { user: userEvent.setup(), input: screen.queryByLabelText('メールアドレス') as HTMLInputElement };
}

const submitButton = () => screen.getByRole('button', { name: '事前登録する' });
const formOf = (element: HTMLElement) => element.closest('form') as HTMLFormElement;

const ok = (alreadyRegistered: boolean) =>
  answer({ code: 0, msg: 'ok', data: { registered: true, alreadyRegistered } });

describe('PreregistrationForm', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('asks for an address when the field is empty, and sends nothing', async () => {
    const fetchMock = mockFetch();
    const { user, input } = renderForm({ area: 'home', layout: 'pc' });
    await user.click(screen.getByRole('button', { name: '事前登録する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('メールアドレスを入力してください');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an address of the wrong shape in Japanese', async () => {
    const fetchMock = mockFetch();
    const { user, input } = renderForm({ area: 'home', layout: 'pc' });
    for (const bad of ['astrea', 'astrea@', 'astrea@example', 'a b@example.com']) {
      await user.clear(input);
      await user.type(input, bad);
      await user.click(screen.getByRole('button', { name: '事前登録する' }));
      expect(screen.getByRole('alert')).toHaveTextContent('メールアドレスの形式が正しくありません');
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears the message as soon as the address is edited', async () => {
    mockFetch();
    const { user, input } = renderForm({ area: 'home', layout: 'pc' });
    await user.click(screen.getByRole('button', { name: '事前登録する' }));
    expect(screen.getByRole('alert')).toHaveTextContent('メールアドレスを入力してください');
    await user.type(input, 'a');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('posts email, platform and source to /customer/MailCol and shows the success state', async () => {
    const fetchMock = mockFetch(ok(false));
    const { user, input } = renderForm({ area: 'home', layout: 'pc' });
    await user.type(input, '  player@example.com ');
    await user.click(screen.getByRole('button', { name: '事前登録する' }));

    expect(await screen.findByText('事前登録が完了しました')).toBeInTheDocument();
    // Named by its title and given the focus: a screen reader says what happened.
    const done = screen.getByRole('status', { name: '事前登録が完了しました' });
    expect(done).toHaveAccessibleDescription(
      'サービス開始時に、ご登録のメールアドレスへお知らせをお送りします。',
    );
    expect(done).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/customer/MailCol');
    expect(init?.method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({ email: 'player@example.com', platform: 'pc', source: 'home' });
    expect(screen.queryByLabelText('メールアドレス')).not.toBeInTheDocument();
  });

  it('says "registered already" for a repeat', async () => {
    mockFetch(ok(true));
    const { user, input } = renderForm({ area: 'home', layout: 'pc' });
    await user.type(input, 'again@example.com');
    await user.click(screen.getByRole('button', { name: '事前登録する' }));
    expect(await screen.findByText('登録済みです')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '別のメールアドレスで登録する' }));
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('');
  });

  it('sends the phone platform and the campaign code', async () => {
    const fetchMock = mockFetch(ok(false));
    const { user, input } = renderForm({ area: 'home', layout: 'mobile' }, { campaign: 'xyq2026' });
    await user.type(input, 'phone@example.com');
    await user.click(screen.getByRole('button', { name: '事前登録する' }));
    await screen.findByText('事前登録が完了しました');
    expect(sentBody(fetchMock)).toEqual({
      email: 'phone@example.com',
      platform: 'mobile',
      source: 'home',
      campaign: 'xyq2026',
    });
  });

  it('goes to register-complete under /dmg, and to register-completed for a repeat', async () => {
    const fetchMock = mockFetch(ok(false));
    const { user, input } = renderForm({ area: 'dmg', layout: 'pc' });
    await user.type(input, 'dmm@example.com');
    await user.click(screen.getByRole('button', { name: '事前登録する' }));
    expect(await screen.findByText('complete page')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({ email: 'dmm@example.com', platform: 'pc', source: 'dmg' });
  });

  it('goes to the completed page when the address was registered before (dmg)', async () => {
    mockFetch(ok(true));
    const { user, input } = renderForm({ area: 'dmg', layout: 'pc' });
    await user.type(input, 'dmm@example.com');
    await user.click(screen.getByRole('button', { name: '事前登録する' }));
    expect(await screen.findByText('completed page')).toBeInTheDocument();
  });

  it('sends a double click once, and the new player lands on register-complete', async () => {
    const fetchMock = mockFetch(ok(false), ok(true));
    const { user, input } = renderForm({ area: 'dmg', layout: 'pc' });
    await user.type(input, 'double@example.com');
    // Both clicks of one burst, before the page has redrawn the button as busy.
    act(() => {
      submitButton().click();
      submitButton().click();
    });
    expect(await screen.findByText('complete page')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stays in the phone layout under /dmg/m', async () => {
    const fetchMock = mockFetch(ok(false));
    const { user, input } = renderForm({ area: 'dmg', layout: 'mobile' });
    await user.type(input, 'dmm-phone@example.com');
    await user.click(screen.getByRole('button', { name: '事前登録する' }));
    expect(await screen.findByText('mobile complete page')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toMatchObject({ platform: 'mobile', source: 'dmg' });
  });

  it('shows a Japanese message when the server fails, and keeps the address', async () => {
    mockFetch(answer({ code: 50000, msg: 'Internal error', data: null }, 500));
    const { user, input } = renderForm({ area: 'home', layout: 'pc' });
    await user.type(input, 'player@example.com');
    await user.click(screen.getByRole('button', { name: '事前登録する' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        '送信に失敗しました。時間をおいてもう一度お試しください。',
      ),
    );
    expect(input).toHaveValue('player@example.com');
  });

  it('tells the player to wait when rate limited', async () => {
    mockFetch(answer({ code: 42900, msg: 'Too many requests', data: null }, 429));
    const { user, input } = renderForm({ area: 'home', layout: 'pc' });
    await user.type(input, 'player@example.com');
    await user.click(screen.getByRole('button', { name: '事前登録する' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('送信が集中しています'));
  });

  it('lets nothing it handles reach the browser as a plain form post', async () => {
    mockFetch(ok(false));
    const { user, input } = renderForm({ area: 'home', layout: 'pc' });
    const plain: boolean[] = [];
    const listener = (event: Event) => plain.push(!event.defaultPrevented);
    window.addEventListener('submit', listener);
    try {
      await user.type(input, 'player@example.com{Enter}');
      await screen.findByText('事前登録が完了しました');
    } finally {
      window.removeEventListener('submit', listener);
    }
    expect(plain).toEqual([false]);
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\/home$/);
  });
});

describe('PreregistrationForm before its script runs', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('is a real form: the browser posts the address, layout, area and page to /customer/MailCol', () => {
    renderForm({ area: 'home', layout: 'mobile' }, { campaign: 'xyq2026' }, '/home/m/isXYQ');
    const form = formOf(submitButton());
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/customer/MailCol');
    expect(submitButton()).toBeEnabled();
    expect(Object.fromEntries(new FormData(form))).toEqual({
      email: '',
      platform: 'mobile',
      source: 'home',
      campaign: 'xyq2026',
      return: '/home/m/isXYQ',
    });
  });

  it('sends no campaign field on a page without one', () => {
    renderForm({ area: 'dmg', layout: 'pc' });
    expect(Object.fromEntries(new FormData(formOf(submitButton())))).toEqual({
      email: '',
      platform: 'pc',
      source: 'dmg',
      return: '/dmg',
    });
  });

  it('keeps what was typed before the page became interactive, and sends it', async () => {
    const fetchMock = mockFetch(ok(false));
    const site: SiteContextValue = { area: 'home', layout: 'pc' };
    const container = document.createElement('div');
    container.innerHTML = renderToString(formTree(site, {}));
    document.body.append(container);
    // The visitor types into the server's markup while the scripts still load.
    const early = container.querySelector('input[name="email"]') as HTMLInputElement;
    early.focus();
    early.value = 'early@example.com';
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, formTree(site, {}), { onRecoverableError: (error) => mismatches.push(error) }),
    );
    try {
      const input = screen.getByLabelText('メールアドレス');
      expect(mismatches).toEqual([]);
      expect(input).toBe(early);
      expect(input).toHaveValue('early@example.com');
      expect(input).toHaveFocus();
      await userEvent.setup().keyboard('{Enter}');
      expect(await screen.findByText('事前登録が完了しました')).toBeInTheDocument();
      expect(sentBody(fetchMock)).toEqual({ email: 'early@example.com', platform: 'pc', source: 'home' });
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it.each([
    ['registered', '事前登録が完了しました'],
    ['already', '登録済みです'],
  ])('shows the result of a post without JavaScript (?preregistration=%s)', (value, title) => {
    renderForm({ area: 'home', layout: 'pc' }, {}, `/home?preregistration=${value}`);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(title);
    expect(status).toHaveAttribute('id', 'preregistration');
    // The #preregistration fragment brings it into view; it does not take the focus from where the visitor is.
    expect(status).not.toHaveFocus();
    expect(screen.queryByLabelText('メールアドレス')).not.toBeInTheDocument();
  });

  it.each([
    ['invalid', 'メールアドレスの形式が正しくありません'],
    ['required', 'メールアドレスを入力してください'],
    ['too-long', 'メールアドレスが長すぎます（254文字以内）'],
    ['too-many', '送信が集中しています。しばらくしてからもう一度お試しください。'],
  ])(
    'shows the problem with a post without JavaScript (?preregistration=%s) on the form',
    (value, message) => {
      renderForm({ area: 'dmg', layout: 'pc' }, {}, `/dmg?preregistration=${value}`);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(formOf(submitButton())).toHaveAttribute('id', 'preregistration');
      expect(screen.getByLabelText('メールアドレス')).toHaveAttribute('aria-invalid', 'true');
    },
  );

  it('shows nothing for a value it does not know', () => {
    renderForm({ area: 'home', layout: 'pc' }, {}, '/home?preregistration=<b>hi</b>');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers another address from a result page, as a link-like form that works without JavaScript', async () => {
    const { user } = renderForm({ area: 'home', layout: 'pc' }, {}, '/home?preregistration=registered');
    const again = screen.getByRole('button', { name: '別のメールアドレスで登録する' });
    expect(formOf(again)).toHaveAttribute('method', 'get');
    expect(formOf(again)).toHaveAttribute('action', '/home#preregistration');
    await user.click(again);
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('');
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\/home#preregistration$/);
  });
});
