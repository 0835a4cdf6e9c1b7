import { CONTACT } from '@ncr/shared/contact-content';
import { SITE } from '@ncr/shared/site';
import { PageTitle } from '@/components/ui/page-title';
import { describe, titled, useHead } from '@/lib/head';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';
import { NeedHelp } from '../components/need-help';

const card = 'rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

export function ContactPage() {
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
        <iframe
          title={CONTACT.mapTitle}
          src={SITE.mapEmbedUrl}
          loading="lazy"
          referrerPolicy="no-referrer"
          className="h-72 w-full rounded-lg border border-slate-200 bg-slate-100 lg:h-full lg:min-h-80"
        />
        <NeedHelp />
      </div>
    </div>
  );
}
