import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnswerCall, renderThreads } from './page-render-threads';

// The worker pool with a small entry of its own: what a render asks of this thread, as whom, and
// what happens when a worker dies. page-renderer.test.ts renders the real web app through it.
const ENTRY = `
let fetchDefault;
export function configure({ fetch }) { fetchDefault = fetch; }
export async function render(url, { publicUrl, user, fetch }) {
  if (url === '/die') process.exit(3);
  if (url === '/throw') throw new Error('no such page');
  if (url.startsWith('/many/')) {
    const asked = ['a', 'b', 'c'].map((part) => (fetch ?? fetchDefault)(url + '/' + part).then((answer) => answer.text()));
    return { kind: 'page', status: 200, head: '', html: (await Promise.all(asked)).join(','), state: '', modules: [] };
  }
  const answer = await (fetch ?? fetchDefault)('/api/whoami');
  return { kind: 'page', status: answer.status, head: publicUrl, html: await answer.text(), state: user ? user.fullName : '', modules: [url] };
}
`;

type Result = { kind: string; status: number; head: Uint8Array; html: Uint8Array; state: Uint8Array; modules: string[] };

const decoder = new TextDecoder();
/** A page with its parts as text: they come back from the worker as UTF-8 bytes. */
const asText = ({ head, html, state, ...rest }: Result) => ({
  ...rest,
  head: decoder.decode(head),
  html: decoder.decode(html),
  state: decoder.decode(state),
});

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
  const withThreads = async (count: number, use: (threads: ReturnType<typeof renderThreads<Result>>) => Promise<void>) => {
    const threads = renderThreads<Result>(count, entryUrl, 'https://ncr.example', answerCall);
    try {
      await use(threads);
    } finally {
      await threads.close();
    }
  };

  it("renders on a worker, answering the render's API calls here as the person it renders for", async () => {
    await withThreads(2, async (threads) => {
      const [visitor, member] = await Promise.all([
        threads.render({ url: '/property/1', user: null }),
        threads.render({ url: '/buyer-dashboard', user: { fullName: 'Asha' }, as: { cookie: 'session=abc' } }),
      ]);
      expect(visitor.html).toBeInstanceOf(Uint8Array);
      expect(asText(visitor)).toEqual({
        kind: 'page',
        status: 200,
        head: 'https://ncr.example',
        html: 'visitor',
        state: '',
        modules: ['/property/1'],
      });
      expect(asText(member)).toMatchObject({ html: 'member session=abc', state: 'Asha', modules: ['/buyer-dashboard'] });
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
      const [visitor, member] = await Promise.all([
        threads.render({ url: '/many/1', user: null }),
        threads.render({ url: '/many/2', user: { fullName: 'Asha' }, as: { cookie: 'session=abc' } }),
      ]);
      expect(asText(visitor).html).toBe('/many/1/a,/many/1/b,/many/1/c');
      expect(asText(member).html).toBe('/many/2/a as session=abc,/many/2/b as session=abc,/many/2/c as session=abc');
    });
  });

  it('a render that throws fails that page alone', async () => {
    await withThreads(1, async (threads) => {
      await expect(threads.render({ url: '/throw', user: null })).rejects.toThrow(/no such page/);
      expect(asText(await threads.render({ url: '/ok', user: null })).html).toBe('visitor');
    });
  });

  it('a worker that dies fails its pages, and a new one renders after a pause', async () => {
    await withThreads(1, async (threads) => {
      await expect(threads.render({ url: '/die', user: null })).rejects.toThrow(/exited with code 3/);
      // Until its replacement is up, a page is the browser's to render.
      await expect(threads.render({ url: '/ok', user: null })).rejects.toThrow(/no page render worker is running/);
      await expect
        .poll(
          () =>
            threads.render({ url: '/ok', user: null }).then(
              (page) => asText(page).html,
              () => 'not yet',
            ),
          { timeout: 5000 },
        )
        .toBe('visitor');
    });
  });
});
