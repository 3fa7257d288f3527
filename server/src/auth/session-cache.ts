import { LRUCache } from 'lru-cache';
import type { Session } from './sessions.js';

/**
 * The sessions this instance has just checked, kept for a few seconds so that a signed-in call needs no database
 * round trip. Nothing kept here outlives a change: the database announces every change to an account or a session
 * (migrations/005_session_change_notices.sql) and `forget` drops what it names, on every instance. While those
 * announcements cannot be heard (`setLive(false)`), nothing is kept and every call asks the database.
 *
 * A lookup that started before a change and ends after it must not keep what it read: `begin()` before the query
 * and `store()` after it compare a generation that every announcement moves.
 */
interface Kept {
  session: Session;
  /** When it was read from the database, by the server's clock. */
  readAt: number;
}

export class SessionCache {
  private readonly entries: LRUCache<string, Kept> | undefined;
  private generation = 0;
  private live = false;

  constructor(
    private readonly ttlMs: number,
    maxEntries = 10_000,
  ) {
    this.entries = ttlMs > 0 ? new LRUCache({ max: maxEntries }) : undefined;
  }

  /** The kept session of a token hash, unless it was read too long ago or has expired since. */
  get(tokenHash: string, now: Date): Session | undefined {
    if (!this.live || !this.entries) return undefined;
    const kept = this.entries.get(tokenHash);
    if (!kept) return undefined;
    const age = now.getTime() - kept.readAt;
    if (age < 0 || age >= this.ttlMs || kept.session.expiresAt <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return kept.session;
  }

  /** Call before reading a session from the database; hand the result to store(). */
  begin(): number {
    return this.generation;
  }

  store(tokenHash: string, session: Session, generation: number, now: Date): void {
    if (!this.live || !this.entries || generation !== this.generation) return;
    this.entries.set(tokenHash, { session, readAt: now.getTime() });
  }

  /** An announcement: "user:<id>" (an account changed) or "session:<token hash>"; anything else drops everything. */
  forget(announcement: string): void {
    this.generation += 1;
    if (!this.entries) return;
    const [kind, subject] = splitOnce(announcement);
    if (kind === 'session' && subject) {
      this.entries.delete(subject);
    } else if (kind === 'user' && /^\d+$/.test(subject)) {
      const userId = Number(subject);
      for (const [key, kept] of this.entries.entries()) {
        if (kept.session.userId === userId) this.entries.delete(key);
      }
    } else {
      this.entries.clear();
    }
  }

  /** Whether announcements are heard; a change either way starts from nothing. */
  setLive(live: boolean): void {
    this.generation += 1;
    this.live = live;
    this.entries?.clear();
  }
}

function splitOnce(text: string): [string, string] {
  const at = text.indexOf(':');
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}
