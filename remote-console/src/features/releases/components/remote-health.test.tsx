import type { HealthPoint, RemoteHealth as Health, VersionHealth } from '@site/contracts/api/rum';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Call, type Routes, fakeServer, ok, renderMonitorPart, useEnglish } from './monitor-test-kit';
import { RemoteHealth } from './remote-health';

// The charts draw on a canvas, which jsdom has not: they stand in as the images they are to assistive technology.
jest.mock('../../../components/charts/line-charts', () => ({
  TimeLineChart: ({ label, testId }: { label: string; testId: string }) => (
    <div role="img" aria-label={label} data-testid={testId} />
  ),
}));

const HEALTH = '/api/admin/remotes/player/health';

const figures = (version: string, over: Partial<VersionHealth> = {}): VersionHealth => ({
  version,
  pageViews: 1200,
  errorRate: 0.004,
  addresses: 640,
  addressErrorRate: 0.006,
  visitors: 700,
  loadFailures: 1,
  lcpP75: 1830.4,
  inpP75: 96,
  clsP75: 0.02,
  ...over,
});
const point = (minute: string, version: string, over: Partial<VersionHealth> = {}): HealthPoint => ({
  minute,
  ...figures(version, { pageViews: 20, ...over }),
});

const health = (over: Partial<Health> = {}): Health => ({
  name: 'player',
  minutes: 60,
  live: figures('0.2.0-live'),
  canary: figures('0.3.0-new', {
    pageViews: 300,
    errorRate: 0.12,
    addresses: 310,
    addressErrorRate: 0.1,
    visitors: 320,
    lcpP75: null,
    inpP75: null,
    clsP75: null,
  }),
  liveSinceRelease: figures('0.2.0-live', { pageViews: 48_000 }),
  series: [
    point('2026-04-21T09:00:00.000Z', '0.2.0-live'),
    point('2026-04-21T09:00:00.000Z', '0.3.0-new', { errorRate: 0.1 }),
    point('2026-04-21T09:01:00.000Z', '0.2.0-live'),
  ],
  dropped: [],
  ...over,
});

let routes: Routes;
let calls: Call[];

beforeAll(useEnglish);

beforeEach(() => {
  routes = { [`GET ${HEALTH}?minutes=60`]: () => ok(health()) };
  calls = fakeServer(routes);
});

const section = () => screen.getByRole('region', { name: 'Health of player' });
const comparison = () => within(section()).getByRole('region', { name: /live and canary side by side/ });
const rowOf = (label: string) => within(comparison()).getByRole('rowheader', { name: label }).closest('tr')!;

describe('the health of a remote', () => {
  it('puts the live version, the canary and the live version since its release side by side', async () => {
    renderMonitorPart(<RemoteHealth name="player" />);
    await within(section()).findByTestId('health-comparison');
    expect(
      within(comparison())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Figure', 'Live 0.2.0-live', 'Canary 0.3.0-new', 'Live since its release 0.2.0-live']);
    const cells = (label: string) =>
      within(rowOf(label))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Page views')).toEqual(['1,200', '300', '48,000']);
    expect(cells('Error rate')).toEqual(['0.4%', '12%', '0.4%']);
    // What the guard weighs: distinct addresses, and the share of them that saw an error.
    expect(cells('Addresses')).toEqual(['640', '310', '640']);
    expect(cells('Addresses with an error')).toEqual(['0.6%', '10%', '0.6%']);
    expect(cells('Visitors')).toEqual(['700', '320', '700']);
    expect(cells('p75 LCP')).toEqual(['1,830 ms', 'Not measured', '1,830 ms']);
    expect(cells('p75 CLS')).toEqual(['0.02', 'Not measured', '0.02']);
    // Each chart is an image named by what it shows, its figures being in the tables.
    expect(
      await within(section()).findByRole('img', {
        name: 'Error rate per minute of 0.2.0-live, 0.3.0-new, over 2 minutes with reports; the figures are in the table below.',
      }),
    ).toBeInTheDocument();
    expect(within(section()).getAllByRole('img')).toHaveLength(3);
  });

  it('lists the figures per minute once they are asked for', async () => {
    renderMonitorPart(<RemoteHealth name="player" />);
    const summary = await within(section()).findByText('Figures per minute');
    expect(
      within(section()).queryByRole('region', { name: 'Figures per minute of player' }),
    ).not.toBeInTheDocument();
    const details = summary.closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const table = await within(section()).findByRole('region', { name: 'Figures per minute of player' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('cell', { name: '10%' })).toBeInTheDocument();
  });

  it('asks again for another span', async () => {
    routes[`GET ${HEALTH}?minutes=1440`] = () => ok(health({ minutes: 1440 }));
    renderMonitorPart(<RemoteHealth name="player" />);
    await within(section()).findByTestId('health-comparison');
    fireEvent.change(within(section()).getByRole('combobox', { name: 'Span' }), {
      target: { value: '1440' },
    });
    await waitFor(() => expect(calls.map((call) => call.url)).toContain(`${HEALTH}?minutes=1440`));
  });

  it('lists the reports not counted by reason, this remote’s and those tied to none, even with none counted', async () => {
    routes[`GET ${HEALTH}?minutes=60`] = () =>
      ok(
        health({
          live: null,
          canary: null,
          liveSinceRelease: null,
          series: [],
          dropped: [
            { reason: 'no-token', remote: 0, unattributed: 6000 },
            { reason: 'replayed', remote: 12, unattributed: 0 },
          ],
        }),
      );
    renderMonitorPart(<RemoteHealth name="player" />);
    expect(await within(section()).findByText('No reports yet for player in this span.')).toBeInTheDocument();
    const table = within(section()).getByRole('region', { name: 'Reports of player not counted, by reason' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['Reason', 'Pages of player', 'Tied to no page (whole site)'],
      ['No page token', '0', '6,000'],
      ['Page view counted already', '12', '0'],
    ]);
  });

  it('says when every report was counted', async () => {
    renderMonitorPart(<RemoteHealth name="player" />);
    expect(await within(section()).findByText('Every report in this span was counted.')).toBeInTheDocument();
    expect(
      within(section()).queryByRole('region', { name: 'Reports of player not counted, by reason' }),
    ).not.toBeInTheDocument();
  });

  it('says when there are no reports yet, without a canary column or charts to read', async () => {
    routes[`GET ${HEALTH}?minutes=60`] = () =>
      ok(health({ live: null, canary: null, liveSinceRelease: null, series: [] }));
    renderMonitorPart(<RemoteHealth name="player" />);
    expect(await within(section()).findByText('No reports yet for player in this span.')).toBeInTheDocument();
    expect(within(section()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows what went wrong, with a retry, when the server cannot answer', async () => {
    routes[`GET ${HEALTH}?minutes=60`] = () => ({ status: 500, code: 50000, msg: 'Database unavailable' });
    renderMonitorPart(<RemoteHealth name="player" />);
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'Something went wrong: Database unavailable',
    );
    fireEvent.click(within(section()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls.filter((call) => call.url === `${HEALTH}?minutes=60`)).toHaveLength(2));
  });
});
