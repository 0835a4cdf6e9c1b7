import { ABOUT } from '@ncr/shared/content';
import { BadgePercent } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { describe, titled, useHead } from '@/lib/head';
import { ContentIcon } from '../components/content-icon';
import { PageIntro } from '../components/page-intro';

export function AboutPage() {
  useHead({ title: titled(ABOUT.title), description: describe(ABOUT.intro), path: '/about' });
  return (
    <>
      <PageIntro title={ABOUT.title}>{ABOUT.intro}</PageIntro>
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12">
        <p className="flex items-start gap-3 rounded-lg border border-accent-500 bg-amber-50 p-4 text-lg font-semibold text-slate-900">
          <BadgePercent className="mt-1 h-6 w-6 shrink-0 text-accent-600" aria-hidden />
          {ABOUT.belowMarket}
        </p>
        <section aria-labelledby="mission-heading" className="max-w-3xl">
          <h2 id="mission-heading" className="text-2xl font-bold text-slate-900">
            {ABOUT.mission.heading}
          </h2>
          <p className="mt-3 text-slate-700">{ABOUT.mission.body}</p>
        </section>
        <section aria-labelledby="reasons-heading">
          <h2 id="reasons-heading" className="text-2xl font-bold text-slate-900">
            {ABOUT.reasonsHeading}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {ABOUT.reasons.map((reason) => (
              <li key={reason.title} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
                <span className="inline-flex rounded-full bg-brand-50 p-2 text-brand-700">
                  <ContentIcon name={reason.icon} />
                </span>
                <h3 className="mt-3 font-semibold text-slate-900">{reason.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{reason.body}</p>
                {'to' in reason && (
                  <Link to={reason.to} className="mt-2 inline-block text-sm font-medium text-brand-800 underline">
                    How tours and video-call visits work
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="numbers-heading">
          <h2 id="numbers-heading" className="sr-only">
            {ABOUT.statsHeading}
          </h2>
          <dl className="grid gap-4 sm:grid-cols-3">
            {ABOUT.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse rounded-lg bg-brand-50 p-5 text-center">
                <dt className="text-sm font-medium text-slate-700">{stat.label}</dt>
                <dd className="text-3xl font-bold text-brand-800">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <Link to={ABOUT.cta.to} className={buttonClasses('primary', 'lg')}>
          {ABOUT.cta.label}
        </Link>
      </div>
    </>
  );
}
