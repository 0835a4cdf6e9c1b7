import type { ReactNode } from 'react';

export function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 max-w-3xl">
      <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {children && <p className="mt-2 text-slate-700">{children}</p>}
    </div>
  );
}
