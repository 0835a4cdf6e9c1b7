import { ReleasingMap } from '~/shared/releasing-map';

/**
 * Answers computed at one listing version. Reading the version costs one tiny query; a change to
 * any listing bumps it (a database trigger, see drizzle/0002), which empties the cache. Versions
 * only grow, so a request that read an older version than the cache holds computes its answer
 * without storing it. Concurrent misses for one key share one computation.
 *
 * With `admitRepeats`, an answer is kept only when its key was asked for before at this version
 * (a "doorkeeper" admission, as in TinyLFU caches). When most searches are new, as on a busy
 * portal, storing each one only pushes out answers that are asked for again, and every stored
 * answer is old-generation garbage later (docs/decisions/0045). Entries come and go with requests:
 * a deleted one lets go of its answer (shared/releasing-map.ts).
 */
export class VersionCache {
  private version = -1;
  private readonly entries = new ReleasingMap<string, Promise<unknown>>();
  /** Keys asked for once at this version (admitRepeats). */
  private readonly asked = new Set<string>();
  /** Lookups since start, for the answer-cache hit ratio in /metrics. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    private readonly maxEntries: number,
    private readonly options: { admitRepeats?: boolean } = {},
  ) {}

  /** `compute` is told whether its answer will be kept past the requests that share it. */
  async get<T>(version: number, key: string, compute: (kept: boolean) => Promise<T>): Promise<T> {
    if (version > this.version) {
      this.entries.clear();
      this.asked.clear();
      this.version = version;
    }
    if (version < this.version) {
      this.stats.misses += 1;
      return compute(false);
    }
    const hit = this.entries.get(key);
    if (hit) {
      this.stats.hits += 1;
      // The map's order is least recently used first.
      this.entries.touch(key);
      return hit as Promise<T>;
    }
    this.stats.misses += 1;
    const firstAsked = this.options.admitRepeats === true && !this.asked.has(key);
    const pending = compute(!firstAsked);
    this.entries.set(key, pending);
    const forget = () => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    };
    pending.catch(forget);
    if (firstAsked) {
      // Shared while it is computed, then forgotten: kept the next time it is asked for.
      if (this.asked.size >= this.maxEntries * 4) this.asked.clear();
      this.asked.add(key);
      pending.then(forget, () => {});
    }
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.firstKey();
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return pending;
  }

  get size(): number {
    return this.entries.size;
  }
}
