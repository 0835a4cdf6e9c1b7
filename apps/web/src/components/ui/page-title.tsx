import { type ReactNode, useEffect } from 'react';

/** Sets the document title and renders the page heading. */
export function PageTitle({ children, title, className }: { children: ReactNode; title?: string; className?: string }) {
  const text = title ?? (typeof children === 'string' ? children : undefined);
  useEffect(() => {
    if (text) document.title = `${text} | NCR Urgent Sale`;
  }, [text]);
  return <h1 className={className ?? 'text-2xl font-bold text-slate-900 sm:text-3xl'}>{children}</h1>;
}
