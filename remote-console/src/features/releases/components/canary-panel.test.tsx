import type { CanaryState } from '@site/contracts/api/canary';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Call, type Routes, fakeServer, ok, renderMonitorPart, useEnglish } from './monitor-test-kit';
import { CanaryPanel } from './canary-panel';

const BASE = '/api/admin/remotes/player';
const AUDIT = `${BASE}/audit?page=1&pageSize=20`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const canary = (over: Partial<CanaryState> = {}): CanaryState => ({
  id: 3,
  name: 'player',
  version: '0.3.0-new',
  baseVersion: '0.2.0-live',
  share: 25,
  state: 'running',
  startedBy: 'admin',
  startedAt: minutesAgo(30),
  endedBy: null,
  endedAt: null,
  reason: null,
  automatic: false,
  ...over,
});

let routes: Routes;
let calls: Call[];

beforeAll(useEnglish);

beforeEach(() => {
  routes = {
    [`GET ${BASE}/canary`]: () => ok({ running: canary(), recent: [canary()] }),
    [`GET ${AUDIT}`]: () => ok({ items: [], total: 0, page: 1, pageSize: 20 }),
  };
  calls = fakeServer(routes);
});

const panel = () => screen.getByRole('region', { name: 'Canary of player' });

describe('the canary of a remote', () => {
  it('shows the running canary: its version, share, what the others keep, since when and by whom', async () => {
    renderMonitorPart(<CanaryPanel name="player" />);
    expect(
      await within(panel()).findByText('0.3.0-new for 25 % of visitors; the others keep 0.2.0-live.'),
    ).toBeInTheDocument();
    expect(within(panel()).getByText('Running')).toBeInTheDocument();
    expect(within(panel()).getByText(/^Since .+, started by admin$/)).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Start canary' })).not.toBeInTheDocument();
  });

  it('aborts it only after a confirmation that names both versions', async () => {
    routes[`POST ${BASE}/canary/abort`] = () =>
      ok(canary({ state: 'aborted', endedBy: 'admin', endedAt: minutesAgo(0) }));
    renderMonitorPart(<CanaryPanel name="player" />);
    fireEvent.click(await within(panel()).findByRole('button', { name: 'Abort' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Abort the canary' });
    expect(dialog).toHaveTextContent(
      'Every visitor of player goes back to 0.2.0-live; 0.3.0-new is no longer served. Abort the canary?',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abort' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'POST', url: `${BASE}/canary/abort`, body: {} }),
    );
    // The canary is asked for again: the server's word, not the page's guess, says what runs now.
    await waitFor(() => expect(calls.filter((call) => call.url === `${BASE}/canary`)).toHaveLength(2));
  });

  it('promotes it after a confirmation, and shows the refusal when the server says no', async () => {
    routes[`POST ${BASE}/canary/promote`] = () => ({
      status: 409,
      code: 40900,
      msg: 'player has no canary running',
    });
    renderMonitorPart(<CanaryPanel name="player" />);
    fireEvent.click(await within(panel()).findByRole('button', { name: 'Promote' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Promote the canary' });
    expect(dialog).toHaveTextContent(
      '0.3.0-new becomes live for every visitor of player, in place of 0.2.0-live. Promote it?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Promote' }));
    expect(
      await screen.findByText('The canary could not be changed: player has no canary running'),
    ).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', url: `${BASE}/canary/promote`, body: {} });
  });

  it('starts one for a stored version that is not live, with a share the admin chooses from 1 to 99', async () => {
    routes[`GET ${BASE}/canary`] = () => ok({ running: null, recent: [] });
    routes[`GET ${BASE}/stored`] = () =>
      ok([
        {
          version: '0.3.0-new',
          storedAt: minutesAgo(10),
          bytes: 1,
          live: false,
          lastServedAt: null,
          keptBecause: [],
        },
        {
          version: '0.2.0-live',
          storedAt: minutesAgo(99),
          bytes: 1,
          live: true,
          lastServedAt: null,
          keptBecause: [],
        },
      ]);
    routes[`POST ${BASE}/canary`] = (body) => ok(canary(body as Partial<CanaryState>));
    renderMonitorPart(<CanaryPanel name="player" />);
    expect(await within(panel()).findByText('No canary is running.')).toBeInTheDocument();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Start canary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a canary of player' });
    const version = await within(dialog).findByRole('combobox', { name: /Version/ });
    expect(
      within(version)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['0.3.0-new']);
    const share = within(dialog).getByRole('spinbutton', { name: /Share of visitors/ });

    fireEvent.change(share, { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start canary' }));
    expect(await within(dialog).findByText('A whole number from 1 to 99')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(share, { target: { value: '5' } });
    expect(
      within(dialog).getByText('0.3.0-new goes live for 5 % of visitors; the others keep 0.2.0-live.'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start canary' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: `${BASE}/canary`,
        body: { version: '0.3.0-new', share: 5 },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says how the last canary ended and, when the guard stopped it, why, with a note on the remote', async () => {
    const reason =
      'Aborted by the guard: error rate 12.0 % over 240 page views against 0.5 % of the live 0.2.0-live';
    routes[`GET ${BASE}/canary`] = () => {
      const ended = canary({
        state: 'aborted',
        endedBy: 'system',
        endedAt: minutesAgo(5),
        reason,
        automatic: true,
      });
      return ok({ running: null, recent: [ended] });
    };
    routes[`GET ${AUDIT}`] = () =>
      ok({
        items: [
          {
            id: 9,
            remote: 'player',
            action: 'auto-rollback',
            version: '0.1.9',
            actor: 'system',
            actorKind: 'system',
            outcome: 'ok',
            detail: '0.1.9 → 0.1.8. Error rate 9 % after the release',
            at: minutesAgo(60),
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      });
    renderMonitorPart(<CanaryPanel name="player" />);
    const last = await within(panel()).findByTestId('last-canary');
    expect(last).toHaveTextContent(/0\.3\.0-new was aborted by system on .+\./);
    expect(within(last).getByText('Automatic')).toBeInTheDocument();
    expect(within(last).getByText(`Why: ${reason}`)).toBeInTheDocument();
    const note = await within(panel()).findByTestId('guard-notes-player');
    expect(note).toHaveTextContent('The guard acted on player in the last 24 hours');
    expect(note).toHaveTextContent(`It aborted the canary 0.3.0-new on`);
    expect(note).toHaveTextContent('It rolled back 0.1.9 on');
    expect(note).toHaveTextContent('Error rate 9 % after the release');
  });

  it('shows what went wrong, with a retry, when the status cannot be read', async () => {
    routes[`GET ${BASE}/canary`] = () => ({ status: 500, code: 50000, msg: 'Database unavailable' });
    renderMonitorPart(<CanaryPanel name="player" />);
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'Something went wrong: Database unavailable',
    );
    expect(within(panel()).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
