import { CONTACT } from '@ncr/shared/contact-content';
import { SITE } from '@ncr/shared/site';
import { ChevronDown, Phone } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';

/**
 * The 'Need Help?' accordion: account/login, posting, and a call link to an agent. Native
 * <details> elements sharing one name open one at a time, work before (and without) JavaScript,
 * and cost the page no script.
 */
export function NeedHelp() {
  return (
    <section aria-labelledby="need-help-heading">
      <h2 id="need-help-heading" className="text-xl font-semibold text-slate-900">
        {CONTACT.help.heading}
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {CONTACT.help.items.map((item) => (
          <details key={item.id} name="need-help" className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 text-left font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <h3>{item.question}</h3>
              <ChevronDown className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden />
            </summary>
            <div className="px-4 pb-4 text-sm text-slate-700">
              <p>{item.answer}</p>
              {'callLabel' in item && (
                <a href={`tel:${SITE.phoneDial}`} className={buttonClasses('primary', 'sm', 'mt-3')}>
                  <Phone className="h-4 w-4" aria-hidden />
                  {item.callLabel}
                </a>
              )}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
