import type { VisitCreate } from '@ncr/shared/schemas/visit';
import { rememberPending, takePending } from '@/lib/pending-action';

// "Request visit" sent signed out: the booking is kept for this tab while the person signs in, and
// sent once they are back on the listing as a buyer (visit-booking.tsx, docs/decisions/0125).

interface PendingVisit {
  listingId: string;
  visit: VisitCreate;
}

export const rememberPendingVisit = (listingId: string, visit: VisitCreate): void => rememberPending('visit', { listingId, visit });

/** The visit a signed-out form asked for on `listingId`, once; one asked on another listing is dropped. */
export function takePendingVisit(listingId: string): VisitCreate | null {
  const pending = takePending('visit') as Partial<PendingVisit> | null;
  if (!pending || pending.listingId !== listingId || typeof pending.visit !== 'object' || pending.visit === null) return null;
  return pending.visit;
}
