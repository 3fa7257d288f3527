import type { StoredVersion } from '@site/contracts/api/release-ops';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Call, type Routes, fakeServer, ok, renderMonitorPart, useEnglish } from './monitor-test-kit';
import { StoredVersions, formatBytes } from './stored-versions';

const STORED = '/api/admin/remotes/player/stored';
const PREVIEWS = '/api/admin/remotes/player/previews';

const stored = (version: string, over: Partial<StoredVersion> = {}): StoredVersion => ({
  version,
  storedAt: '2026-04-20T09:00:00.000Z',
  bytes: 1_234_567,
  live: false,
  lastServedAt: null,
  keptBecause: [],
  ...over,
});

let routes: Routes;
let calls: Call[];
let opened: { opener: unknown; location: { href: string }; close: jest.Mock };

beforeAll(useEnglish);

beforeEach(() => {
  routes = {
    [`GET ${STORED}`]: () =>
      ok([
        stored('0.3.0-new', { keptBecause: ['recent'], bytes: 845_000 }),
        stored('0.2.0-live', {
          live: true,
          keptBecause: ['live', 'served'],
          lastServedAt: '2026-04-21T08:00:00.000Z',
        }),
        stored('0.1.0-old'),
      ]),
  };
  calls = fakeServer(routes);
  opened = { opener: {}, location: { href: '' }, close: jest.fn() };
  window.open = jest.fn(() => opened as unknown as Window);
});

const table = () => screen.getByRole('region', { name: 'List of stored versions of player' });
const rowOf = (version: string) =>
  within(table())
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('cell', { name: version }))!;

describe('the stored versions of a remote', () => {
  it('shows each version’s size, when a page last needed it and why it is kept, or that it goes', async () => {
    renderMonitorPart(<StoredVersions name="player" />);
    expect(await within(table()).findByRole('cell', { name: '0.2.0-live' })).toBeInTheDocument();
    const live = within(rowOf('0.2.0-live'));
    expect(live.getByText('Live')).toBeInTheDocument();
    expect(live.getByText('Served in the last 24 h')).toBeInTheDocument();
    expect(live.getByRole('cell', { name: '1.2 MB' })).toBeInTheDocument();
    expect(within(rowOf('0.3.0-new')).getByText('Recent')).toBeInTheDocument();
    expect(within(rowOf('0.3.0-new')).getByRole('cell', { name: '845 kB' })).toBeInTheDocument();
    expect(within(rowOf('0.1.0-old')).getByText('Pruned at the next pruning')).toBeInTheDocument();
    expect(within(rowOf('0.1.0-old')).getByRole('cell', { name: 'Not yet' })).toBeInTheDocument();
    // The live version needs no preview.
    expect(live.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when nothing is stored, and what went wrong when the server refuses', async () => {
    routes[`GET ${STORED}`] = () => ok([]);
    renderMonitorPart(<StoredVersions name="player" />);
    expect(await screen.findByText('No versions of player are stored.')).toBeInTheDocument();
  });

  it('shows the server’s refusal with a retry', async () => {
    renderMonitorPart(<StoredVersions name="console" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong: Route GET:/api/admin/remotes/console/stored not found',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('previewing a stored version', () => {
  it('asks the server for a link, opens it in a new tab, and shows it with its expiry to pass on', async () => {
    routes[`POST ${PREVIEWS}`] = () =>
      ok({
        name: 'player',
        version: '0.3.0-new',
        url: '/api/previews/open?token=abc.def',
        expiresAt: '2026-04-21T10:00:00.000Z',
      });
    renderMonitorPart(<StoredVersions name="player" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Preview 0.3.0-new' }));
    const box = await screen.findByRole('region', { name: 'Preview link for player 0.3.0-new' });
    const absolute = `${window.location.origin}/api/previews/open?token=abc.def`;
    expect(calls).toContainEqual({ method: 'POST', url: PREVIEWS, body: { version: '0.3.0-new' } });
    // The tab was opened on the press itself (a tab opened after an answer is blocked), then sent to the link.
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(opened.location.href).toBe(absolute);
    expect(opened.opener).toBeNull();
    expect(within(box).getByRole('textbox', { name: 'Preview link' })).toHaveValue(absolute);
    expect(within(box).getByText(/The link works until .*2026/)).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Open preview' })).toHaveAttribute('href', absolute);

    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(box).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(absolute));
    expect(await screen.findByText('Preview link copied')).toBeInTheDocument();
  });

  it('closes the tab it opened and says why when the server gives no link', async () => {
    routes[`POST ${PREVIEWS}`] = () => ({ status: 404, code: 40400, msg: 'player 0.3.0-new is not stored' });
    renderMonitorPart(<StoredVersions name="player" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Preview 0.3.0-new' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No preview link: player 0.3.0-new is not stored',
    );
    expect(opened.close).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: /Preview link for/ })).not.toBeInTheDocument();
  });
});

describe('formatBytes', () => {
  it('reads in kB below a megabyte and in MB above, in the console’s language', () => {
    expect(formatBytes(845_000, 'en-US')).toBe('845 kB');
    expect(formatBytes(12_345_678, 'en-US')).toBe('12.3 MB');
  });
});
