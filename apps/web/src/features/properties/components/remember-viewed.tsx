import type { PublicListing } from '@ncr/shared/schemas/property';
import { useEffect } from 'react';
import { rememberViewed } from '@/lib/recently-viewed-store';

/** Records the listing on screen in this browser's 'Recently viewed' (after render, never on the server). */
export function RememberViewed({ listing }: { listing: PublicListing }) {
  useEffect(() => {
    rememberViewed(listing);
  }, [listing]);
  return null;
}
