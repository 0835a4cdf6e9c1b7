import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { Toaster } from 'sonner';

/** The providers around the router, the same in the browser and on the server (hydration needs one tree). */
export function AppShell({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* Spec §9: up to 3 toasts, Alt+T focuses them. */}
        <Toaster visibleToasts={3} hotkey={['altKey', 'KeyT']} richColors closeButton position="top-right" />
      </QueryClientProvider>
    </StrictMode>
  );
}
