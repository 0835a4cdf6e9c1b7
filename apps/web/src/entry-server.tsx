import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppShell } from '@/app/app-shell';
import { isPageHandle } from '@/app/page-handle';
import { PAGE_QUERY_PARAMS, routes } from '@/app/routes';
import { SSR_STATE_ID, type SsrState } from '@/app/ssr-state';
import { prefetchPublicSettings } from '@/components/layout/maintenance-notice';
import { setApiFetch } from '@/lib/api-client';
import { DEFAULT_HEAD, type HeadCollector, HeadContext, renderHeadTags, scriptJson } from '@/lib/head';
import { createQueryClient } from '@/lib/query-client';

// The server's half of rendering (docs/decisions/0012-server-rendering.md). The Fastify plugin
// that calls it knows nothing of React: it gets a status, head tags, body HTML and the page's
// source modules (to preload their chunks), or `null` for screens the browser renders itself.

export interface RenderOptions {
  /** Absolute site address for canonical and Open Graph URLs, without a trailing slash. */
  publicUrl: string;
}

export type RenderResult =
  | { kind: 'page'; status: number; head: string; html: string; state: string; modules: string[] }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'client' };

const handler = createStaticHandler(routes);

/** Answers this process's API calls made while rendering (the server passes app.inject). */
export const configure = (options: { fetch: (input: string, init?: RequestInit) => Promise<Response> }) => setApiFetch(options.fetch);

/** Shell head for screens rendered in the browser: the site's default title and description. */
export const defaultHead = (publicUrl: string) => renderHeadTags({ ...DEFAULT_HEAD, noindex: true }, publicUrl);

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

export async function render(url: string, { publicUrl }: RenderOptions): Promise<RenderResult> {
  const request = new Request(new URL(url, publicUrl));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const page = context.matches.at(-1);
  const handle = page?.route.handle;
  if (!page || !isPageHandle(handle)) return { kind: 'client' };

  const queryClient = createQueryClient();
  const prefetchContext = { queryClient, params: page.params, url: new URL(request.url) };
  const results = await Promise.all([prefetchPublicSettings(queryClient), handle.prefetch?.(prefetchContext)]);
  // A failed call would render an error the browser cannot reproduce from the cache: let the
  // browser render that page itself, with its own retry and messages.
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  )
    return { kind: 'client' };
  const status = results[1]?.status ?? handle.status ?? 200;

  const collector: HeadCollector = { head: null };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <HeadContext.Provider value={collector}>
      <AppShell queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>
    </HeadContext.Provider>,
  );
  const state: SsrState = { queries: dehydrate(queryClient) };
  queryClient.clear();
  return {
    kind: 'page',
    status,
    head: renderHeadTags(collector.head ?? DEFAULT_HEAD, publicUrl),
    html,
    state: `<script type="application/json" id="${SSR_STATE_ID}">${scriptJson(state)}</script>`,
    modules: context.matches.map((m) => m.route.handle).flatMap((h) => (isPageHandle(h) && h.module ? [h.module] : [])),
  };
}
