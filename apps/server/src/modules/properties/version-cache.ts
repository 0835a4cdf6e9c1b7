/**
 * Answers computed at one listing version. Reading the version costs one tiny query; a change to
 * any listing bumps it (a database trigger, see drizzle/0002), which empties the cache. Versions
 * only grow, so a request that read an older version than the cache holds computes its answer
 * without storing it. Concurrent misses for one key share one computation.
 */
export class VersionCache {
  private version = -1;
  private readonly entries = new Map<string, Promise<unknown>>();
  /** Lookups since start, for the answer-cache hit ratio in /metrics. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly maxEntries: number) {}

  async get<T>(version: number, key: string, compute: () => Promise<T>): Promise<T> {
    if (version > this.version) {
      this.entries.clear();
      this.version = version;
    }
    if (version < this.version) {
      this.stats.misses += 1;
      return compute();
    }
    const hit = this.entries.get(key);
    if (hit) {
      this.stats.hits += 1;
      // Re-insert so the map's order is least recently used first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit as Promise<T>;
    }
    this.stats.misses += 1;
    const pending = compute();
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return pending;
  }

  get size(): number {
    return this.entries.size;
  }
}
