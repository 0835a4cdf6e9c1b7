import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppShell } from '@/app/app-shell';
import { routes } from '@/app/routes';
import { SSR_STATE_ID, type SsrState } from '@/app/ssr-state';
import { queryClient } from '@/lib/query-client';
import { getSession, RenderSessionContext } from '@/lib/session';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A server-rendered page carries its query cache; signed-in screens arrive empty and render here.
const stateScript = document.getElementById(SSR_STATE_ID);
if (stateScript?.textContent) {
  const state = JSON.parse(stateScript.textContent) as SsrState;
  // The server answered with data current at this listing version (its page cache is emptied on
  // every change), so the data counts as fetched now, not when that page was first rendered.
  const now = Date.now();
  for (const query of state.queries.queries) query.state.dataUpdatedAt = now;
  hydrate(queryClient, state.queries);
  // The page's lazy route modules must be in place before hydrating, or the first render would
  // differ from the server's (their chunks are already preloaded by the page's head).
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const lazy = m.route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(m.route, { ...(await lazy()), lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes);
  // Hydration starts from what the server rendered with: the session the page was sent with.
  hydrateRoot(
    root,
    <RenderSessionContext.Provider value={getSession()}>
      <AppShell queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppShell>
    </RenderSessionContext.Provider>,
  );
} else {
  const router = createBrowserRouter(routes);
  createRoot(root).render(
    <AppShell queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppShell>,
  );
}
