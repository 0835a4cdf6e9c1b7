import { parentPort, workerData } from 'node:worker_threads';
import { connectPostgres } from '~/db/client';
import { COMPRESSED_FROM } from '~/lib/json-body';
import { pageRowsReader } from './page-rows';
import { searchAnswer } from './search-answer';
import type { AnswerJob, AnswerReply, AnswerThreadData } from './search-answer-threads';

// A worker thread that builds search pages for the event loop (search-answer-threads.ts): the
// page's rows read on its own connections, the cards, the check against the schema, the JSON
// and its compressed form. Loaded from its own file: the bundle's search-answer-worker.js, or
// this source through tsx.

const port = parentPort;
if (!port) throw new Error('search-answer-worker runs on a worker thread');
const { url, connections } = workerData as AnswerThreadData;
const { app: db } = connectPostgres(url, connections);
const pageRows = pageRowsReader(db, 'postgres');

async function answer({ id, page, encoding }: AnswerJob): Promise<void> {
  try {
    const body = await searchAnswer(db, pageRows, page);
    if (!encoding || body.content.length < COMPRESSED_FROM) {
      port?.postMessage({ id, text: body.content, compressed: null } satisfies AnswerReply);
      return;
    }
    // Copied out of zlib's buffer (which may share a slab with others) so that it can be moved.
    const bytes = new Uint8Array(await body.as(encoding));
    port?.postMessage({ id, text: body.content, compressed: { encoding, bytes } } satisfies AnswerReply, [bytes.buffer]);
  } catch (error) {
    port?.postMessage({ id, error: String((error as Error)?.stack ?? error) } satisfies AnswerReply);
  }
}

port.on('message', (job: AnswerJob) => void answer(job));
port.postMessage({ ready: true } satisfies AnswerReply);
