import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppShell } from '@/app/app-shell';
import { routes } from '@/app/routes';
import { PERSONAL_STATE_ID, type PersonalState, SSR_STATE_ID, type SsrState } from '@/app/ssr-state';
import { nextTask } from '@/lib/next-task';
import { queryClient } from '@/lib/query-client';
import { getSession, PartSessionContext, RenderSessionContext } from '@/lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The first screen's lazy route modules are loaded before the first render. A server-rendered
// page must hydrate with them in place, or its first render would differ from the server's (their
// chunks are already preloaded by the page's head); a screen the browser renders would otherwise
// start with an empty router, which React Router warns about (no HydrateFallback). A module that
// fails to load is left to the router, which tries again and shows its error page.
// The start is cut into tasks (here, after the app's modules ran, and before hydrating), so that no
// one of them keeps a phone's main thread for long (docs/decisions/0128).
await nextTask();
const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
await Promise.all(
  lazyMatches.map(async (m) => {
    const lazy = m.route.lazy;
    if (typeof lazy !== 'function') return;
    const loaded = await lazy().catch(() => null);
    if (loaded) Object.assign(m.route, { ...loaded, lazy: undefined });
  }),
);
const router = createBrowserRouter(routes);

// A server-rendered page carries its query cache; signed-in screens arrive empty and render here.
const stateScript = document.getElementById(SSR_STATE_ID);
if (stateScript?.textContent) {
  const state = JSON.parse(stateScript.textContent) as SsrState;
  // What a member's copy of a shared page adds: their wishlist, read with the page. Nothing shown
  // while hydrating reads it (the hearts are a visitor's until then), so it can go in first.
  const personalScript = document.getElementById(PERSONAL_STATE_ID);
  const personal = personalScript?.textContent ? (JSON.parse(personalScript.textContent) as PersonalState) : null;
  // The server answered with data current at this listing version (its page cache is emptied on
  // every change), so the data counts as fetched now, not when that page was first rendered.
  const now = Date.now();
  for (const query of [...state.queries.queries, ...(personal?.queries.queries ?? [])]) query.state.dataUpdatedAt = now;
  hydrate(queryClient, state.queries);
  if (personal) hydrate(queryClient, personal.queries);
  await nextTask();
  // Hydration starts from what the server rendered with: the member's session for a page
  // rendered for them, a visitor's for a page shared with visitors, whose header alone (spliced in
  // for the member) hydrates as them; right after, everything shows the member's own. As a
  // transition, React hydrates in slices and lets the browser handle input between them, instead
  // of one long task for the whole page (a click meanwhile is replayed once its part is live).
  startTransition(() => {
    hydrateRoot(
      root,
      <RenderSessionContext.Provider value={state.signedIn ? getSession() : null}>
        <PartSessionContext.Provider value={getSession()}>
          <AppShell queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppShell>
        </PartSessionContext.Provider>
      </RenderSessionContext.Provider>,
    );
  });
} else {
  createRoot(root).render(
    <AppShell queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppShell>,
  );
}
