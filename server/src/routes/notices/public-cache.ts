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
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const validUntil = Math.min(this.clock() + this.ttlMs, nextPublishAt ?? Number.POSITIVE_INFINITY);
    this.entries.set(key, { value, validUntil });
  }

  clear(): void {
    this.entries.clear();
  }
}
