import { AsyncLocalStorage } from 'node:async_hooks';
import type { Role } from '@ncr/shared/enums';
import type { PublicSettings } from '@ncr/shared/schemas/public-settings';
import { PROPERTY_SEARCH_FILTER_KEYS } from '@ncr/shared/search';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, MemoryRouter, type StaticHandlerContext, StaticRouterProvider } from 'react-router';
import { AppShell } from '@/app/app-shell';
import { isPageHandle, isSignedInHandle } from '@/app/page-handle';
import { routes } from '@/app/routes';
import { PERSONAL_STATE_ID, type PersonalState, SSR_STATE_ID, type SsrState } from '@/app/ssr-state';
import { prefetchPublicSettings } from '@/components/layout/maintenance-notice';
import {
  PARTS_BY_ROLE,
  SHELL_PARTS,
  ShellHtmlContext,
  type ShellPartName,
  type ShellPartSpec,
  shellPartKey,
} from '@/components/layout/shell-part';
import { prefetchWishlist } from '@/components/wishlist/wishlist-queries';
import { type ApiFetch, setApiFetch } from '@/lib/api-client';
import { DEFAULT_HEAD, type HeadCollector, HeadContext, renderHeadTags, scriptJson } from '@/lib/head';
import { createRenderQueryClient } from '@/lib/query-client';
import { keepIconMarkup } from '@/lib/server-icons';
import { RenderSessionContext, SESSION_SCRIPT_ID, type Session, type SessionUser, toSession } from '@/lib/session';

// The server's half of rendering (docs/decisions/0012-server-rendering.md). The Fastify plugin
// that calls it knows nothing of React: it gets a status, head tags, body HTML and the page's
// source modules (to preload their chunks), or `null` for screens the browser renders itself.

type Fetch = ApiFetch;

export interface RenderOptions {
  /** Absolute site address for canonical and Open Graph URLs, without a trailing slash. */
  publicUrl: string;
  /** Who asks for the page (their session cookie), or none for a visitor. */
  user?: SessionUser | null;
  /** Answers this render's API calls as that person (the server passes their cookie along). */
  fetch?: Fetch;
  /** The operator's public settings as the page's request read them; asked for when absent. */
  publicSettings?: PublicSettings;
}

export type RenderResult =
  | { kind: 'page'; status: number; head: string; html: string; state: string; modules: string[] }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'client' };

const handler = createStaticHandler(routes);

// Each icon's markup is built once per process and set of props (lib/server-icons.ts).
keepIconMarkup();

/**
 * The static router for one render. createStaticRouter converts the route table it is given anew
 * on every call (4% of a listing page's render in a profile); the handler's routes are converted
 * already, and a router given none keeps the handler's own routes in the matches it renders.
 */
function staticRouter(context: StaticHandlerContext) {
  return Object.defineProperty(createStaticRouter([], context), 'routes', { value: handler.dataRoutes });
}

// The shell's parts kept for pages to splice in (components/layout/shell-part.tsx), by part and
// variant: a handful of entries, each rendered once per process.
const shellHtml = new Map<string, string>();

/** A session of `role` and nobody in particular: what a part kept per role is rendered with. */
const roleSession = (role: Role): Session => ({ userId: '', role, fullName: '', mobile: null, email: null });

/**
 * Renders the kept shell parts a page at `pathname` uses that are not kept yet, each on its own,
 * as a visitor sees it, or a member of `role` for the parts kept per role: outside any page's
 * render, since React keeps one render's state at a time.
 */
export function keepShellParts(
  pathname: string,
  into: Map<string, string> = shellHtml,
  role: Role | null = null,
): ReadonlyMap<string, string> {
  for (const name of Object.keys(SHELL_PARTS) as ShellPartName[]) {
    const key = shellPartKey(name, pathname, role);
    if (into.has(key)) continue;
    const spec: ShellPartSpec = SHELL_PARTS[name];
    const { Part } = spec;
    const queryClient = createRenderQueryClient();
    into.set(
      key,
      renderToString(
        <RenderSessionContext.Provider value={spec.byRole && role ? roleSession(role) : null}>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[pathname]}>
              <Part />
            </MemoryRouter>
          </QueryClientProvider>
        </RenderSessionContext.Provider>,
      ),
    );
    // A query the part declared (the header's notifications) would keep a collection timer.
    queryClient.clear();
  }
  return into;
}

/**
 * The parts of a visitor's page at `pathname` that a member of `role` sees otherwise (the header),
 * as [the visitor's HTML, the member's]: the server swaps them in the kept page it sends a member.
 */
export function personalParts(pathname: string, role: Role): [string, string][] {
  keepShellParts(pathname);
  keepShellParts(pathname, shellHtml, role);
  return PARTS_BY_ROLE.map((name) => [
    shellHtml.get(shellPartKey(name, pathname)) as string,
    shellHtml.get(shellPartKey(name, pathname, role)) as string,
  ]);
}

/**
 * What a visitor's page adds for a signed-in member: the script saying who they are, and for a
 * buyer or seller their wishlist (the hearts fill in as the page goes live, with no request of
 * their own). `fetch` answers as them.
 */
export async function personalState(user: SessionUser, fetch: Fetch): Promise<string> {
  const session = sessionScript(user);
  if (user.role !== 'buyer' && user.role !== 'seller') return session;
  const queryClient = createRenderQueryClient();
  await renderFetch.run(fetch, () => prefetchWishlist(queryClient));
  const state: PersonalState = { queries: dehydrate(queryClient) };
  queryClient.clear();
  // A failed read leaves the hearts to the browser, which asks for them itself.
  state.queries.queries = state.queries.queries.filter((query) => query.state.status === 'success');
  return `${session}<script type="application/json" id="${PERSONAL_STATE_ID}">${scriptJson(state)}</script>`;
}

// Renders run concurrently, each as its own visitor or member: the API calls of one render go
// through that render's fetch, found through the async context the render runs in.
const renderFetch = new AsyncLocalStorage<Fetch>();

/** Answers this process's API calls made while rendering (the server passes app.inject). */
export function configure(options: { fetch: Fetch }): void {
  setApiFetch((input, init) => (renderFetch.getStore() ?? options.fetch)(input, init));
}

/** The script through which a page tells the browser who is signed in (lib/session.ts). */
export const sessionScript = (user: SessionUser | null | undefined): string =>
  user ? `<script type="application/json" id="${SESSION_SCRIPT_ID}">${scriptJson(toSession(user))}</script>` : '';

/** Shell head for screens rendered in the browser: the site's default title and description. */
export const defaultHead = (publicUrl: string) => renderHeadTags({ ...DEFAULT_HEAD, noindex: true }, publicUrl);

/**
 * The query parameters each server-rendered page reads (any other page reads none; the search
 * page's are its filters and page). The server keeps one rendered page per URL of these alone:
 * `?bust=1` or `utm_source` is not a new page. Kept here, not in the route table, so the browser's
 * first download does not carry it.
 */
const PAGE_QUERY_PARAMS: Record<string, readonly string[]> = {
  // `view=map` renders the map's stand-in where the list would be: a page of its own.
  '/property': [...PROPERTY_SEARCH_FILTER_KEYS, 'page', 'view'],
};

/** The URL with only the non-empty parameters its page reads, in the page's order (page cache key). */
export function pageUrl(url: string): string {
  const parsed = new URL(url, 'http://page');
  const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS[path] ?? []) {
    const value = parsed.searchParams.get(name)?.trim();
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

export async function render(url: string, options: RenderOptions): Promise<RenderResult> {
  return options.fetch ? renderFetch.run(options.fetch, () => renderPage(url, options)) : renderPage(url, options);
}

async function renderPage(url: string, { publicUrl, user, publicSettings }: RenderOptions): Promise<RenderResult> {
  const request = new Request(new URL(url, publicUrl));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const session: Session | null = user ? toSession(user) : null;
  const page = context.matches.at(-1);
  const handle = page?.route.handle;
  // A signed-in screen is rendered here for the member it is for; anyone else gets the page
  // shell, and the browser's guard sends them on (with its message).
  const members = context.matches.map((m) => m.route.handle).find(isSignedInHandle);
  const signedInScreen = !!members && !!session && members.roles.includes(session.role);
  if (!page || (!isPageHandle(handle) && !signedInScreen)) return { kind: 'client' };

  const queryClient = createRenderQueryClient();
  const prefetchContext = { queryClient, params: page.params, url: new URL(request.url) };
  const prefetch = isPageHandle(handle) ? handle.prefetch : undefined;
  const member = session?.role === 'buyer' || session?.role === 'seller';
  const results = await Promise.all([
    prefetch?.(prefetchContext),
    prefetchPublicSettings(queryClient, publicSettings),
    member ? prefetchWishlist(queryClient) : undefined,
  ]);
  // A failed call would render an error the browser cannot reproduce from the cache: let the
  // browser render that page itself, with its own retry and messages.
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  )
    return { kind: 'client' };
  const redirect = results[0]?.redirect;
  if (redirect) {
    queryClient.clear();
    return { kind: 'redirect', status: 301, location: redirect };
  }
  const status = results[0]?.status ?? (isPageHandle(handle) ? handle.status : undefined) ?? 200;

  const collector: HeadCollector = { head: null };
  const router = staticRouter(context);
  keepShellParts(new URL(request.url).pathname, shellHtml, session?.role ?? null);
  const html = renderToString(
    <ShellHtmlContext.Provider value={shellHtml}>
      <HeadContext.Provider value={collector}>
        <RenderSessionContext.Provider value={session}>
          <AppShell queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppShell>
        </RenderSessionContext.Provider>
      </HeadContext.Provider>
    </ShellHtmlContext.Provider>,
  );
  const state: SsrState = { queries: dehydrate(queryClient), ...(session ? { signedIn: true as const } : {}) };
  // Each query enters the cache when its answer comes (lib/prefetch-once.ts): listed by hash, the
  // same page has the same bytes whichever answer came first.
  state.queries.queries.sort((a, b) => (a.queryHash < b.queryHash ? -1 : a.queryHash > b.queryHash ? 1 : 0));
  queryClient.clear();
  return {
    kind: 'page',
    status,
    // A member's own screens are nobody's search result.
    head: renderHeadTags(signedInScreen ? { ...DEFAULT_HEAD, noindex: true } : (collector.head ?? DEFAULT_HEAD), publicUrl),
    html,
    state: `${sessionScript(user)}<script type="application/json" id="${SSR_STATE_ID}">${scriptJson(state)}</script>`,
    modules: context.matches.map((m) => m.route.handle).flatMap((h) => (isPageHandle(h) && h.module ? [h.module] : [])),
  };
}
