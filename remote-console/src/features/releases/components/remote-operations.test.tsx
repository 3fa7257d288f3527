import { fireEvent, screen, within } from '@testing-library/react';
import { type Call, fakeServer, ok, renderMonitorPart, useEnglish } from './monitor-test-kit';
import { RemoteOperations } from './remote-operations';

const BASE = '/api/admin/remotes/player';
let calls: Call[];

beforeAll(useEnglish);

beforeEach(() => {
  calls = fakeServer({
    [`GET ${BASE}/releases?page=1&pageSize=10`]: () =>
      ok({
        name: 'player',
        items: [
          {
            id: 2,
            version: '0.2.0',
            live: true,
            releasedAt: '2026-04-21T09:00:00.000Z',
            releasedBy: 'admin',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 10,
        liveVersion: '0.2.0',
      }),
    [`GET ${BASE}/keys`]: () => ok([]),
    [`GET ${BASE}/canary`]: () => ok({ running: null, recent: [] }),
    [`GET ${BASE}/audit?page=1&pageSize=20`]: () => ok({ items: [], total: 0, page: 1, pageSize: 20 }),
  });
});

describe('the release operations of a remote', () => {
  it('shows the history first, and asks for another tab’s data only once it is opened', async () => {
    renderMonitorPart(<RemoteOperations name="player" />);
    const remote = screen.getByRole('region', { name: 'player' });
    const tabs = within(remote).getByRole('tablist', { name: 'Release operations of player' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Releases', 'Health', 'Stored', 'Keys', 'Audit']);
    expect(await within(remote).findByRole('cell', { name: '0.2.0' })).toBeInTheDocument();
    expect(within(remote).getByRole('heading', { level: 3, name: 'Releases of player' })).toBeInTheDocument();
    // The canary sits above the tabs, with the audit's first page for the guard's recent rollbacks.
    expect(await within(remote).findByText('No canary is running.')).toBeInTheDocument();
    expect(
      calls
        .map((call) => call.url)
        .filter((url) => url.startsWith(BASE) && !/\/(releases|canary|audit)\b/.test(url)),
    ).toEqual([]);

    fireEvent.click(within(tabs).getByRole('tab', { name: 'Keys' }));
    expect(await within(remote).findByText(/No deploy keys yet/)).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain(`${BASE}/keys`);
    expect(calls.map((call) => call.url).some((url) => url.includes('/health'))).toBe(false);
  });
});
