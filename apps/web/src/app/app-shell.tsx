import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { Toaster } from 'sonner';

/**
 * Marks the document once the app is live (hydrated, or rendered in the browser): until then a
 * server-rendered page shows content whose buttons do nothing yet. Tests wait for this mark.
 */
function LiveMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The providers around the router, the same in the browser and on the server (hydration needs one tree). */
export function AppShell({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <LiveMarker />
        {/* Spec §9: up to 3 toasts, Alt+T focuses them. At the bottom, so they never cover the
            sticky header's buttons (Logout, the menu, Post Your Property). */}
        <Toaster visibleToasts={3} hotkey={['altKey', 'KeyT']} richColors closeButton position="bottom-right" />
      </QueryClientProvider>
    </StrictMode>
  );
}
