import type { Clock } from '../../lib/clock.js';

interface Entry<T> {
  value: T;
  validUntil: number;
}

/**
 * The first pages of the public notice list are read far more often than notices change, so they are kept for a
 * moment in this process. Every write through this instance clears it; other instances (behind a load balancer)
 * see a change within the TTL at the latest. An entry never outlives the next scheduled publish time, so a
 * scheduled notice appears on time.
 */
export class PublicNoticeCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private writes = 0;
  private nextPublishAt: number | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly clock: Clock,
    private readonly maxEntries = 64,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.validUntil <= this.clock()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T, nextPublishAt: number | undefined): void {
    if (this.ttlMs <= 0) return;
    const now = this.clock();
    if (this.nextPublishAt === undefined || this.nextPublishAt <= now) this.nextPublishAt = nextPublishAt;
    else if (nextPublishAt !== undefined) this.nextPublishAt = Math.min(this.nextPublishAt, nextPublishAt);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const validUntil = Math.min(this.clock() + this.ttlMs, nextPublishAt ?? Number.POSITIVE_INFINITY);
    this.entries.set(key, { value, validUntil });
  }

  clear(): void {
    this.entries.clear();
    this.writes += 1;
    this.nextPublishAt = undefined;
  }

  /** Changes at every write through this instance: whatever was made from the notices before it is out of date. */
  get generation(): number {
    return this.writes;
  }

  /**
   * Until when something made from the notices read now stays right: the TTL (other instances' writes), and no later
   * than the next scheduled publish time this cache has seen. What was read may have come from an entry kept for a
   * while already, whose own end then comes sooner: a page rendered from it must not outlive it, or another
   * instance's write would show only after up to twice the TTL.
   */
  freshUntil(): number {
    if (this.ttlMs <= 0) return this.clock();
    const now = this.clock();
    let until = now + this.ttlMs;
    for (const entry of this.entries.values())
      if (entry.validUntil > now) until = Math.min(until, entry.validUntil);
    const scheduled =
      this.nextPublishAt !== undefined && this.nextPublishAt > now ? this.nextPublishAt : Infinity;
    return Math.min(until, scheduled);
  }
}
