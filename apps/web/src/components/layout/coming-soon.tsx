import { PageTitle } from '@/components/ui/page-title';

/** Body of a screen that a later release builds; the layout around it is real. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <PageTitle>{title}</PageTitle>
      <p className="mt-4 text-slate-600">This screen is coming soon.</p>
    </section>
  );
}
