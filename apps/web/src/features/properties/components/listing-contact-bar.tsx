import { isPublicStatus } from '@ncr/shared/enums';
import type { PublicListing } from '@ncr/shared/schemas/property';
import { SITE } from '@ncr/shared/site';
import { TEXTS } from '@ncr/shared/texts';
import { MessageCircle, Phone } from 'lucide-react';
import { listingTitle } from '@/components/property/posted-by';
import { useOrigin } from '@/lib/use-origin';

/** The listing's reference as people read it out on the phone. */
export const listingReference = (id: string): string => id.slice(0, 8).toUpperCase();

/** The WhatsApp greeting names the listing so staff know at once what the buyer means. */
export function whatsappGreeting(listing: PublicListing, url: string): string {
  return `Hello! I am interested in "${listingTitle(listing)}" (Ref ${listingReference(listing._id)}) on ${SITE.name}: ${url}`;
}

/**
 * Call and WhatsApp the operator about this listing (the seller's own number is never published).
 * Sticky at the bottom of the screen on phones, in the page on wider screens.
 */
export function ListingContactBar({ listing }: { listing: PublicListing }) {
  const origin = useOrigin();
  // Its owner's preview of a listing under review or rejected: nobody to call about it.
  if (!isPublicStatus(listing.status)) return null;
  // Nothing to call or ask about: the page says so and points to what is still for sale.
  if (listing.status === 'Sold') {
    return (
      <p role="status" className="rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
        {TEXTS.soldListingNotice}
      </p>
    );
  }
  const url = `${origin}/property/${listing._id}`;
  const whatsapp = `https://wa.me/${SITE.whatsappNumber}?text=${encodeURIComponent(whatsappGreeting(listing, url))}`;
  const link = 'inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold';
  return (
    <>
      {/* "Posted by … · Owner" beside a call that reaches us: say plainly who answers (issue 62). */}
      <p className="text-sm text-slate-700">
        {SITE.name} connects you with the owner: Call and WhatsApp reach our team, who arrange your talk or visit.{' '}
        <a href="#callback" className="font-medium text-brand-800 underline underline-offset-2">
          Request a call back
        </a>
      </p>
      <nav
        aria-label="Contact us about this property"
        className="fixed inset-x-0 bottom-0 z-40 flex gap-2 border-t border-slate-200 bg-white p-2 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] lg:static lg:z-auto lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
      >
        <a href={`tel:${SITE.phoneDial}`} className={`${link} bg-brand-700 text-white hover:bg-brand-800`}>
          <Phone className="h-4 w-4" aria-hidden />
          Call
        </a>
        <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={`${link} bg-emerald-700 text-white hover:bg-emerald-800`}>
          <MessageCircle className="h-4 w-4" aria-hidden />
          WhatsApp
        </a>
        <a href="#enquire" className={`${link} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}>
          Enquire
        </a>
      </nav>
      {/* Keeps the page's end clear of the bar on phones. */}
      <div className="h-16 lg:hidden" aria-hidden />
    </>
  );
}
