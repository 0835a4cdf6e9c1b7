import { CONTACT } from '@ncr/shared/content';
import { SITE } from '@ncr/shared/site';
import { ChevronDown, Phone } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { buttonClasses } from '@/components/ui/button';

/** The 'Need Help?' accordion: account/login, posting, and a call link to an agent. */
export function NeedHelp() {
  return (
    <section aria-labelledby="need-help-heading">
      <h2 id="need-help-heading" className="text-xl font-semibold text-slate-900">
        {CONTACT.help.heading}
      </h2>
      <Accordion.Root type="single" collapsible className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {CONTACT.help.items.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-4 py-3 text-left font-medium text-slate-900 hover:bg-slate-50">
                  {item.question}
                  <ChevronDown className="h-4 w-4 shrink-0 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="px-4 pb-4 text-sm text-slate-700">
              <p>{item.answer}</p>
              {'callLabel' in item && (
                <a href={`tel:${SITE.phoneDial}`} className={buttonClasses('primary', 'sm', 'mt-3')}>
                  <Phone className="h-4 w-4" aria-hidden />
                  {item.callLabel}
                </a>
              )}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
