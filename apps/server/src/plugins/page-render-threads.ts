import type { PublicSettings } from '@ncr/shared/schemas/public-settings';
import type { Encoding, Levels } from '~/lib/json-body';
import { workerPool } from '~/lib/worker-pool/pool';

// Server rendering on worker threads (docs/decisions/0063-pages-rendered-on-worker-threads.md),
// on the server's one worker pool (lib/worker-pool, docs/decisions/0107-one-worker-pool.md).
// React's render of a listing page is about half of its CPU; on the event loop it held up every
// other request meanwhile. Each worker (page-render.worker.ts) loads the web build's entry-server
// and renders pages there; the API calls a render makes come back to this thread, which answers
// them from its routes and caches.
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
  /** Per source module a page may use, the files of its chunks (those index.html loads left out). */
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

/** What a render worker is given, does and asks (page-render.worker.ts serves it). */
export interface RenderProtocol {
  data: { entryUrl: string; publicUrl: string; page: PageParts };
  /** A render task as it goes to the worker: who asks (`as`) stays on this thread, `member` says there is one. */
  task: Omit<RenderTask, 'as'> & { member: boolean };
  result: RenderedOnThread;
  call: { input: string; method: string };
  answer: { status: number; text: string };
}

/**
 * `count` worker threads rendering pages with the entry at `entryUrl`. A page goes to the worker
 * with the fewest pages in progress; a worker that dies fails its pages (the browser then renders
 * them) and is replaced shortly after.
 */
export function renderThreads(count: number, entryUrl: string, publicUrl: string, page: PageParts, answerCall: AnswerCall) {
  const pool = workerPool<RenderProtocol, Record<string, string>>({
    name: 'page render',
    entry: new URL('./page-render.worker.ts', import.meta.url),
    count,
    data: { entryUrl, publicUrl, page },
    start: 'now',
    // A call that fails is a 500 to the render, as a failed fetch would be.
    answerCall: ({ input, method }, as) =>
      answerCall(input, method, as).catch((error: unknown) => ({ status: 500, text: JSON.stringify({ error: String(error) }) })),
  });
  return {
    /** The page, or an error (the browser then renders it) when it fails or no worker is up. */
    render({ as, ...task }: RenderTask): Promise<RenderedOnThread> {
      return pool.run({ ...task, member: !!as }, as ? { context: as } : {});
    },
    close: () => pool.close(),
  };
}
