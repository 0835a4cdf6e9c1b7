import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { APP_START, pageModulesTag } from '@ncr/shared/page-modules';
import type { PublicSettings } from '@ncr/shared/schemas/public-settings';
import type { Encoding } from '~/lib/json-body';
import { type CallMain, serveTasks } from '~/lib/worker-pool/serve';
import type { RenderedOnThread, RenderProtocol } from './page-render-threads';

// A page render worker (page-render-threads.ts): renders with the web build's entry-server, makes
// the page whole and compresses it here, so that the event loop gets a few kilobytes of
// compressed bytes, not the page's parts to join and compress
// (docs/decisions/0088-new-pages-compressed-where-they-are-rendered.md).

/** What the web app's API client reads of an answer (apps/web/src/lib/api-client.ts). */
type Answer = { ok: boolean; status: number; text(): Promise<string> };
type Fetch = (input: string, init?: { method?: string }) => Promise<Answer>;
type Rendered = { kind: 'page'; status: number; head: string; html: string; state: string; modules: string[] };

/** What this worker uses of the web build's entry-server (plugins/page-renderer.ts reads it whole). */
interface Entry {
  configure(options: { fetch: Fetch }): void;
  render(
    url: string,
    options: { publicUrl: string; user?: Record<string, unknown> | null; fetch?: Fetch; publicSettings?: PublicSettings },
  ): Promise<Rendered | Exclude<RenderedOnThread, { kind: 'page' }>>;
}

/** A render's fetch: its API calls answered by the main thread. */
const fetchOf =
  (call: CallMain<RenderProtocol>): Fetch =>
  async (input, init) => {
    const { status, text } = await call({ input, method: init?.method ?? 'GET' });
    return { ok: status >= 200 && status < 300, status, text: async () => text };
  };

serveTasks<RenderProtocol>(({ data, call }) => {
  const { pieces, preloads, levels, compressedFrom } = data.page;
  const entry = (import(data.entryUrl) as Promise<Entry>).then((module) => {
    module.configure({ fetch: fetchOf(call) });
    return module;
  });
  const encoder = new TextEncoder();
  const pieceBytes = pieces.map((piece) => encoder.encode(piece));
  const piecesLength = pieceBytes.reduce((sum, bytes) => sum + bytes.length, 0);

  // The whole page as UTF-8 bytes: index.html's pieces (encoded once) around the head (and its
  // chunks' files), the app's HTML and the state, each encoded into one buffer as long as
  // they can take (three bytes a UTF-16 unit): no string of the whole page is made to encode it.
  const pageText = ({ head, html, state, modules }: Rendered): Uint8Array => {
    const files = new Set<string>();
    for (const module of [APP_START, ...modules]) for (const file of preloads[module] ?? []) files.add(file);
    const parts = [pieceBytes[0], head + pageModulesTag(files), pieceBytes[1], html, pieceBytes[2], state, pieceBytes[3]];
    let most = piecesLength;
    for (const part of parts) if (typeof part === 'string') most += 3 * part.length;
    const text = new Uint8Array(most);
    let length = 0;
    for (const part of parts) {
      if (typeof part === 'string') length += encoder.encodeInto(part, text.subarray(length)).written;
      else if (part) {
        text.set(part, length);
        length += part.length;
      }
    }
    return text.subarray(0, length);
  };
  // Copied out of zlib's buffer (which may share a slab with others) so that it can be moved.
  const compressed = (encoding: Encoding, text: Uint8Array) =>
    new Uint8Array(
      encoding === 'br'
        ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: levels.brotli } })
        : gzipSync(text, { level: levels.gzip }),
    );

  return {
    loaded: entry,
    async run({ url, user, member, publicSettings, encoding, withText }, callForTask) {
      const module = await entry;
      const result = await module.render(url, {
        publicUrl: data.publicUrl,
        user,
        ...(publicSettings ? { publicSettings } : {}),
        ...(member ? { fetch: fetchOf(callForTask) } : {}),
      });
      if (result.kind !== 'page') return result;
      const text = pageText(result);
      // A text that leaves the thread is copied to its own length: a kept page must not hold the
      // longest buffer it could have needed.
      if (!encoding || text.length < compressedFrom) {
        return { kind: 'page', status: result.status, encoding: null, body: text.slice(), length: text.length };
      }
      return {
        kind: 'page',
        status: result.status,
        encoding,
        body: compressed(encoding, text),
        length: text.length,
        ...(withText ? { text: text.slice() } : {}),
      };
    },
    transferOf: (result) =>
      result.kind === 'page' ? [result.body.buffer as ArrayBuffer, ...(result.text ? [result.text.buffer as ArrayBuffer] : [])] : [],
  };
});
