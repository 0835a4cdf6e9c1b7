import { SERVICES } from '@ncr/shared/content';
import { BadgeIndianRupee, Building2, Home, KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { SectionHeading } from './section-heading';

const ICONS = { buy: Home, rent: KeyRound, sell: BadgeIndianRupee, commercial: Building2 } as const;
// Spec §2 (Home): four service cards. The rent card leads to /property?purpose=rent.
const HOME_CARDS = ['buy', 'rent', 'sell', 'commercial'] as const;

/** Service blurbs and the four service cards (buy, rent, sell, commercial); copy from the content module. */
export function ServicesSection() {
  const session = useSession();
  const cards = SERVICES.cards.filter((c): c is Extract<(typeof SERVICES.cards)[number], { id: (typeof HOME_CARDS)[number] }> =>
    (HOME_CARDS as readonly string[]).includes(c.id),
  );
  return (
    <section aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-14">
      <SectionHeading id="services-heading" title="What We Do">
        {SERVICES.intro}
      </SectionHeading>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => {
          const Icon = ICONS[card.id];
          // Spec §2 (services): the sell call to action goes to the seller dashboard for sellers, else /login.
          const to = card.to ?? (session?.role === 'seller' ? '/seller-dashboard' : '/login');
          return (
            <li key={card.id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <span className="mb-4 grid h-12 w-12 place-items-center rounded-full bg-brand-50 text-brand-800">
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-700">{card.body}</p>
              <Link to={to} className={buttonClasses('secondary', 'sm', 'mt-4 self-start')}>
                {card.cta}
                <span className="sr-only">: {card.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
