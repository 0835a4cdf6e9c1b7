import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { router } from '@/app/router';
import { queryClient } from '@/lib/query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Spec §9: up to 3 toasts, Alt+T focuses them. At the bottom, so they never cover the
          sticky header's buttons (Logout, the menu, Post Your Property). */}
      <Toaster visibleToasts={3} hotkey={['altKey', 'KeyT']} richColors closeButton position="bottom-right" />
    </QueryClientProvider>
  </StrictMode>,
);
