import { Redis } from 'ioredis';
import type { Hit, SharedCounter } from './counter';

// One round trip, atomic: count, start the window on the first count, report what is left.
const INCR = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;
const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
return {tonumber(current), math.max(0, redis.call('PTTL', KEYS[1]))}`;

const hitOf = (answer: unknown): Hit => {
  const [current, ttl] = answer as [number, number];
  return { current: Number(current), ttl: Number(ttl) };
};

/** Counters in Redis (REDIS_URL): keys expire by themselves, so nothing needs sweeping. */
export class RedisCounter implements SharedCounter {
  readonly kind = 'redis';
  private readonly redis: Redis;

  constructor(url: string) {
    // While Redis is away a limited request fails after one reconnection attempt (500, logged)
    // instead of waiting in a queue for ever; ioredis keeps reconnecting in the background.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    this.redis.on('error', () => {});
  }

  async incr(key: string, windowMs: number): Promise<Hit> {
    return hitOf(await this.redis.eval(INCR, 1, key, windowMs));
  }

  async read(key: string): Promise<Hit> {
    return hitOf(await this.redis.eval(READ, 1, key));
  }

  async check(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
