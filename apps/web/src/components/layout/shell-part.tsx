import { createContext, type ReactNode, useContext } from 'react';
import { Footer } from './footer';

/**
 * Parts of the page shell whose markup is the same on every page, for everyone: the server renders
 * each once per process, not once per page (issue 23: "the page shell and everything not
 * per-listing is rendered once, not per request"). Only parts that read nothing per page or per
 * person (no location, session, query data or `useId`) belong here; `shell-part.test.tsx` checks
 * that each part's kept HTML is what a render of the whole page makes of it.
 */
export const SHELL_PARTS = {
  footer: Footer,
} satisfies Record<string, () => ReactNode>;

export type ShellPartName = keyof typeof SHELL_PARTS;
export type ShellHtml = Record<ShellPartName, string>;

/** Provided by the server's renderer: each part's HTML, rendered outside any page's render. */
export const ShellHtmlContext = createContext<ShellHtml | null>(null);

/**
 * The server splices the kept HTML in; the browser renders the part itself and hydrates it against
 * that HTML, which is exactly what it renders, so React has nothing to change. The wrapper is
 * `display: contents`: it draws no box, so the layout is the part's own.
 */
export function ShellPart({ name }: { name: ShellPartName }) {
  const html = useContext(ShellHtmlContext)?.[name];
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of a fixed component, made on the server.
  if (html !== undefined) return <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
  const Part = SHELL_PARTS[name];
  return (
    <div className="contents">
      <Part />
    </div>
  );
}
