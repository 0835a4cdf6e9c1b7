/** A counter's state in its current window: requests counted and milliseconds left. */
export interface Hit {
  current: number;
  ttl: number;
}

/** Rate-limit counters every server of a fleet shares (PostgreSQL or Redis). */
export interface SharedCounter {
  readonly kind: 'postgres' | 'redis';
  /** Counts one request under `key`; a key whose window has passed starts again at 1. */
  incr(key: string, windowMs: number): Promise<Hit>;
  /** The state without counting (zero when the key has no live window). */
  read(key: string): Promise<Hit>;
  /** Resolves when the counters can be reached (readiness). */
  check(): Promise<void>;
  close(): Promise<void>;
}
