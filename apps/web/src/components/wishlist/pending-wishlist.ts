// A heart tapped signed out: the listing is kept for this tab while the person signs in, and saved
// once they are (resume-wishlist.tsx), as the portals do. In sessionStorage, so it neither outlives
// the tab nor reaches another person on a shared computer after it is closed; an hour at most.

const KEY = 'ncr-pending-wishlist';
const MAX_AGE_MS = 60 * 60 * 1000;

export function rememberPendingWishlist(id: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ id, at: Date.now() }));
  } catch {
    // Storage refused (private mode, full): the heart then only leads to sign-in, as before.
  }
}

/** The listing a signed-out heart asked for, once: it is forgotten as it is read. */
export function takePendingWishlist(): string | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(KEY);
    const { id, at } = JSON.parse(raw) as { id?: unknown; at?: unknown };
    if (typeof id !== 'string' || typeof at !== 'number' || Date.now() - at > MAX_AGE_MS) return null;
    return id;
  } catch {
    return null;
  }
}
