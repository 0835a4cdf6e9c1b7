import { STATISTICS } from '@ncr/shared/site';

/** The statistic tiles (spec §2, Home): the operator's copy from the site module, with the spec's values. */
export function StatsTiles() {
  return (
    <section aria-label="NCR Urgent Sale in numbers" className="bg-brand-800 text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 text-center md:grid-cols-4">
        {STATISTICS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="text-sm tracking-wide text-brand-100 uppercase">{stat.label}</dt>
            <dd className="text-3xl font-bold sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
