import type { AuditEntry } from '@site/contracts/api/release-ops';
import { fireEvent, screen, within } from '@testing-library/react';
import { AuditLog } from './audit-log';
import { type Routes, fakeServer, ok, renderMonitorPart, useEnglish } from './monitor-test-kit';

const AUDIT = '/api/admin/remotes/player/audit';

const entry = (id: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  remote: 'player',
  action: 'upload',
  version: '0.3.0-new',
  actor: 'player-ci',
  actorKind: 'key',
  outcome: 'ok',
  detail: null,
  at: new Date(Date.UTC(2026, 3, 21, 9, id)).toISOString(),
  ...over,
});

let routes: Routes;

beforeAll(useEnglish);

beforeEach(() => {
  routes = {
    [`GET ${AUDIT}?page=1&pageSize=20`]: () =>
      ok({
        items: [
          entry(45, {
            action: 'upload',
            outcome: 'refused',
            detail: '<img src=x onerror=alert(1)> names another remote',
          }),
          entry(44, {
            action: 'key-revoke',
            actor: 'admin',
            actorKind: 'admin',
            version: null,
            detail: 'laptop',
          }),
          entry(43, { action: 'prune', actor: 'system', actorKind: 'system', version: '0.0.9' }),
        ],
        total: 45,
        page: 1,
        pageSize: 20,
      }),
    [`GET ${AUDIT}?page=2&pageSize=20`]: () =>
      ok({ items: [entry(25, { action: 'release' })], total: 45, page: 2, pageSize: 20 }),
  };
  fakeServer(routes);
});

const table = () => screen.getByRole('region', { name: 'Recorded release actions of player' });

describe('the audit of a remote', () => {
  it('shows who did what to which version and how it went, newest first, refusals with their reason', async () => {
    renderMonitorPart(<AuditLog name="player" />);
    const rows = await within(table()).findAllByTestId('audit-entry');
    expect(rows).toHaveLength(3);
    const [refused, revoked, pruned] = rows.map((row) => within(row));
    expect(refused!.getByRole('cell', { name: 'Upload' })).toBeInTheDocument();
    expect(refused!.getByText('Refused')).toBeInTheDocument();
    expect(refused!.getByText('player-ci')).toBeInTheDocument();
    expect(refused!.getByText('Key')).toBeInTheDocument();
    // A reason is text, never markup.
    expect(
      refused!.getByRole('cell', { name: '<img src=x onerror=alert(1)> names another remote' }),
    ).toBeInTheDocument();
    expect(table().querySelector('img')).toBeNull();
    expect(revoked!.getByRole('cell', { name: 'Key revoked' })).toBeInTheDocument();
    expect(revoked!.getByText('Admin')).toBeInTheDocument();
    expect(revoked!.getByText('OK')).toBeInTheDocument();
    expect(revoked!.getByRole('cell', { name: '—' })).toBeInTheDocument();
    expect(pruned!.getByText('System')).toBeInTheDocument();
  });

  it('pages through older entries', async () => {
    renderMonitorPart(<AuditLog name="player" />);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(await within(table()).findByRole('cell', { name: 'Release' })).toBeInTheDocument();
    expect(within(table()).getAllByTestId('audit-entry')).toHaveLength(1);
  });

  it('says when nothing is recorded yet', async () => {
    routes[`GET ${AUDIT}?page=1&pageSize=20`] = () => ok({ items: [], total: 0, page: 1, pageSize: 20 });
    renderMonitorPart(<AuditLog name="player" />);
    expect(await screen.findByText('Nothing recorded for player yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Older' })).not.toBeInTheDocument();
  });

  it('says what went wrong when the server refuses', async () => {
    routes[`GET ${AUDIT}?page=1&pageSize=20`] = () => ({
      status: 403,
      code: 40300,
      msg: 'Administrators only',
    });
    renderMonitorPart(<AuditLog name="player" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong: Administrators only');
  });
});
