import type { RemoteIndexEntry } from '@site/contracts/remote-index';
import type { RunningCanary } from './canaries.js';

export interface ReleaseStateValue {
  live: RemoteIndexEntry[];
  canaries: RunningCanary[];
}

export interface ReleaseState {
  live(): Promise<RemoteIndexEntry[]>;
  canaries(): Promise<RunningCanary[]>;
  /** A change was made or announced: what is kept, and any read under way, is not used again. */
  changed(): void;
  /** Whether changes are heard (migrations/014_release_change_notices.sql); while not, nothing is kept. */
  setLive(live: boolean): void;
}

/**
 * The live releases and running canaries, kept in memory for as long as no change is announced: every page asks for
 * them, and with the announcements a kept state is never older than the last change this instance heard of. Every
 * instance drops its state at the same announcement, so instances do not disagree on a canary's draw for longer than
 * the announcement takes to arrive. Nothing else bounds its age: while the listening connection is down
 * (`setLive(false)`), nothing is kept and every read goes to the database.
 *
 * A read that began before a change and ends after it is not kept: each change moves a generation that the read
 * compares when it ends. Reads that come while one is under way share it. A failed read is never kept (the next one
 * asks the database again), and its error goes to its caller as it was (a database outage is a 503).
 *
 * A small holder of one value rather than lru-cache: its fetchMethod would have to know the generation, and its
 * clear() turns a read under way into an abort error instead of letting it finish unkept.
 */
export function createReleaseState(read: () => Promise<ReleaseStateValue>): ReleaseState {
  let generation = 0;
  let live = false;
  let kept: { generation: number; state: Promise<ReleaseStateValue> } | undefined;

  const state = (): Promise<ReleaseStateValue> => {
    if (kept && kept.generation === generation) return kept.state;
    const began = generation;
    const reading = read();
    if (!live) return reading;
    const entry = { generation: began, state: reading };
    kept = entry;
    reading.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return reading;
  };

  const changed = () => {
    generation += 1;
    kept = undefined;
  };

  return {
    live: async () => (await state()).live,
    canaries: async () => (await state()).canaries,
    changed,
    setLive(now: boolean) {
      live = now;
      changed();
    },
  };
}
