import type { FastifyInstance } from 'fastify';
import type { Db } from '~/db/client';
import { type Encoding, JsonBody } from '~/lib/json-body';
import { workerPool } from '~/lib/worker-pool/pool';
import type { PageRowsReader } from './page-rows';
import { type IndexedPage, searchAnswer } from './search-answer';

// Search pages nobody asked before, built on a worker thread (docs/decisions/0081-search-pages-built-on-a-worker-thread.md).
// On PostgreSQL a new search kept the event loop busy for about 0.8 ms, of which reading the
// page's rows, making the cards, checking and serialising them and compressing the answer were
// about 40%, while the second CPU was half idle. The event loop keeps what needs the search index
// (which listings, how many, their market figures); the worker does the rest on connections of
// its own and hands back the JSON and its compressed form, on the server's one worker pool
// (lib/worker-pool, docs/decisions/0107-one-worker-pool.md).

/** What a search-answer worker is given and does (search-answer.worker.ts serves it). */
export interface AnswerProtocol {
  data: { url: string; connections: number };
  /** `encoding`: the one the asking client takes, compressed on the worker too. */
  task: { page: IndexedPage; encoding: Encoding | null };
  result: { text: string; compressed: { encoding: Encoding; bytes: Uint8Array } | null };
  call: never;
  answer: never;
}

/** Builds the answer of a search page the index chose; `encoding`: the one the asking client takes. */
export type SearchAnswers = (page: IndexedPage, encoding: Encoding | null) => Promise<JsonBody>;

// The worker's connections: few, since pages asked together are read in one statement (page-rows.ts).
const CONNECTIONS = 4;

/**
 * Search answers built on `threads` worker threads (the setting allows one) when `url`
 * (PostgreSQL) is given, else on the event loop. The worker starts with the first search and
 * answers once it has loaded; until then, and whenever it fails or exits, the event loop builds
 * the answer itself, so a search never fails because of the thread. A worker that exits is
 * started again by the pool after a pause that doubles until one loads (lib/worker-pool).
 */
export function searchAnswers(
  db: Db,
  pageRows: PageRowsReader,
  options: { url: string | undefined; threads: number; onError(error: Error): void },
) {
  /** How many answers each side built. */
  const built = { onThread: 0, onLoop: 0 };
  const local: SearchAnswers = (page) => {
    built.onLoop++;
    return searchAnswer(db, pageRows, page);
  };
  const { url, threads, onError } = options;
  if (!url || threads < 1) return { build: local, built, close: async () => {} };

  const pool = workerPool<AnswerProtocol>({
    name: 'search answer',
    entry: new URL('./search-answer.worker.ts', import.meta.url),
    count: threads,
    data: { url, connections: CONNECTIONS },
    onError,
    start: 'when-asked',
  });
  const onThread = async (page: IndexedPage, encoding: Encoding | null) => {
    const { text, compressed } = await pool.run({ page, encoding });
    built.onThread++;
    return JsonBody.checked(text, compressed && { encoding: compressed.encoding, body: Buffer.from(compressed.bytes.buffer) });
  };
  const build: SearchAnswers = async (page, encoding) => {
    pool.start();
    if (!pool.ready) return local(page, encoding);
    return onThread(page, encoding).catch((error: Error) => {
      onError(error);
      return local(page, encoding);
    });
  };
  return { build, built, close: () => pool.close() };
}

/**
 * The app's search answers: on a thread when its database is PostgreSQL and SEARCH_ANSWER_THREADS
 * allows, closed with the app, and counted in /metrics by where they were built.
 */
export function appSearchAnswers(app: FastifyInstance, pageRows: PageRowsReader): SearchAnswers {
  // Reads as the service's own page rows do: the read replica when there is one.
  const answers = searchAnswers(app.readDb, pageRows, {
    url: app.dbReadUrl,
    threads: app.env.searchAnswerThreads,
    onError: (error) => app.log.error({ err: error }, 'search answer thread failed: answered on the event loop'),
  });
  app.addHook('onClose', answers.close);
  app.metrics.registerGauge({
    name: 'ncr_search_answers_built_on_thread',
    help: 'Search pages built on the search-answer worker thread since the start',
    collect: () => answers.built.onThread,
  });
  app.metrics.registerGauge({
    name: 'ncr_search_answers_built_on_event_loop',
    help: 'Search pages built on the event loop since the start (no thread, not loaded yet, or it failed)',
    collect: () => answers.built.onLoop,
  });
  return answers.build;
}
