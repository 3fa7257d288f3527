import { toRouteObjects } from '@site/shared/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import '../i18n/host-texts';
import { areaRoute } from '../router/create-app-router';
import { AreaErrorBoundary } from './area-error-boundary';

let shouldThrow = true;

function FlakyPage() {
  if (shouldThrow) throw new Error('render failed');
  return <h1>遊び方</h1>;
}

function ConsolePage() {
  return <h1>Workplace</h1>;
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
  const consolePages = toRouteObjects(
    [
      {
        name: 'workplace',
        path: '/workplace',
        kind: 'public',
        meta: {},
        page: async () => ({ default: ConsolePage }),
      },
    ],
    'console',
  );
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        ErrorBoundary: AreaErrorBoundary,
        children: [areaRoute('player', player), areaRoute('console', consolePages)],
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

    await router.navigate('/workplace');
    expect(await screen.findByRole('heading', { name: 'Workplace' })).toBeInTheDocument();

    await router.navigate('/home/play');
    const retry = await screen.findByRole('button', { name: '再読み込み' });
    shouldThrow = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: '遊び方' })).toBeInTheDocument();
  });
});
