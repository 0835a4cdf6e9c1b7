import type { ReactNode } from 'react';
import { PageTitle } from '@/components/ui/page-title';

/** The coloured band at the top of each content page. */
export function PageIntro({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="bg-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <PageTitle className="text-3xl font-bold sm:text-4xl">{title}</PageTitle>
        {children && <div className="mt-3 max-w-3xl text-lg text-brand-50">{children}</div>}
      </div>
    </div>
  );
}
