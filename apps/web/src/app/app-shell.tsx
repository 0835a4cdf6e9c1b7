import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, StrictMode, Suspense, useEffect } from 'react';
import { ResumeWishlist } from '@/components/wishlist/resume-wishlist';
import { loadSonner } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Marks the document once the app is live (hydrated, or rendered in the browser): until then a
 * server-rendered page shows content whose buttons do nothing yet. Tests wait for this mark. It
 * comes with the render right after hydration, where parts waiting for it (useHydrated) put their
 * live versions in place, so that the mark means the page is done changing under a person's hand.
 */
function LiveMarker() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = 'true';
  }, [hydrated]);
  return null;
}

// The toasts' code is not part of the first download (lib/toast.ts): the Toaster mounts once the
// app is live, so the server's HTML and the hydrating render both have none.
const Toaster = lazy(() => loadSonner().then((sonner) => ({ default: sonner.Toaster })));

function Toasts() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      {/* Spec §9: up to 3 toasts, Alt+T focuses them. At the bottom, so they never cover the
          sticky header's buttons (Logout, the menu, Post Your Property). */}
      <Toaster visibleToasts={3} hotkey={['altKey', 'KeyT']} richColors closeButton position="bottom-right" />
    </Suspense>
  );
}

/** The providers around the router, the same in the browser and on the server (hydration needs one tree). */
export function AppShell({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <LiveMarker />
        <Toasts />
        <ResumeWishlist />
      </QueryClientProvider>
    </StrictMode>
  );
}
