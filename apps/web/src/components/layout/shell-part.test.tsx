import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderShellParts } from '@/entry-server';
import { createQueryClient } from '@/lib/query-client';
import { PublicLayout } from './public-layout';
import { SHELL_PARTS, type ShellHtml, ShellHtmlContext } from './shell-part';

/** A public page as the server renders it, with the shell's parts kept (or rendered in place). */
const page = (path: string, shell: ShellHtml | null) =>
  renderToString(
    <ShellHtmlContext.Provider value={shell}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <PublicLayout />
        </MemoryRouter>
      </QueryClientProvider>
    </ShellHtmlContext.Provider>,
  );

describe('ShellPart', () => {
  const kept = renderShellParts();

  it('splices in the HTML a render of the whole page makes, on any page, so the browser hydrates it unchanged', () => {
    for (const path of ['/', '/property', '/property/00000000-0000-4000-8000-000000000000', '/about', '/contact']) {
      const spliced = page(path, kept);
      expect(spliced, path).toBe(page(path, null));
      expect(spliced, path).toContain('<footer');
    }
  });

  it('keeps every part', () => {
    expect(Object.keys(kept).sort()).toEqual(Object.keys(SHELL_PARTS).sort());
    for (const html of Object.values(kept)) expect(html.length).toBeGreaterThan(1000);
  });
});
