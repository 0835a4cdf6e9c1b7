// An action a signed-out person started (a heart, a saved search, a site visit), kept for this tab while they
// sign in and completed once they are, as the portals do (docs/decisions/0116, 0123, 0125). In
// sessionStorage, so it neither outlives the tab nor reaches another person on a shared computer
// after it is closed; an hour at most. Never in the URL: no link can make someone perform it.

const MAX_AGE_MS = 60 * 60 * 1000;

export type PendingKind = 'wishlist' | 'saved-search' | 'visit';
const keyOf = (kind: PendingKind) => `ncr-pending-${kind}`;

export function rememberPending(kind: PendingKind, value: unknown): void {
  try {
    sessionStorage.setItem(keyOf(kind), JSON.stringify({ value, at: Date.now() }));
  } catch {
    // Storage refused (private mode, full): the control then only leads to sign-in, as before.
  }
}

/** What a signed-out control asked for, once: it is forgotten as it is read. */
export function takePending(kind: PendingKind): unknown {
  try {
    const raw = sessionStorage.getItem(keyOf(kind));
    if (raw === null) return null;
    sessionStorage.removeItem(keyOf(kind));
    const { value, at } = JSON.parse(raw) as { value?: unknown; at?: unknown };
    if (typeof at !== 'number' || Date.now() - at > MAX_AGE_MS) return null;
    return value ?? null;
  } catch {
    return null;
  }
}
