import { WHY_US } from '@ncr/shared/content';
import { BadgePercent, HandCoins, SlidersHorizontal, Umbrella } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { loginPathBackTo } from '@/lib/next-path';
import { SectionHeading } from './section-heading';

const ICONS = { umbrella: Umbrella, 'badge-percent': BadgePercent, 'hand-coins': HandCoins, sliders: SlidersHorizontal } as const;

/** Why-us: the four feature cards and the free posting link (spec §2). */
export function WhyUs() {
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-4 py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id="why-heading" title="Why Choose Us">
          Sell quickly and buy with confidence.
        </SectionHeading>
        {/* The spec's /login, opened on Seller and going on to the posting form (issue 62). */}
        <Link to={loginPathBackTo('/post-property', 'seller')} className={buttonClasses('accent', 'md', 'mb-6')}>
          Post Your Property (FREE)
        </Link>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {WHY_US.map((item) => {
          const Icon = ICONS[item.icon];
          return (
            <li key={item.title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <Icon className="h-8 w-8 text-brand-700" aria-hidden />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{item.body}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
