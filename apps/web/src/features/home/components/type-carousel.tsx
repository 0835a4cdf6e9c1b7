import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '@ncr/shared/enums';
import { Building, Home, LandPlot, Store } from 'lucide-react';
import { Link } from 'react-router';
import { useListingCounts } from '../api/get-counts';
import { SectionHeading } from './section-heading';

const ICONS = { flat: Building, house: Home, plot: LandPlot, commercial: Store } as const;

/**
 * The scrolling property-type strip with live counts. The list is drawn twice for a seamless loop;
 * the copy is hidden from assistive technology and the keyboard. It stops on hover and, through
 * the CSS, for reduced motion.
 */
export function TypeCarousel() {
  const counts = useListingCounts();
  const items = (copy: boolean) =>
    PROPERTY_TYPES.map((type) => {
      const Icon = ICONS[type];
      const count = counts.data?.types[type];
      return (
        <li key={`${type}-${copy}`} className="shrink-0">
          <Link
            to={`/property?propertyType=${type}`}
            tabIndex={copy ? -1 : undefined}
            className="flex w-60 items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700"
          >
            <span className="grid h-12 w-12 place-items-center rounded-full bg-brand-50 text-brand-800">
              <Icon className="h-6 w-6" aria-hidden />
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{PROPERTY_TYPE_LABELS[type]}</span>
              <span className="block text-sm text-slate-700">{count === undefined ? '\u00a0' : `${count} Properties`}</span>
            </span>
          </Link>
        </li>
      );
    });
  return (
    <section aria-labelledby="types-heading" className="bg-slate-100 py-14">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="types-heading" title="Browse by Property Type" />
      </div>
      <div className="overflow-hidden">
        {/* Four equal copies: moving by half (two copies) loops seamlessly on screens up to ~2000 px. */}
        <div className="flex w-max animate-marquee hover:[animation-play-state:paused] focus-within:[animation-play-state:paused]">
          {[false, true, true, true].map((copy, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the copies are identical by design
            <ul key={i} className="flex gap-4 pr-4 first:pl-4" aria-hidden={copy || undefined}>
              {items(copy)}
            </ul>
          ))}
        </div>
      </div>
    </section>
  );
}
