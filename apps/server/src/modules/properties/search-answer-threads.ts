import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import type { Db } from '~/db/client';
import { type Encoding, JsonBody } from '~/lib/json-body';
import { ReleasingMap } from '~/shared/releasing-map';
import type { PageRowsReader } from './page-rows';
import { type IndexedPage, searchAnswer } from './search-answer';

// Search pages nobody asked before, built on a worker thread (docs/decisions/0081-search-pages-built-on-a-worker-thread.md).
// On PostgreSQL a new search kept the event loop busy for about 0.8 ms, of which reading the
// page's rows, making the cards, checking and serialising them and compressing the answer were
// about 40%, while the second CPU was half idle. The event loop keeps what needs the search index
// (which listings, how many, their market figures); the worker does the rest on connections of
// its own and hands back the JSON and its compressed form.

export interface AnswerThreadData {
  url: string;
  connections: number;
}

export interface AnswerJob {
  id: number;
  page: IndexedPage;
  /** The encoding the asking client takes: compressed on the worker too. */
  encoding: Encoding | null;
}

export type AnswerReply =
  | { ready: true }
  | { id: number; text: string; compressed: { encoding: Encoding; bytes: Uint8Array } | null }
  | { id: number; error: string };

/** Builds the answer of a search page the index chose; `encoding`: the one the asking client takes. */
export type SearchAnswers = (page: IndexedPage, encoding: Encoding | null) => Promise<JsonBody>;

// The worker's connections: few, since pages asked together are read in one statement (page-rows.ts).
const CONNECTIONS = 4;
const RESTART_MS = 200;
// A worker that cannot load (a file missing from a deployment) is tried again at most every 102 s.
const MAX_DOUBLINGS = 9;

// From source (tests, `npm run dev`) the worker loads its TypeScript through tsx; from a bundle,
// the worker's own bundle next to it (scripts/build.mjs).
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(fromSource ? './search-answer-worker.ts' : './search-answer-worker.js', import.meta.url);

function startWorker(workerData: AnswerThreadData): Worker {
  if (!fromSource) return new Worker(workerFile, { workerData });
  const load = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(fileURLToPath(workerFile))}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(load, { eval: true, workerData });
}

/**
 * Search answers built on one worker thread when `url` (PostgreSQL) is given and `threads` is 1,
 * else on the event loop. The worker starts with the first search and answers once it has loaded;
 * until then, and whenever it fails or exits, the event loop builds the answer itself, so a search
 * never fails because of the thread. A worker that exits is started again at the next search, not
 * sooner than RESTART_MS after, twice as long after each exit until one loads.
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

  type Waiting = { resolve(body: JsonBody): void; reject(error: Error): void };
  const waiting = new ReleasingMap<number, Waiting>();
  let worker: Worker | null = null;
  let ready = false;
  let closed = false;
  let startAfter = 0;
  // Exits since the worker last loaded: each doubles the pause before the next start.
  let exits = 0;
  let nextJob = 0;

  const failAll = (error: Error) => {
    for (const [id, job] of waiting.entries()) {
      waiting.delete(id);
      job.reject(error);
    }
  };
  const start = () => {
    const started = startWorker({ url, connections: CONNECTIONS });
    worker = started;
    started.on('message', (reply: AnswerReply) => {
      if ('ready' in reply) {
        ready = true;
        exits = 0;
        return;
      }
      const job = waiting.take(reply.id);
      if (!job) return;
      if ('error' in reply) return job.reject(new Error(`search answer failed on its worker thread: ${reply.error}`));
      const { text, compressed } = reply;
      built.onThread++;
      job.resolve(JsonBody.checked(text, compressed && { encoding: compressed.encoding, body: Buffer.from(compressed.bytes.buffer) }));
    });
    started.on('error', (error) => {
      onError(error);
      failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) {
        worker = null;
        ready = false;
        startAfter = Date.now() + RESTART_MS * 2 ** Math.min(exits++, MAX_DOUBLINGS);
      }
      failAll(new Error(`search answer worker exited with code ${code}`));
    });
    // The worker must not keep a finished process (a CLI, a test) alive.
    started.unref();
  };

  const onThread = (page: IndexedPage, encoding: Encoding | null) =>
    new Promise<JsonBody>((resolve, reject) => {
      const id = nextJob++;
      waiting.set(id, { resolve, reject });
      worker?.postMessage({ id, page, encoding } satisfies AnswerJob);
    });

  const build: SearchAnswers = async (page, encoding) => {
    if (!worker && !closed && Date.now() >= startAfter) start();
    if (!ready) return local(page, encoding);
    return onThread(page, encoding).catch((error: Error) => {
      onError(error);
      return local(page, encoding);
    });
  };
  return {
    build,
    built,
    async close() {
      closed = true;
      const stopping = worker;
      worker = null;
      ready = false;
      await stopping?.terminate();
    },
  };
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
