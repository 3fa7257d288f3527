import { createReleaseState, type ReleaseStateValue } from './release-state.js';

const value = (version: string): ReleaseStateValue => ({
  live: [{ name: 'player', version, manifest: `/remotes/player/${version}/mf-manifest.json`, routes: [] }],
  canaries: [],
});

/** A reader whose reads the test ends one by one, in order. */
function reader() {
  const pending: { resolve(value: ReleaseStateValue): void; reject(error: Error): void }[] = [];
  let reads = 0;
  const read = () =>
    new Promise<ReleaseStateValue>((resolve, reject) => {
      reads += 1;
      pending.push({ resolve, reject });
    });
  return { read, pending, reads: () => reads };
}

describe('release state', () => {
  it('keeps one read while changes are heard, and reads again after a change', async () => {
    const r = reader();
    const state = createReleaseState(r.read);
    state.setLive(true);
    const first = state.live();
    const shared = state.canaries();
    r.pending.shift()!.resolve(value('1'));
    expect((await first)[0]!.version).toBe('1');
    await shared;
    expect((await state.live())[0]!.version).toBe('1');
    expect(r.reads()).toBe(1);
    state.changed();
    const after = state.live();
    r.pending.shift()!.resolve(value('2'));
    expect((await after)[0]!.version).toBe('2');
    expect(r.reads()).toBe(2);
  });

  it('never keeps a read that began before a change', async () => {
    const r = reader();
    const state = createReleaseState(r.read);
    state.setLive(true);
    const before = state.live();
    state.changed();
    r.pending.shift()!.resolve(value('old'));
    expect((await before)[0]!.version).toBe('old');
    const next = state.live();
    expect(r.reads()).toBe(2);
    r.pending.shift()!.resolve(value('new'));
    expect((await next)[0]!.version).toBe('new');
  });

  it('keeps no failed read: the error goes to the caller and the next read asks again', async () => {
    const r = reader();
    const state = createReleaseState(r.read);
    state.setLive(true);
    const failing = state.live();
    r.pending.shift()!.reject(new Error('database unreachable'));
    await expect(failing).rejects.toThrow('database unreachable');
    const next = state.live();
    expect(r.reads()).toBe(2);
    r.pending.shift()!.resolve(value('1'));
    expect((await next)[0]!.version).toBe('1');
  });

  it('reads every time while changes cannot be heard', async () => {
    const r = reader();
    const state = createReleaseState(r.read);
    for (const version of ['1', '2']) {
      const read = state.live();
      r.pending.shift()!.resolve(value(version));
      expect((await read)[0]!.version).toBe(version);
    }
    state.setLive(true);
    state.setLive(false);
    const third = state.live();
    r.pending.shift()!.resolve(value('3'));
    await third;
    expect(r.reads()).toBe(3);
  });
});
