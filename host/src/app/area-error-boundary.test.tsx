import { toRouteObjects } from '@site/shared/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import '../i18n/host-texts';
import { hostAreaRoute } from '../router/create-app-router';
import { AreaErrorBoundary } from './area-error-boundary';

let shouldThrow = true;

function FlakyPage() {
  if (shouldThrow) throw new Error('render failed');
  return <h1>遊び方</h1>;
}

function TermsPage() {
  return <h1>利用規約</h1>;
}

function setup() {
  const player = toRouteObjects(
    [
      {
        name: 'home-play',
        path: '/home/play',
        kind: 'pc',
        meta: {},
        page: async () => ({ default: FlakyPage }),
      },
    ],
    'player',
  );
  const legalPages = toRouteObjects(
    [
      {
        name: 'user',
        path: '/user',
        kind: 'public',
        meta: {},
        page: async () => ({ default: TermsPage }),
      },
    ],
    'legal',
  );
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        ErrorBoundary: AreaErrorBoundary,
        children: [hostAreaRoute('player', player), hostAreaRoute('legal', legalPages)],
      },
    ],
    { initialEntries: ['/home/play'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('a remote page that throws while rendering', () => {
  beforeEach(() => {
    shouldThrow = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('shows the Japanese fallback in its own area, other areas keep working, and retry recovers', async () => {
    const router = setup();
    expect(await screen.findByRole('heading', { name: 'ページを表示できませんでした' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'ja');

    await router.navigate('/user');
    expect(await screen.findByRole('heading', { name: '利用規約' })).toBeInTheDocument();

    await router.navigate('/home/play');
    const retry = await screen.findByRole('button', { name: '再読み込み' });
    shouldThrow = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: '遊び方' })).toBeInTheDocument();
  });
});
