import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIGHT_LEVELS } from '~/lib/json-body';
import { type AnswerCall, type PageParts, type RenderedOnThread, type RenderTask, renderThreads } from './page-render-threads';

// The worker pool with a small entry of its own: what a render asks of this thread, as whom, and
// what happens when a worker dies. page-renderer.test.ts renders the real web app through it.
const ENTRY = `
let fetchDefault;
export function configure({ fetch }) { fetchDefault = fetch; }
export async function render(url, { publicUrl, user, fetch }) {
  if (url === '/die') process.exit(3);
  if (url === '/throw') throw new Error('no such page');
  if (url === '/long') return { kind: 'page', status: 200, head: '', html: 'a page long enough to compress '.repeat(100), state: '', modules: [] };
  if (url.startsWith('/many/')) {
    const asked = ['a', 'b', 'c'].map((part) => (fetch ?? fetchDefault)(url + '/' + part).then((answer) => answer.text()));
    return { kind: 'page', status: 200, head: '', html: (await Promise.all(asked)).join(','), state: '', modules: [] };
  }
  const answer = await (fetch ?? fetchDefault)('/api/whoami');
  return { kind: 'page', status: answer.status, head: publicUrl, html: await answer.text(), state: user ? user.fullName : '', modules: [url] };
}
`;

// index.html's pieces around the head, the app's HTML and the state, and the scripts to preload.

const PARTS: PageParts = {
  pieces: ['<html><head>', '</head><body>', '<script>', '</script></body></html>'],
  preloads: { '/property/1': ['/detail.js', '/shared.js'], '/buyer-dashboard': ['/shared.js'] },
  levels: LIGHT_LEVELS,
  compressedFrom: 1024,
};

/** A page's text, from the form it came in. */
function textOf(result: RenderedOnThread): string {
  if (result.kind !== 'page') throw new Error(`not a page: ${result.kind}`);
  const bytes = Buffer.from(result.body);
  if (result.encoding === 'gzip') return gunzipSync(bytes).toString();
  return (result.encoding === 'br' ? brotliDecompressSync(bytes) : bytes).toString();
}

/** A visitor's page in no encoding, its text not asked for apart. */
const visitor = (url: string): RenderTask => ({ url, user: null, encoding: null, withText: false });

describe('page render threads', () => {
  let dir: string;
  let entryUrl: string;
  const calls: { input: string; as: Record<string, string> | undefined }[] = [];
  const answerCall: AnswerCall = async (input, _method, as) => {
    calls.push({ input, as });
    if (input.startsWith('/many/')) return { status: 200, text: `${input}${as?.cookie ? ` as ${as.cookie}` : ''}` };
    return as?.cookie ? { status: 200, text: `member ${as.cookie}` } : { status: 200, text: 'visitor' };
  };

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ncr-render-threads-'));
    const file = path.join(dir, 'entry.mjs');
    writeFileSync(file, ENTRY);
    entryUrl = pathToFileURL(file).href;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A pool of `count` workers on the test entry for `use`, closed after it. */
  const withThreads = async (count: number, use: (threads: ReturnType<typeof renderThreads>) => Promise<void>) => {
    const threads = renderThreads(count, entryUrl, 'https://ncr.example', PARTS, answerCall);
    try {
      await use(threads);
    } finally {
      await threads.close();
    }
  };

  it("renders on a worker, answering the render's API calls here as the person it renders for", async () => {
    await withThreads(2, async (threads) => {
      const [page, member] = await Promise.all([
        threads.render(visitor('/property/1')),
        threads.render({ ...visitor('/buyer-dashboard'), user: { fullName: 'Asha' }, as: { cookie: 'session=abc' } }),
      ]);
      expect(page).toMatchObject({ kind: 'page', status: 200, encoding: null });
      // The whole page: index.html's pieces, the head with the preload links of its modules, the HTML and the state.
      expect(textOf(page)).toBe(
        `<html><head>https://ncr.example<meta name="page-modules" content="/detail.js /shared.js" /></head><body>visitor<script></script></body></html>`,
      );
      expect(textOf(member)).toBe(
        `<html><head>https://ncr.example<meta name="page-modules" content="/shared.js" /></head><body>member session=abc<script>Asha</script></body></html>`,
      );
      expect(calls).toEqual(
        expect.arrayContaining([
          { input: '/api/whoami', as: undefined },
          { input: '/api/whoami', as: { cookie: 'session=abc' } },
        ]),
      );
    });
  });

  it("answers each of several calls a render makes at once, and two renders' calls each as their own", async () => {
    await withThreads(1, async (threads) => {
      const [page, member] = await Promise.all([
        threads.render(visitor('/many/1')),
        threads.render({ ...visitor('/many/2'), user: { fullName: 'Asha' }, as: { cookie: 'session=abc' } }),
      ]);
      expect(textOf(page)).toContain('<body>/many/1/a,/many/1/b,/many/1/c<script>');
      expect(textOf(member)).toContain('<body>/many/2/a as session=abc,/many/2/b as session=abc,/many/2/c as session=abc<script>');
    });
  });

  it('a render that throws fails that page alone', async () => {
    await withThreads(1, async (threads) => {
      await expect(threads.render(visitor('/throw'))).rejects.toThrow(/no such page/);
      expect(textOf(await threads.render(visitor('/ok')))).toContain('<body>visitor<script>');
    });
  });

  it('a worker that dies fails its pages, and a new one renders after a pause', async () => {
    await withThreads(1, async (threads) => {
      await expect(threads.render(visitor('/die'))).rejects.toThrow(/exited with code 3/);
      // Until its replacement is up, a page is the browser's to render.
      await expect(threads.render(visitor('/ok'))).rejects.toThrow(/no page render worker is running/);
      await expect
        .poll(
          () =>
            threads.render(visitor('/ok')).then(
              (page) => textOf(page).includes('<body>visitor<script>'),
              () => 'not yet',
            ),
          { timeout: 5000 },
        )
        .toBe(true);
    });
  });

  it('sends a long page compressed in the encoding asked for, and its text too only when asked', async () => {
    await withThreads(1, async (threads) => {
      const long = `<html><head></head><body>${'a page long enough to compress '.repeat(100)}<script></script></body></html>`;
      const gzip = await threads.render({ ...visitor('/long'), encoding: 'gzip' });
      expect(gzip).toMatchObject({ kind: 'page', encoding: 'gzip', length: long.length });
      expect(gzip.kind === 'page' && gzip.text).toBeFalsy();
      expect(gzip.kind === 'page' && gzip.body.length).toBeLessThan(long.length / 4);
      expect(textOf(gzip)).toBe(long);
      const br = await threads.render({ ...visitor('/long'), encoding: 'br', withText: true });
      expect(br).toMatchObject({ encoding: 'br', length: long.length });
      expect(textOf(br)).toBe(long);
      expect(br.kind === 'page' && Buffer.from(br.text ?? []).toString()).toBe(long);
      // A short page goes as it is, whatever the request takes.
      const short = await threads.render({ ...visitor('/ok'), encoding: 'gzip', withText: true });
      expect(short).toMatchObject({ encoding: null });
      expect(short.kind === 'page' && short.text).toBeFalsy();
      expect(textOf(short)).toContain('<body>visitor<script>');
    });
  });
});
