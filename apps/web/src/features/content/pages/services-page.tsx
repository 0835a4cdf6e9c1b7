import { SERVICES } from '@ncr/shared/content';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { describe, titled, useHead } from '@/lib/head';
import { useSession } from '@/lib/session';
import { ContentIcon } from '../components/content-icon';
import { PageIntro } from '../components/page-intro';

export function ServicesPage() {
  useHead({ title: titled(SERVICES.title), description: describe(SERVICES.intro), path: '/services' });
  const session = useSession();
  // Spec §2: the 'sell' call to action goes to the seller dashboard for sellers, else to /login.
  const sellTarget = session?.role === 'seller' ? '/seller-dashboard' : '/login';
  return (
    <>
      <PageIntro title={SERVICES.title}>{SERVICES.intro}</PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-12">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.cards.map((card) => (
            <li key={card.id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex w-fit rounded-full bg-brand-50 p-3 text-brand-700">
                <ContentIcon name={card.icon} className="h-7 w-7" />
              </span>
              <h2 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h2>
              <p className="mt-2 flex-1 text-sm text-slate-700">{card.body}</p>
              <Link
                to={card.to ?? sellTarget}
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
              >
                {card.cta}
                <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
