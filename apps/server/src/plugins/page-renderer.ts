import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CITIES } from '@ncr/shared/enums';
import { APP_START, pageModulesTag } from '@ncr/shared/page-modules';
import type { PublicSettings } from '@ncr/shared/schemas/public-settings';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMPRESSED_FROM, EncodedBody, type Encoding, type Levels, LIGHT_LEVELS, pickEncoding } from '~/lib/json-body';
import { SESSION_COOKIE } from '~/lib/session-cookie';
import { VersionCache } from '~/lib/version-cache';
import { publicSettingsOf } from '~/modules/settings/public-settings';
import { PAGE_RENDER_HEADER } from '~/shared/page-render';
import { listingVersionSource } from '~/shared/version-source';
import type { AuthUser } from '~/types/fastify';
import { type RenderedOnThread, renderThreads } from './page-render-threads';

// The Fastify side of server rendering (docs/decisions/0012-server-rendering.md). It knows
// nothing of React: the web build's entry-server renders a URL into a status, head tags, body
// HTML and the page's source modules; this (or the render thread, page-render-threads.ts) fills the
// built index.html with them, and this keeps the finished pages per listing version, as the JSON
// answers are kept.

type RenderResult =
  | { kind: 'page'; status: number; head: string; html: string; state: string; modules: string[] }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'client' };

/** What the web app's API client reads of an answer (apps/web/src/lib/api-client.ts). */
type Answer = { ok: boolean; status: number; text(): Promise<string> };
type Fetch = (input: string, init?: RequestInit) => Promise<Answer>;

// A WHATWG Response costs a stream and its reader per call: in a profile of uncached listing pages
// they took about 8% of the CPU, for a text that is already at hand.
const answer = (status: number, text: string): Answer => ({ ok: status >= 200 && status < 300, status, text: async () => text });

type SessionUser = Pick<AuthUser, 'id' | 'role' | 'fullName' | 'mobile' | 'email'>;
/** The fields of a signed-in user a render reads, as a plain object that can go to another thread. */
const sessionUser = ({ id, role, fullName, mobile, email }: AuthUser): SessionUser => ({ id, role, fullName, mobile, email });

interface EntryServer {
  configure(options: { fetch: Fetch }): void;
  render(
    url: string,
    options: { publicUrl: string; user?: SessionUser | null; fetch?: Fetch; publicSettings?: PublicSettings },
  ): Promise<RenderResult>;
  defaultHead(publicUrl: string): string;
  /** The script that tells the browser who is signed in (empty for a visitor). */
  sessionScript(user: SessionUser | null): string;
  /** The URL with only the query parameters its page reads, in one order. */
  pageUrl(url: string): string;
  /** [a visitor's HTML, a member of `role`'s] of each part of a page at `pathname` that differs for them (the header). */
  personalParts(pathname: string, role: AuthUser['role']): [string, string][];
  /** The scripts a visitor's page adds for a member: who they are, and their wishlist read through `fetch`. */
  personalState(user: SessionUser, fetch: Fetch): Promise<string>;
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

export type RenderedPage =
  | { kind: 'page'; status: number; body: EncodedBody; personal: boolean }
  | { kind: 'redirect'; status: number; location: string };

const HEAD = /<!--app-head-->[\s\S]*<!--\/app-head-->/;
const BODY = '<!--app-html-->';
const BODY_END = '</body>';

/** index.html cut around its three slots (head, app HTML, state before </body>): the four pieces between them. */
export function templatePieces(template: string): [string, string, string, string] {
  const head = HEAD.exec(template);
  const body = template.indexOf(BODY);
  const end = template.lastIndexOf(BODY_END);
  if (!head || body < head.index + head[0].length || end < body) {
    throw new Error('index.html lacks the <!--app-head-->, <!--app-html--> and </body> markers in that order');
  }
  return [
    template.slice(0, head.index),
    template.slice(head.index + head[0].length, body),
    template.slice(body + BODY.length, end),
    template.slice(end),
  ];
}

/**
 * index.html cut once around its three slots. A page is the pieces and the slots joined as bytes:
 * no String.replace, whose replacement strings give `$&`, `$'` and `$\`` a meaning, so a listing
 * titled with them cannot duplicate or cut the document. (A render thread joins them the same way,
 * page-render-threads.ts.)
 */
export function templateSlots(template: string): (head: string[], html: string, state: string) => Buffer {
  const [beforeHead, headToBody, bodyToEnd, fromEnd] = templatePieces(template).map((piece) => Buffer.from(piece)) as [
    Buffer,
    Buffer,
    Buffer,
    Buffer,
  ];
  const bytes = (part: string) => Buffer.from(part);
  return (headTags, html, state) =>
    Buffer.concat([beforeHead, ...headTags.map(bytes), headToBody, bytes(html), bodyToEnd, bytes(state), fromEnd]);
}

/** The files index.html loads or preloads itself (the entry and the chunks it imports). */
const linkedFiles = (template: string) => new Set([...template.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1] as string));

/**
 * Per source module of the build, the files of its chunk and of everything it imports, but those
 * index.html loads already. Made once; the event loop and the render threads name a page's files
 * from it, in the tag the browser's boot module preloads them from (@ncr/shared/page-modules).
 */
function preloadTable(manifest: Manifest, linked: ReadonlySet<string>): Record<string, string[]> {
  const filesOf = (key: string, files: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) filesOf(imported, files);
    return files;
  };
  const files = (key: string) => [...filesOf(key, new Set())].filter((file) => !linked.has(file)).map((file) => `/${file}`);
  return Object.fromEntries(Object.keys(manifest).map((key) => [key, files(key)]));
}

/** The tag naming the files of the app's start and of a page's chunks, each once, the start first. */
const pageModules = (preloads: Record<string, string[]>, modules: string[]) =>
  pageModulesTag(new Set([APP_START, ...modules].flatMap((module) => preloads[module] ?? [])));

/** The body a page from a render thread answers with: its compressed form alone, or its text (with that form). */
function threadBody({ encoding, body, length, text }: Extract<RenderedOnThread, { kind: 'page' }>, levels?: Levels): EncodedBody {
  // The moved bytes as Buffers, not copied.
  const bytes = (array: Uint8Array) => Buffer.from(array.buffer, array.byteOffset, array.byteLength);
  if (!encoding) return new EncodedBody(bytes(body), levels);
  if (!text) return new EncodedBody({ encoding, body: bytes(body), length }, levels);
  const whole = new EncodedBody(bytes(text), levels);
  whole.keep(encoding, bytes(body));
  return whole;
}

/** Listings a warm-up reads a search page at a time (the search's largest page). */
const WARMUP_SEARCH_LIMIT = 50;

/** `threads`: worker threads that render pages (default PAGE_RENDER_THREADS); 0 renders on the event loop. */
export async function createPageRenderer(app: FastifyInstance, webRoot: string, { threads: threadCount = app.env.pageRenderThreads } = {}) {
  const entryFile = path.join(webRoot, 'server', 'entry-server.js');
  const template = readFileSync(path.join(webRoot, 'client', 'index.html'), 'utf8');
  const fill = templateSlots(template);
  const publicUrl = app.env.publicUrl;

  /**
   * Answers a render's API calls in-process, through the same routes and caches, as `as` asked.
   * A visitor's reads that are the same for everyone skip the route's HTTP round trip
   * (shared/page-answers.ts).
   */
  const answerCall = async (input: string, method: string, as: Record<string, string> | undefined, user?: AuthUser) => {
    // A visitor's reads that are the same for everyone; a member's own reads for their page (their
    // wishlist's ids), for the member its request signed in.
    const inProcess =
      method !== 'GET' ? undefined : user ? app.pageAnswers.answerFor(input, user) : !as ? app.pageAnswers.answer(input) : undefined;
    const direct = await inProcess;
    if (direct !== undefined)
      return direct === null ? { status: 404, text: JSON.stringify({ error: 'Not found' }) } : { status: 200, text: direct };
    const response = await app.inject({ method: method as 'GET', url: input, headers: { ...as, [PAGE_RENDER_HEADER]: '1' } });
    return { status: response.statusCode, text: response.body };
  };
  /** A render's fetch: as `as` asked, with `user`'s own reads in-process when given. */
  const injectFetch =
    (as?: Record<string, string>, user?: AuthUser): Fetch =>
    async (input, init) => {
      const { status, text } = await answerCall(input, init?.method ?? 'GET', as, user);
      return answer(status, text);
    };

  const visitorFetch = injectFetch();
  const manifestFile = path.join(webRoot, 'client', '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const preloads = preloadTable(manifest, linkedFiles(template));
  let entry: EntryServer | null = null;
  let threads: ReturnType<typeof renderThreads> | null = null;
  if (existsSync(entryFile)) {
    const entryUrl = pathToFileURL(entryFile).href;
    entry = (await import(entryUrl)) as EntryServer;
    entry.configure({ fetch: visitorFetch });
    if (threadCount > 0) {
      const parts = { pieces: templatePieces(template), preloads, levels: LIGHT_LEVELS, compressedFrom: COMPRESSED_FROM };
      threads = renderThreads(threadCount, entryUrl, publicUrl, parts, answerCall);
      app.addHook('onClose', () => threads?.close());
    }
  } else {
    app.log.warn(`server renderer not built at ${entryFile}: pages are rendered in the browser only`);
  }

  // A screen the browser renders has only the app's start to load.
  const shellHead = (entry ? entry.defaultHead(publicUrl) : (template.match(HEAD)?.[0] ?? '')) + pageModules(preloads, []);
  const shell = new EncodedBody(fill([shellHead], '', ''));
  // A visitor's page is a read that may lag: the version and the settings as the read replica has
  // them, and the page's rows read from it too (docs/decisions/0100). A member's page is rendered
  // for them with their own calls, which read the primary.
  const version = await listingVersionSource(app, 'replica');
  // Kept from their second request at a version (0045): a crawler walking the sitemap asks for
  // each listing once, and keeping every page it asked for only made garbage of the pages kept.
  const cache = new VersionCache(500, { admitRepeats: true });

  /**
   * A member's page (`user`, its API calls made `as` them) or a visitor's, which is given the
   * public settings its request read: the page then shows what its cache key says
   * (maintenance, registration), and the render makes no read of its own for them. A render
   * thread sends the page compressed in the request's `encoding`, and its text too when it is
   * `kept` for later requests.
   */
  async function renderFresh(
    url: string,
    {
      user = null,
      as,
      publicSettings,
      encoding,
      kept = false,
    }: { user?: AuthUser | null; as?: Record<string, string>; publicSettings?: PublicSettings; encoding: Encoding | null; kept?: boolean },
  ): Promise<RenderedPage | null> {
    if (!entry) return null;
    // A visitor's page kept is worth its best compression when asked again; any other is sent
    // once (or to the requests that shared its render), compressed lightly as the JSON answers are.
    const levels = kept && !user ? undefined : LIGHT_LEVELS;
    const personal = !!user;
    if (threads) {
      const visitor = as ? { as } : { publicSettings };
      const result = await threads.render({ url, user: user && sessionUser(user), ...visitor, encoding, withText: kept });
      if (result.kind !== 'page') return result.kind === 'redirect' ? result : null;
      return { kind: 'page', status: result.status, body: threadBody(result, levels), personal };
    }
    // This app's fetch, passed on every render: a process running more than one app (the tests)
    // shares the entry's configured default.
    const fetch = as ? { fetch: injectFetch(as) } : { fetch: visitorFetch, publicSettings };
    const result = await entry.render(url, { publicUrl, user, ...fetch });
    if (result.kind === 'redirect') return result;
    if (result.kind === 'client') return null;
    const page = fill([result.head, pageModules(preloads, result.modules)], result.html, result.state);
    return { kind: 'page', status: result.status, body: new EncodedBody(page, levels), personal };
  }

  /**
   * A visitor's page for `request`, shared and kept per listing version (from its second request).
   * For a request that names a member, a page not kept comes as its text alone: it is sent with
   * their parts added, compressed then, and compressing it on the render thread too would only
   * make bytes to undo.
   */
  async function visitorPage(request: FastifyRequest): Promise<RenderedPage | null> {
    const forMember = request.headers.authorization !== undefined || (request.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);
    // Kept per URL of what the page reads: a parameter it ignores (`?bust=1`) is neither a new
    // entry nor a new render. The maintenance notice and registration flag are part of every page.
    const page = entry ? entry.pageUrl(request.url) : request.url;
    // Asked together, so that on PostgreSQL they share one read.
    const [settings, listingVersion] = await Promise.all([app.settingsStore.getLagging(), version()]);
    const key = `${settings.maintenanceMode ? 1 : 0}${settings.enableUserRegistration ? 1 : 0}|${page}`;
    return cache.get(listingVersion, key, (kept) =>
      renderFresh(page, {
        publicSettings: publicSettingsOf(settings, app.env),
        encoding: forMember && !kept ? null : pickEncoding(request.headers['accept-encoding']),
        kept,
      }),
    );
  }

  /**
   * A visitor's page as `user` gets it: their header in place of the visitor's, and before </body>
   * who they are and their wishlist (docs/decisions/0112). A new body each time, sent once: the
   * kept page is never changed, and nothing of one member's is kept where another request reads.
   * Null when the page lacks a part to swap (the member's own render then serves them).
   */
  async function personalised(page: EncodedBody, url: string, user: AuthUser, personalState: Promise<string>): Promise<EncodedBody | null> {
    if (!entry) return null;
    const content = page.content;
    const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const pieces: Buffer[] = [];
    let from = 0;
    for (const [visitorPart, memberPart] of entry.personalParts(new URL(url, 'http://page').pathname, user.role)) {
      const at = bytes.indexOf(visitorPart, from);
      if (at < 0) return null;
      pieces.push(bytes.subarray(from, at), Buffer.from(memberPart));
      from = at + Buffer.byteLength(visitorPart);
    }
    const end = bytes.lastIndexOf(BODY_END);
    if (end < from) return null;
    const [state] = await Promise.all([personalState, app.pageAnswers.visited(url, user)]);
    pieces.push(bytes.subarray(from, end), Buffer.from(state), bytes.subarray(end));
    return new EncodedBody(Buffer.concat(pieces), LIGHT_LEVELS);
  }

  /**
   * The pages a warm-up renders: listing pages of the server's own listings (three in four, as
   * visitors and crawlers open them most) and search pages, from the public search, each asked once.
   */
  async function warmupPaths(count: number): Promise<string[]> {
    const listings = Math.ceil((count * 3) / 4);
    const ids: string[] = [];
    for (let page = 1; ids.length < listings && page <= Math.ceil(listings / WARMUP_SEARCH_LIMIT); page++) {
      const { status, text } = await answerCall(`/api/property/search?page=${page}&limit=${WARMUP_SEARCH_LIMIT}`, 'GET', undefined);
      if (status !== 200) break;
      const found = (JSON.parse(text) as { properties: { _id: string }[] }).properties;
      ids.push(...found.map((listing) => listing._id));
      if (found.length < WARMUP_SEARCH_LIMIT) break;
    }
    const searches = ['/', '/property', ...CITIES.map((city) => `/property?${new URLSearchParams({ location: city })}`)];
    for (let page = 2; searches.length < count - ids.length; page++) {
      const city = CITIES[page % CITIES.length] as string;
      searches.push(`/property?page=${page}`, `/property?${new URLSearchParams({ location: city, page: String(page) })}`);
    }
    return [...ids.map((id) => `/property/${id}`), ...searches].slice(0, count);
  }

  /**
   * Renders `perRenderer` pages nobody asked for on each renderer (each render thread, or the
   * event loop), as visitors, before the server says it is ready (docs/decisions/0129): V8
   * compiles a page's code as it renders, and the first visitors after a start (a deploy, while a
   * crawler reads the sitemap) would otherwise pay for it. Nothing is kept or counted: a page is
   * kept from its second request, and a render's own reads count no view.
   */
  async function warm(perRenderer: number): Promise<number> {
    if (!entry || perRenderer === 0) return 0;
    const renderers = threads ? threadCount : 1;
    const paths = await warmupPaths(perRenderer * renderers);
    const settings = await app.settingsStore.getLagging();
    const publicSettings = publicSettingsOf(settings, app.env);
    let next = 0;
    // Two at a time per renderer, so that none waits while the event loop answers the other's reads.
    const renderNext = async (): Promise<void> => {
      for (let path = paths[next++]; path !== undefined; path = paths[next++]) {
        // One page that fails to render (it would fail for its visitor too) does not end the warm-up.
        await renderFresh(path, { publicSettings, encoding: next % 2 ? 'br' : 'gzip' }).catch((error) =>
          app.log.warn({ err: error, path }, 'page warm-up: a page failed to render'),
        );
      }
    };
    await Promise.all(Array.from({ length: 2 * renderers }, renderNext));
    return paths.length;
  }

  return {
    warm,
    /**
     * The page for a request, or null when the browser renders it. A visitor's page is shared and
     * kept per listing version. A signed-in member gets the same page with their own parts added
     * when it is a public page that shows them what it shows everyone (status 200); their own
     * screens, and pages that may show them more (their Pending listing), are rendered for them
     * and never kept.
     */
    async render(request: FastifyRequest): Promise<RenderedPage | null> {
      // The visitors' page is found (or rendered) while the session is checked, and a member's own
      // reads are made while it is: for a member, the three wait for one another at the end only.
      // Each is awaited below or not needed; a failure of one not needed is no unhandled rejection.
      const visitors = visitorPage(request);
      visitors.catch(() => {});
      const user = await app.currentUser(request);
      if (!user) return visitors;
      // The render's own API calls go as the member: their cookie (or bearer header) goes along.
      const as = Object.fromEntries(
        (['cookie', 'authorization'] as const).flatMap((name) => (request.headers[name] ? [[name, String(request.headers[name])]] : [])),
      );
      const theirs = entry ? entry.personalState(sessionUser(user), injectFetch(as, user)) : Promise.resolve('');
      theirs.catch(() => {});
      const shared = await visitors;
      if (shared?.kind === 'redirect') return shared;
      if (shared?.kind === 'page' && shared.status === 200) {
        const body = await personalised(shared.body, request.url, user, theirs);
        if (body) return { kind: 'page', status: 200, body, personal: true };
      }
      // Rendered for this member from the whole URL (their screens read parameters such as ?tab=).
      return renderFresh(request.url, { user, as, encoding: pickEncoding(request.headers['accept-encoding']) });
    },
    /** index.html with the site's default head (and who is signed in): the browser renders the screen. */
    async shell(request: FastifyRequest): Promise<{ body: EncodedBody; personal: boolean }> {
      const user = await app.currentUser(request);
      if (!user || !entry) return { body: shell, personal: false };
      return { body: new EncodedBody(fill([shellHead], '', entry.sessionScript(user)), LIGHT_LEVELS), personal: true };
    },
  };
}
