import type { ExternalToast, toast as sonnerToast } from 'sonner';

// Toasts without sonner in any page's first download (about 9 KB gzip of every public route): its
// code loads when the app is live (app-shell.tsx mounts the Toaster then) or when a toast is first
// shown, whichever comes first. A toast shown before the Toaster mounts is not lost: sonner's
// Toaster shows the toasts already active when it subscribes.

type Sonner = typeof import('sonner');
type Title = Parameters<typeof sonnerToast.success>[0];

let sonner: Promise<Sonner> | null = null;

/** sonner's module, loaded once. */
export const loadSonner = (): Promise<Sonner> => {
  sonner ??= import('sonner');
  return sonner;
};

const show =
  (kind: 'success' | 'error' | 'info') =>
  (message: Title, data?: ExternalToast): void => {
    void loadSonner().then(({ toast }) => toast[kind](message, data));
  };

export const toast = { success: show('success'), error: show('error'), info: show('info') };
