import type { DeployKey } from '@site/contracts/api/release-ops';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DeployKeys } from './deploy-keys';
import { type Call, type Routes, fakeServer, ok, renderMonitorPart, useEnglish } from './monitor-test-kit';

const KEYS = '/api/admin/remotes/player/keys';
const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
const past = new Date(Date.now() - 86_400_000).toISOString();

const key = (id: number, name: string, over: Partial<DeployKey> = {}): DeployKey => ({
  id,
  name,
  remote: 'player',
  createdBy: 'admin',
  createdAt: '2026-04-01T09:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: null,
  ...over,
});

let keys: DeployKey[];
let routes: Routes;
let calls: Call[];

beforeAll(useEnglish);

beforeEach(() => {
  keys = [
    key(3, 'player-ci', { lastUsedAt: '2026-04-20T10:00:00.000Z', expiresAt: future }),
    key(2, 'old-ci', { expiresAt: past }),
    key(1, 'laptop', { revokedAt: '2026-04-02T00:00:00.000Z' }),
  ];
  routes = { [`GET ${KEYS}`]: () => ok(keys) };
  calls = fakeServer(routes);
});

const table = () => screen.getByRole('region', { name: 'List of deploy keys of player' });
const rowOf = (name: string) =>
  within(table())
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('cell', { name }))!;

describe('the deploy keys of a remote', () => {
  it('lists each key with who made it, when it was last used, until when it works and its state', async () => {
    renderMonitorPart(<DeployKeys name="player" />);
    expect(await within(table()).findByRole('cell', { name: 'player-ci' })).toBeInTheDocument();
    expect(within(rowOf('player-ci')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('old-ci')).getByText('Expired')).toBeInTheDocument();
    expect(within(rowOf('laptop')).getByText('Revoked')).toBeInTheDocument();
    expect(within(rowOf('old-ci')).getByRole('cell', { name: 'Never' })).toBeInTheDocument();
    expect(within(rowOf('laptop')).getByRole('cell', { name: 'Does not expire' })).toBeInTheDocument();
    expect(within(rowOf('player-ci')).getByRole('cell', { name: 'admin' })).toBeInTheDocument();
    // Only a key that still works can be revoked.
    expect(within(table()).getAllByRole('button', { name: /^Revoke key/ })).toHaveLength(1);
  });

  it('says when there is no key yet', async () => {
    keys = [];
    renderMonitorPart(<DeployKeys name="player" />);
    expect(await screen.findByText(/No deploy keys yet/)).toBeInTheDocument();
  });

  it('says what went wrong when the list is refused, and asks again on retry', async () => {
    routes[`GET ${KEYS}`] = () => ({ status: 500, code: 50000, msg: 'The database did not answer' });
    renderMonitorPart(<DeployKeys name="player" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database did not answer');
    routes[`GET ${KEYS}`] = () => ok(keys);
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(table()).findByRole('cell', { name: 'player-ci' })).toBeInTheDocument();
  });

  it('revokes a key in one press, and its row says so at once', async () => {
    routes[`POST ${KEYS}/3/revoke`] = () => {
      keys[0] = { ...keys[0]!, revokedAt: new Date().toISOString() };
      // The list asked for again after the revocation does not answer: the row must not wait for it.
      routes[`GET ${KEYS}`] = () => new Promise<never>(() => undefined);
      return ok(keys[0]);
    };
    renderMonitorPart(<DeployKeys name="player" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke key player-ci' }));
    await waitFor(() => expect(within(rowOf('player-ci')).getByText('Revoked')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Revoke key player-ci' })).not.toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', url: `${KEYS}/3/revoke`, body: {} });
  });
});

describe('creating a deploy key', () => {
  const open = async () => {
    renderMonitorPart(<DeployKeys name="player" />);
    fireEvent.click(await screen.findByRole('button', { name: 'New key' }));
    return screen.findByRole('dialog', { name: 'New deploy key for player' });
  };

  it('asks for a name before asking the server', async () => {
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the secret once, with a warning and a copy button, and lists the key; the secret is gone once closed', async () => {
    const created = key(4, 'release-bot', { createdAt: new Date().toISOString() });
    routes[`POST ${KEYS}`] = () => {
      keys = [created, ...keys];
      return ok({ key: created, secret: 'dk_player_0123456789abcdef' });
    };
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    const queryClient = renderMonitorPart(<DeployKeys name="player" />);
    fireEvent.click(await screen.findByRole('button', { name: 'New key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New deploy key for player' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), {
      target: { value: '  release-bot ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Valid until (optional)'), {
      target: { value: '2999-12-30' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'Deploy key "release-bot" created' });
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe(KEYS);
    const body = post.body as { name: string; expiresAt: string };
    expect(body.name).toBe('release-bot');
    // The end of the chosen day in the site's time zone (Japan's by default): the start of the next one there.
    expect(body.expiresAt).toBe('2999-12-30T15:00:00.000Z');
    expect(within(shown).getByRole('textbox', { name: 'Secret of the key "release-bot"' })).toHaveValue(
      'dk_player_0123456789abcdef',
    );
    expect(within(shown).getByText(/it will not be shown again/)).toBeInTheDocument();
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy secret' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('dk_player_0123456789abcdef'));

    fireEvent.click(within(shown).getByRole('button', { name: 'Done, I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table()).findByRole('cell', { name: 'release-bot' })).toBeInTheDocument();
    // Nor is it kept in the page's caches.
    const cached = () =>
      JSON.stringify([
        queryClient
          .getMutationCache()
          .getAll()
          .map((mutation) => mutation.state.data),
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.state.data),
      ]);
    await waitFor(() => expect(cached()).not.toContain('dk_player_0123456789abcdef'));
    expect(screen.queryByDisplayValue('dk_player_0123456789abcdef')).not.toBeInTheDocument();

    // Opened again, the dialog asks for a new key: the secret is not shown a second time.
    fireEvent.click(screen.getByRole('button', { name: 'New key' }));
    const again = await screen.findByRole('dialog', { name: 'New deploy key for player' });
    expect(within(again).getByRole('textbox', { name: /Name/ })).toHaveValue('');
    expect(screen.queryByDisplayValue('dk_player_0123456789abcdef')).not.toBeInTheDocument();
  });

  it('shows a refused name on the name field, in the console’s words', async () => {
    routes[`POST ${KEYS}`] = () => ({
      status: 400,
      code: 40000,
      msg: 'body/name must NOT have more than 60 characters',
      errors: [{ in: 'body', field: 'name', rule: 'maxLength', limit: 60 }],
    });
    const dialog = await open();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'ci' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('At most 60 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says what went wrong when the server refuses the key as a whole', async () => {
    routes[`POST ${KEYS}`] = () => ({ status: 409, code: 40900, msg: 'A key named ci exists already' });
    const dialog = await open();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'ci' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A key named ci exists already');
  });
});
