import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SiteContext, type SiteContextValue } from '../../lib/site-context';
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

function renderForm(site: SiteContextValue, props: { campaign?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const start = site.area === 'dmg' ? (site.layout === 'mobile' ? '/dmg/m' : '/dmg') : '/home';
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[start]}>
        <SiteContext.Provider value={site}>
          <Routes>
            <Route path="/home" element={<PreregistrationForm {...props} />} />
            <Route path="/dmg" element={<PreregistrationForm {...props} />} />
            <Route path="/dmg/m" element={<PreregistrationForm {...props} />} />
            <Route path="/dmg/register-complete" element={<p>complete page</p>} />
            <Route path="/dmg/register-completed" element={<p>completed page</p>} />
            <Route path="/dmg/m/register-complete" element={<p>mobile complete page</p>} />
          </Routes>
        </SiteContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), input: screen.getByLabelText('メールアドレス') };
}

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
    expect(screen.getByTestId('preregistration-done')).toHaveAttribute('role', 'status');
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
});
