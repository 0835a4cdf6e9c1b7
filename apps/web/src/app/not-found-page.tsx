import { TEXTS } from '@ncr/shared/texts';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';

export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.warn('404: no page at', location.pathname);
  }, [location.pathname]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <PageTitle className="mt-4 text-2xl font-bold">{TEXTS.notFoundTitle}</PageTitle>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        {TEXTS.returnHome}
      </Link>
    </section>
  );
}
