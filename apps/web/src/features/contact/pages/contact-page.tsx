import { CONTACT } from '@ncr/shared/contact-content';
import { SITE } from '@ncr/shared/site';
import { lazy, Suspense } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { describe, titled, useHead } from '@/lib/head';
import { useHydrated } from '@/lib/use-hydrated';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';
import { NeedHelp } from '../components/need-help';

// Leaflet is the map's alone: loaded after the page has hydrated, never in its first chunk.
const PlaceMap = lazy(() => import('@/components/map/place-map').then((m) => ({ default: m.PlaceMap })));

const card = 'rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

const mapBox = 'h-72 w-full rounded-lg border border-slate-200 bg-slate-100 lg:h-full lg:min-h-80';

export function ContactPage() {
  const hydrated = useHydrated();
  useHead({ title: titled(CONTACT.title), description: describe(CONTACT.intro), path: '/contact' });
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-10">
      <header className="max-w-2xl">
        <PageTitle>{CONTACT.title}</PageTitle>
        <p className="mt-2 text-slate-600">{CONTACT.intro}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className={card}>
          <ContactForm />
        </div>
        <div className={card}>
          <ContactDetails />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {hydrated ? (
          <Suspense fallback={<div className={mapBox} aria-hidden />}>
            <PlaceMap point={SITE.office} label={CONTACT.mapTitle} name={SITE.address} className={mapBox} />
          </Suspense>
        ) : (
          <div className={mapBox} aria-hidden />
        )}
        <NeedHelp />
      </div>
    </div>
  );
}
