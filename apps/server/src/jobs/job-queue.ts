import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '~/db/client';

export interface QueueSpec {
  name: string;
  /** Attempts after the first failure; each waits longer (exponential backoff). */
  retryLimit?: number;
  retryDelaySeconds?: number;
}

export type JobHandler<T> = (data: T) => Promise<void>;

/**
 * Servers of a fleet start together: their pg-boss set-up statements (schema, queues) can meet in
 * a PostgreSQL deadlock, which aborts one side. The set-up is idempotent, so that side tries again.
 */
async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if ((code !== '40P01' && code !== '23505') || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

/**
 * Persisted background jobs (docs/decisions/0040-job-queue.md): pg-boss over the app's own
 * database connection, so PostgreSQL and the embedded PGlite run the same code. A job's handler
 * runs outside any request; a failure is retried later and never reaches the caller who queued it.
 */
export class JobQueue {
  private readonly names: string[] = [];
  private started = false;

  /**
   * Set once stop() has returned, before the database closes. A handler still running past stop's
   * timeout then records its end in nothing, rather than in a closed database (an unhandled
   * rejection inside pg-boss): its job stays active and pg-boss runs it again once it expires.
   */
  private stopped = false;

  private constructor(
    private readonly boss: PgBoss,
    private readonly log: FastifyBaseLogger,
  ) {}

  static create(database: Database, log: FastifyBaseLogger, pollingIntervalSeconds: number): JobQueue {
    let queue: JobQueue | undefined;
    const boss = new PgBoss({
      db: {
        executeSql: (text: string, values: unknown[]) =>
          queue?.stopped ? Promise.resolve({ rows: [], rowCount: 0 }) : database.executeSql(text, values),
      },
      schema: 'pgboss',
      // Other processes on the same PostgreSQL share these tables: jobs are fetched with SKIP
      // LOCKED, so each runs in exactly one process at a time.
      pollingIntervalSeconds,
      supervise: true,
      schedule: true,
      migrate: true,
    });
    const created = new JobQueue(boss, log);
    queue = created;
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    return created;
  }

  async start(): Promise<void> {
    await retryOnDeadlock(() => this.boss.start());
    this.started = true;
  }

  async define<T extends object>(spec: QueueSpec, handler: JobHandler<T>): Promise<void> {
    await retryOnDeadlock(() =>
      this.boss.createQueue(spec.name, {
        name: spec.name,
        retryLimit: spec.retryLimit ?? 5,
        retryDelay: spec.retryDelaySeconds ?? 5,
        retryBackoff: true,
      }),
    );
    this.names.push(spec.name);
    await this.boss.work<T>(spec.name, { batchSize: 1 }, async ([job]) => {
      if (!job) return;
      try {
        await handler(job.data);
      } catch (error) {
        this.log.warn({ err: error, job: spec.name, id: job.id }, 'job failed; it will be retried');
        throw error;
      }
    });
  }

  /** Queues a job; resolves once it is stored. */
  async send<T extends object>(name: string, data: T, options: { singletonKey?: string; startAfter?: Date } = {}): Promise<void> {
    await this.boss.send(name, data, options);
  }

  /** Runs `name` every day by a cron expression in the given time zone (one run for all processes). */
  async schedule(name: string, cron: string, tz: string): Promise<void> {
    await this.boss.schedule(name, cron, {}, { tz });
  }

  /** Jobs waiting or running across all queues: what a metrics gauge reports as the queue depth. */
  async depth(): Promise<number> {
    let total = 0;
    for (const name of this.names) total += await this.boss.getQueueSize(name, { before: 'completed' });
    return total;
  }

  /** Stops polling and waits for running jobs (up to `timeoutMs`), before the database closes. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, close: true, timeout: timeoutMs });
    this.stopped = true;
  }
}
