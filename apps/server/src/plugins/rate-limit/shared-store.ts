import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Hit, SharedCounter } from './counter';

type Callback = (error: Error | null, hit?: Hit) => void;
interface LimiterParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store over a shared counter. The plugin builds it from its options
 * (`new Store(options)`), so the counter is bound in a class made here. Keys carry the route of
 * a route-level limit and the window length, so the minute and hour windows of one limiter never
 * share a counter; limiters made with createRateLimit name themselves in their keys (auth/limits.ts).
 */
export function sharedStore(counter: SharedCounter, prefix = 'rl:'): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore {
    private readonly namespace: string;

    // The plugin passes its merged limiter options (typed there as route options).
    constructor(params: unknown = {}) {
      const { method, url } = (params as LimiterParams).routeInfo ?? {};
      this.namespace = `${prefix}${method ?? ''}${url ?? ''}:`;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      counter.incr(`${this.namespace}${timeWindow}:${key}`, timeWindow).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      counter.read(`${this.namespace}${timeWindow}:${key}`).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
    }

    child(params: unknown): SharedRateLimitStore {
      return new SharedRateLimitStore(params);
    }
  };
}
