import type { Env } from '~/config/env';
import type { Database } from '~/db/client';
import type { SharedCounter } from './counter';
import { PostgresCounter } from './postgres-counter';
import { RedisCounter } from './redis-counter';

/**
 * Where rate limits are counted (docs/decisions/0018-rate-limits-across-servers.md): Redis when
 * REDIS_URL is set, PostgreSQL when several servers may share it, and otherwise (the embedded
 * database, one server per data folder) in this process's memory, which needs no round trip.
 */
export function createSharedCounter(env: Env, database: Pick<Database, 'db' | 'kind'>): SharedCounter | null {
  if (env.REDIS_URL) return new RedisCounter(env.REDIS_URL);
  if (database.kind === 'postgres') return new PostgresCounter(database.db);
  return null;
}
