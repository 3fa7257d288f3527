import type { Clock } from './clock.js';

/**
 * Answers that many staff pages ask for and that change rarely (the workplace's figures), kept for a few seconds in
 * this process: a burst of page loads makes one query, not one per request. Concurrent misses of one key share one
 * load. A write through this instance that changes them calls clear(); other writes show within the time.
 */
export class ShortLived<T> {
  private readonly kept = new Map<string, { value: T; readAt: number }>();
  private readonly loading = new Map<string, Promise<T>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly clock: Clock,
    private readonly maxEntries = 256,
  ) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = this.clock();
    const kept = this.kept.get(key);
    if (kept && now - kept.readAt >= 0 && now - kept.readAt < this.ttlMs) return kept.value;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loaded = load().finally(() => this.loading.delete(key));
    this.loading.set(key, loaded);
    const value = await loaded;
    // A clear() while it loaded may have changed what it read: answer it, but do not keep it.
    if (generation === this.generation) {
      if (this.kept.size >= this.maxEntries) this.kept.clear();
      this.kept.set(key, { value, readAt: now });
    }
    return value;
  }

  clear(): void {
    this.generation += 1;
    this.kept.clear();
    this.loading.clear();
  }
}
