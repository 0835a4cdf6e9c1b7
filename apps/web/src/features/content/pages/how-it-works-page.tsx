import { HOW_IT_WORKS } from '@ncr/shared/content';
import { SITE } from '@ncr/shared/site';
import { VIRTUAL_TOURS } from '@ncr/shared/tours-content';
import { Phone } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { describe, titled, useHead } from '@/lib/head';
import { ContentIcon } from '../components/content-icon';
import { PageIntro } from '../components/page-intro';

export function HowItWorksPage() {
  useHead({ title: titled(HOW_IT_WORKS.title), description: describe(HOW_IT_WORKS.intro), path: '/how-it-works' });
  return (
    <>
      <PageIntro title={HOW_IT_WORKS.title}>{HOW_IT_WORKS.intro}</PageIntro>
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-12">
        <ol className="grid gap-5 md:grid-cols-3">
          {HOW_IT_WORKS.steps.map((step, index) => (
            <li key={step.title} className="relative rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <span className="absolute top-4 right-4 text-4xl font-bold text-slate-300" aria-hidden>
                {index + 1}
              </span>
              <span className="inline-flex rounded-full bg-brand-50 p-3 text-brand-700">
                <ContentIcon name={step.icon} className="h-7 w-7" />
              </span>
              <h2 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h2>
              <p className="mt-2 text-sm text-slate-700">{step.body}</p>
            </li>
          ))}
        </ol>
        <section id={VIRTUAL_TOURS.anchor} aria-labelledby="tours-heading" className="scroll-mt-24">
          <h2 id="tours-heading" className="text-2xl font-bold text-slate-900">
            {VIRTUAL_TOURS.heading}
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {VIRTUAL_TOURS.points.map((point) => (
              <li key={point.title} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="font-semibold text-slate-900">{point.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{point.body}</p>
              </li>
            ))}
          </ul>
        </section>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={HOW_IT_WORKS.browse.to} className={buttonClasses('primary', 'lg')}>
            {HOW_IT_WORKS.browse.label}
          </Link>
          <a href={`tel:${SITE.phoneDial}`} className={buttonClasses('secondary', 'lg')}>
            <Phone className="h-5 w-5" aria-hidden />
            {HOW_IT_WORKS.talk.label}
          </a>
        </div>
      </div>
    </>
  );
}
