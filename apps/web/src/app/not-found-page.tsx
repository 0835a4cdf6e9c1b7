import { TEXTS } from '@ncr/shared/texts';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { titled, useHead } from '@/lib/head';

/** The 404 page; `title` names what is missing (a listing) instead of the generic page text. */
export function NotFoundPage({ title = TEXTS.notFoundTitle }: { title?: string }) {
  const location = useLocation();
  useHead({ title: titled(title), description: title, path: location.pathname, noindex: true });
  useEffect(() => {
    console.warn('404: no page at', location.pathname);
  }, [location.pathname]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <PageTitle className="mt-4 text-2xl font-bold">{title}</PageTitle>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        {TEXTS.returnHome}
      </Link>
    </section>
  );
}
