import type { ReactNode } from 'react';

/** One titled section of the Account tab. */
export function AccountCard({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Toast text for a failed call: the spec's title, the server's reason underneath. */
export const reasonOf = (error: unknown): string | undefined => (error instanceof Error && error.message ? error.message : undefined);
