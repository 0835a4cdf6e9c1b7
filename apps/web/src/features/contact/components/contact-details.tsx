import { CONTACT } from '@ncr/shared/contact-content';
import { SITE } from '@ncr/shared/site';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';

/** Address, phone, e-mail and hours from the operator's site module. */
export function ContactDetails() {
  const rows = [
    { icon: MapPin, label: 'Address', value: <address className="not-italic">{SITE.address}</address> },
    {
      icon: Phone,
      label: 'Phone',
      value: (
        <a href={`tel:${SITE.phoneDial}`} className="text-brand-800 hover:underline">
          {SITE.phone}
        </a>
      ),
    },
    {
      icon: Mail,
      label: 'Email',
      value: (
        <a href={`mailto:${SITE.email}`} className="break-all text-brand-800 hover:underline">
          {SITE.email}
        </a>
      ),
    },
    { icon: Clock, label: CONTACT.hoursLabel, value: SITE.hours },
  ];
  return (
    <section aria-labelledby="contact-details-heading" className="space-y-4">
      <h2 id="contact-details-heading" className="text-xl font-semibold text-slate-900">
        {CONTACT.detailsHeading}
      </h2>
      <dl className="space-y-4">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="flex items-center gap-3 text-sm font-medium text-slate-600">
              <row.icon className="h-5 w-5 shrink-0 text-brand-700" aria-hidden />
              {row.label}
            </dt>
            <dd className="pl-8 text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
