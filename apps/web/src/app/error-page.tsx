import { TEXTS } from '@ncr/shared/texts';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The router's error page (spec §2): shown when a screen throws while loading or rendering. */
export function ErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-red-800">{TEXTS.unexpectedError}</h1>
      {detail && <p className="mt-3 text-slate-700">{detail}</p>}
      <a href="/" className="mt-6 inline-block text-brand-800 underline">
        {TEXTS.returnHome}
      </a>
    </section>
  );
}
