import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Hits and misses of one answer cache, as the cache counts them. */
export interface CacheStats {
  hits: number;
  misses: number;
}

/**
 * The application's Prometheus metrics (docs/decisions/0022-metrics.md). One registry per app
 * (tests build many apps in one process), holding the request, database and cache metrics plus
 * Node's process metrics (memory, CPU, event-loop lag). Other modules add what they own through
 * `registerGauge` or `registerQueueDepth` instead of importing prom-client themselves.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  readonly dbQueryDuration: Histogram<'operation'>;
  /** Messages not sent on purpose: an SMS to a number that is not an Indian mobile, or past a daily cap. */
  readonly messagesWithheld: Counter<'channel' | 'kind' | 'reason'>;
  private readonly caches = new Map<string, () => CacheStats>();
  private readonly queues = new Map<string, () => number | Promise<number>>();

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'ncr_', eventLoopMonitoringPrecision: 20 });
    this.httpRequests = new Counter({
      name: 'ncr_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      registers: [this.registry],
    });
    this.httpDuration = new Histogram({
      name: 'ncr_http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    this.dbQueryDuration = new Histogram({
      name: 'ncr_db_query_duration_seconds',
      help: 'Database query time, by the statement kind (select, insert, update, delete, other)',
      labelNames: ['operation'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [this.registry],
    });
    this.messagesWithheld = new Counter({
      name: 'ncr_messages_withheld_total',
      help: 'Messages deliberately not sent, by channel, kind and reason (not-indian-mobile, daily-limit)',
      labelNames: ['channel', 'kind', 'reason'],
      registers: [this.registry],
    });
    const caches = this.caches;
    new Gauge({
      name: 'ncr_answer_cache_lookups',
      help: 'Lookups of the answer caches since start, by cache and result (hit or miss)',
      labelNames: ['cache', 'result'],
      registers: [this.registry],
      collect() {
        for (const [cache, stats] of caches) {
          const { hits, misses } = stats();
          this.set({ cache, result: 'hit' }, hits);
          this.set({ cache, result: 'miss' }, misses);
        }
      },
    });
    new Gauge({
      name: 'ncr_answer_cache_hit_ratio',
      help: 'Share of answer-cache lookups since start that found a ready answer (0 before any lookup)',
      labelNames: ['cache'],
      registers: [this.registry],
      collect() {
        for (const [cache, stats] of caches) {
          const { hits, misses } = stats();
          this.set({ cache }, hits + misses === 0 ? 0 : hits / (hits + misses));
        }
      },
    });
    const queues = this.queues;
    new Gauge({
      name: 'ncr_job_queue_depth',
      help: 'Jobs waiting in a queue, by queue',
      labelNames: ['queue'],
      registers: [this.registry],
      async collect() {
        for (const [queue, depth] of queues) this.set({ queue }, await depth());
      },
    });
  }

  /** Records one answered request; `route` is the route pattern (never the raw URL, to bound labels). */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.httpRequests.inc(labels);
    this.httpDuration.observe(labels, seconds);
  }

  observeQuery(sql: string, seconds: number): void {
    const verb = /^\s*(select|insert|update|delete)\b/i.exec(sql)?.[1]?.toLowerCase() ?? 'other';
    this.dbQueryDuration.observe({ operation: verb }, seconds);
  }

  /** An answer cache whose hit ratio is exported under `cache`. */
  registerCache(cache: string, stats: () => CacheStats): void {
    this.caches.set(cache, stats);
  }

  /** A job queue's depth, read at every scrape (e.g. `registerQueueDepth('email', () => queue.size)`). */
  registerQueueDepth(queue: string, depth: () => number | Promise<number>): void {
    this.queues.set(queue, depth);
  }

  /** Any other gauge a module owns; `collect` is called at every scrape. */
  registerGauge(options: { name: string; help: string; collect: () => number | Promise<number> }): void {
    const read = options.collect;
    new Gauge({
      name: options.name,
      help: options.help,
      registers: [this.registry],
      async collect() {
        this.set(await read());
      },
    });
  }

  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
