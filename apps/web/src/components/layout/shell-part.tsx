import type { Role } from '@ncr/shared/enums';
import { createContext, type ReactNode, useContext } from 'react';
import { useLocation } from 'react-router';
import { PartSessionContext, RenderSessionContext } from '@/lib/session';
import { Footer } from './footer';
import { Header, headerVariant } from './header';

export interface ShellPartSpec {
  Part: () => ReactNode;
  /** What the part's HTML differs by from page to page: one kept HTML per value. */
  variant?: (pathname: string) => string;
  /**
   * What the part shows a signed-in member depends on their role alone (their dashboard's link,
   * the role's badge, Logout), never on who they are: one kept HTML per role too. The server splices
   * a member's into the visitor's page it sends them (plugins/page-renderer.ts), and the browser
   * hydrates the part as them while the rest of that page hydrates as the visitor's it is.
   */
  byRole?: boolean;
}

/**
 * Parts of the page shell whose markup is the same on every page, or on every page of a section,
 * for every visitor: the server renders each once per process and variant, not once per page
 * (issue 23: "the page shell and everything not per-listing is rendered once, not per request").
 * A part may read nothing else per page or per person (query data, `useId`, the search string);
 * `shell-part.test.tsx` checks that each kept HTML is what a render of the whole page makes of it.
 */
export const SHELL_PARTS = {
  header: { Part: Header, variant: headerVariant, byRole: true },
  footer: { Part: Footer },
} satisfies Record<string, ShellPartSpec>;

export type ShellPartName = keyof typeof SHELL_PARTS;

/** The key of a part's kept HTML on a page at `pathname`, as a visitor or a member of `role` sees it. */
export function shellPartKey(name: ShellPartName, pathname: string, role: Role | null = null): string {
  const spec: ShellPartSpec = SHELL_PARTS[name];
  return `${name}|${spec.variant?.(pathname) ?? ''}|${(spec.byRole && role) || ''}`;
}

/** The parts kept per role (the header). */
export const PARTS_BY_ROLE = (Object.keys(SHELL_PARTS) as ShellPartName[]).filter((name) => (SHELL_PARTS[name] as ShellPartSpec).byRole);

/** Provided by the server's renderer: the kept HTML by `shellPartKey`, rendered outside any page's render. */
export const ShellHtmlContext = createContext<ReadonlyMap<string, string> | null>(null);

/**
 * The server splices the kept HTML in; the browser renders the part itself and hydrates it against
 * that HTML, which is exactly what it renders, so React has nothing to change. The wrapper is
 * `display: contents`: it draws no box, so the layout is the part's own.
 */
export function ShellPart({ name }: { name: ShellPartName }) {
  const kept = useContext(ShellHtmlContext);
  const { pathname } = useLocation();
  const session = useContext(RenderSessionContext);
  const partSession = useContext(PartSessionContext);
  const spec: ShellPartSpec = SHELL_PARTS[name];
  const html = kept?.get(shellPartKey(name, pathname, session?.role));
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of a fixed component, made on the server.
  if (html !== undefined) return <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
  const { Part } = spec;
  const part = (
    <div className="contents">
      <Part />
    </div>
  );
  if (!spec.byRole || partSession === undefined) return part;
  return <RenderSessionContext.Provider value={partSession}>{part}</RenderSessionContext.Provider>;
}
