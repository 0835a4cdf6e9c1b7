import { Worker } from 'node:worker_threads';
import type { PublicSettings } from '@ncr/shared/schemas/public-settings';
import type { Encoding, Levels } from '~/lib/json-body';
import { ReleasingMap } from '~/shared/releasing-map';

// Server rendering on worker threads (docs/decisions/0063-pages-rendered-on-worker-threads.md).
// React's render of a listing page is about half of its CPU; on the event loop it held up every
// other request meanwhile. Each worker loads the web build's entry-server (plain JavaScript, so
// this runs the same from source, in tests and from the bundle) and renders pages there; the API
// calls a render makes come back to this thread, which answers them from its routes and caches.
// A worker also makes the page whole and compresses it for the request: the event loop then gets
// a few kilobytes of compressed bytes, not the page's parts to join and compress
// (docs/decisions/0088-new-pages-compressed-where-they-are-rendered.md).

export interface RenderTask {
  url: string;
  /** Who asks (the fields the page's session script and screens read), or null for a visitor. */
  user: Record<string, unknown> | null;
  /** The render's API calls go as this person (their cookie or bearer header); none for a visitor. */
  as?: Record<string, string>;
  /** A visitor's page: the public settings its request read, so the render does not ask for them. */
  publicSettings?: PublicSettings;
  /** The encoding the request takes: the page comes back in it (when long enough to compress). */
  encoding: Encoding | null;
  /** The page's text comes back too, besides its compressed form: a page to keep. */
  withText: boolean;
}

/** What a worker makes of a page: index.html cut around its slots, and the scripts to preload. */
export interface PageParts {
  /** index.html before the head, from the head to the app's HTML, from it to the state, from there on. */
  pieces: readonly [string, string, string, string];
  /** Per source module a page may use, the modulepreload links of its chunks (those index.html loads left out). */
  preloads: Record<string, string[]>;
  levels: Levels;
  /** Pages shorter than this many bytes go uncompressed. */
  compressedFrom: number;
}

/** A page as a worker sends it: in the request's encoding (or none), and its text when asked for. */
export type RenderedOnThread =
  | { kind: 'page'; status: number; encoding: Encoding | null; body: Uint8Array; length: number; text?: Uint8Array }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'client' };

/** Answers one of a render's API calls, as `as` asked it (a visitor when undefined). */
export type AnswerCall = (
  input: string,
  method: string,
  as: Record<string, string> | undefined,
) => Promise<{ status: number; text: string }>;

// The worker's own code, evaluated as CommonJS: no file to find next to a bundle or a .ts source.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const zlib = require('node:zlib');
// Each call's resolve in a box emptied when it is answered, as in the server's ReleasingMap
// (src/shared/releasing-map.ts): a table the Map leaves behind then keeps nothing of the call.
const waiting = new Map();
const { pieces, preloads, levels, compressedFrom } = workerData.page;
const encoder = new TextEncoder();
let nextCall = 0;
const fetchFor = (task) => (input, init) =>
  new Promise((resolve) => {
    const id = nextCall++;
    waiting.set(id, { resolve });
    parentPort.postMessage({ type: 'call', id, task, input, method: (init && init.method) || 'GET' });
  });
const entry = import(workerData.entryUrl).then((module) => {
  module.configure({ fetch: fetchFor(null) });
  return module;
});
const pieceBytes = pieces.map((piece) => encoder.encode(piece));
const piecesLength = pieceBytes.reduce((sum, bytes) => sum + bytes.length, 0);
// The whole page as UTF-8 bytes: index.html's pieces (encoded once) around the head (and its
// chunks' preload links), the app's HTML and the state, each encoded into one buffer as long as
// they can take (three bytes a UTF-16 unit): no string of the whole page is made to encode it.
function pageText({ head, html, state, modules }) {
  const links = new Set();
  for (const module of modules) for (const link of preloads[module] || []) links.add(link);
  const parts = [pieceBytes[0], head + [...links].join(''), pieceBytes[1], html, pieceBytes[2], state, pieceBytes[3]];
  let most = piecesLength;
  for (const part of parts) if (typeof part === 'string') most += 3 * part.length;
  const text = new Uint8Array(most);
  let length = 0;
  for (const part of parts) {
    if (typeof part === 'string') length += encoder.encodeInto(part, text.subarray(length)).written;
    else {
      text.set(part, length);
      length += part.length;
    }
  }
  return text.subarray(0, length);
}
// Copied out of zlib's buffer (which may share a slab with others) so that it can be moved.
const compressed = (encoding, text) =>
  new Uint8Array(
    encoding === 'br'
      ? zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotli } })
      : zlib.gzipSync(text, { level: levels.gzip }),
  );
function send(task, { status, head, html, state, modules }, encoding, withText) {
  const text = pageText({ head, html, state, modules });
  // A text that leaves the thread is copied to its own length: a kept page must not hold the
  // longest buffer it could have needed.
  if (!encoding || text.length < compressedFrom) {
    const page = { kind: 'page', status, encoding: null, body: text.slice(), length: text.length };
    return parentPort.postMessage({ type: 'rendered', task, result: page }, [page.body.buffer]);
  }
  const body = compressed(encoding, text);
  const page = { kind: 'page', status, encoding, body, length: text.length, ...(withText ? { text: text.slice() } : {}) };
  parentPort.postMessage({ type: 'rendered', task, result: page }, withText ? [body.buffer, page.text.buffer] : [body.buffer]);
}
parentPort.on('message', (message) => {
  if (message.type === 'answer') {
    const box = waiting.get(message.id);
    waiting.delete(message.id);
    const { resolve } = box;
    box.resolve = undefined;
    const { status, text } = message;
    resolve({ ok: status >= 200 && status < 300, status, text: async () => text });
    return;
  }
  const { task, url, user, member, publicSettings, encoding, withText } = message;
  entry
    .then((module) => module.render(url, { publicUrl: workerData.publicUrl, user, publicSettings, ...(member ? { fetch: fetchFor(task) } : {}) }))
    .then(
      (result) => (result.kind === 'page' ? send(task, result, encoding, withText) : parentPort.postMessage({ type: 'rendered', task, result })),
    )
    .catch((error) => parentPort.postMessage({ type: 'failed', task, error: String((error && error.stack) || error) }));
});
`;

type Settle<T> = { resolve(value: T): void; reject(error: Error): void; as?: Record<string, string> };

const RESTART_MS = 200;

type Message =
  | { type: 'call'; id: number; task: number | null; input: string; method: string }
  | { type: 'rendered'; task: number; result: unknown }
  | { type: 'failed'; task: number; error: string };

/**
 * `count` worker threads rendering pages with the entry at `entryUrl`. A page goes to the worker
 * with the fewest pages in progress; a worker that dies fails its pages (the browser then renders
 * them) and is replaced shortly after.
 */
export function renderThreads(count: number, entryUrl: string, publicUrl: string, page: PageParts, answerCall: AnswerCall) {
  type Slot = { worker: Worker; pending: number; alive: boolean };
  // A settled task lets go of its promise and the page it resolved to (shared/releasing-map.ts).
  const tasks = new ReleasingMap<number, Settle<RenderedOnThread> & { slot: Slot }>();
  const slots: Slot[] = [];
  let nextTask = 0;
  let closed = false;

  const failAll = (slot: Slot, error: Error) => {
    for (const [id, task] of tasks.entries()) {
      if (task.slot !== slot) continue;
      tasks.delete(id);
      task.reject(error);
    }
    slot.pending = 0;
  };
  const start = (index: number) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { entryUrl, publicUrl, page } });
    const slot: Slot = { worker, pending: 0, alive: true };
    slots[index] = slot;
    worker.on('message', (message: Message) => {
      if (message.type === 'call') {
        const as = message.task === null ? undefined : tasks.get(message.task)?.as;
        answerCall(message.input, message.method, as).then(
          ({ status, text }) => worker.postMessage({ type: 'answer', id: message.id, status, text }),
          (error: unknown) =>
            worker.postMessage({ type: 'answer', id: message.id, status: 500, text: JSON.stringify({ error: String(error) }) }),
        );
        return;
      }
      const task = tasks.take(message.task);
      if (!task) return;
      slot.pending--;
      if (message.type === 'rendered') task.resolve(message.result as RenderedOnThread);
      else task.reject(new Error(`page render failed on a worker thread: ${message.error}`));
    });
    worker.on('error', (error) => failAll(slot, error));
    worker.on('exit', (code) => {
      slot.alive = false;
      failAll(slot, new Error(`page render worker exited with code ${code}`));
      // A pause before the next one: a worker that cannot start must not restart in a loop.
      if (!closed) setTimeout(() => closed || start(index), RESTART_MS).unref();
    });
  };
  for (let i = 0; i < count; i++) start(i);

  return {
    /** The page, or an error (the browser then renders it) when it fails or no worker is up. */
    render(task: RenderTask): Promise<RenderedOnThread> {
      const slot = slots.filter((s) => s.alive).reduce<Slot | null>((least, s) => (!least || s.pending < least.pending ? s : least), null);
      if (!slot) return Promise.reject(new Error('no page render worker is running'));
      const id = nextTask++;
      slot.pending++;
      return new Promise<RenderedOnThread>((resolve, reject) => {
        tasks.set(id, { resolve, reject, slot, ...(task.as ? { as: task.as } : {}) });
        slot.worker.postMessage({
          type: 'render',
          task: id,
          url: task.url,
          user: task.user,
          member: !!task.as,
          publicSettings: task.publicSettings,
          encoding: task.encoding,
          withText: task.withText,
        });
      });
    },
    async close(): Promise<void> {
      closed = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
