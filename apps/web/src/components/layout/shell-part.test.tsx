import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { keepShellParts } from '@/entry-server';
import { createQueryClient } from '@/lib/query-client';
import { RenderSessionContext, type Session } from '@/lib/session';
import { PublicLayout } from './public-layout';
import { SHELL_PARTS, ShellHtmlContext, shellPartKey } from './shell-part';

/** A public page as the server renders it, with the shell's parts kept (or rendered in place). */
const page = (path: string, shell: ReadonlyMap<string, string> | null, session: Session | null = null) =>
  renderToString(
    <ShellHtmlContext.Provider value={shell}>
      <RenderSessionContext.Provider value={session}>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[path]}>
            <PublicLayout />
          </MemoryRouter>
        </QueryClientProvider>
      </RenderSessionContext.Provider>
    </ShellHtmlContext.Provider>,
  );

// Every section the header marks, and paths whose case or trailing slash differ.
const PATHS = [
  '/',
  '/property',
  '/property/00000000-0000-4000-8000-000000000000',
  '/Property/00000000-0000-4000-8000-000000000001/',
  '/about',
  '/about/',
  '/contact',
  '/how-it-works',
  '/post-property',
  '/services',
  '/login',
  '/property-in-noida',
];

describe('ShellPart', () => {
  it('splices in the HTML a render of the whole page makes, on any page, so the browser hydrates it unchanged', () => {
    const kept = new Map<string, string>();
    for (const path of PATHS) {
      keepShellParts(path, kept);
      const spliced = page(path, kept);
      expect(spliced, path).toBe(page(path, null));
      expect(spliced, path).toContain('<footer');
      expect(spliced, path).toContain('<header');
    }
  });

  it('keeps one header per section the navigation marks, not one per page', () => {
    const kept = new Map<string, string>();
    for (const path of PATHS) keepShellParts(path, kept);
    const headers = [...kept.keys()].filter((key) => key.startsWith('header|'));
    // Home, Property (and For Buyers), About, Contact, How It Works, For Sellers, and none.
    expect(headers).toHaveLength(7);
    const listing = kept.get(shellPartKey('header', '/property/00000000-0000-4000-8000-000000000000')) ?? '';
    expect(listing).toBe(kept.get(shellPartKey('header', '/property')));
    expect(listing).toContain('href="/login"');
    expect(listing).not.toContain('next=');
    for (const html of kept.values()) expect(html.length).toBeGreaterThan(1000);
    expect(new Set([...kept.keys()].map((key) => key.split('|')[0]))).toEqual(new Set(Object.keys(SHELL_PARTS)));
  });

  it("renders a signed-in member's header with their page, never a visitor's kept one", () => {
    const kept = keepShellParts('/property', new Map());
    const member: Session = { userId: 'u1', role: 'buyer', fullName: 'Asha Verma', mobile: '9876543210', email: null };
    const html = page('/property', kept, member);
    expect(html).not.toContain('Login / Signup');
    expect(html).toContain('Logout');
    expect(html).toBe(page('/property', null, member));
  });

  it('keeps one header per role a member of any name sees, which is what a render of their page makes of it', () => {
    const kept = new Map<string, string>();
    const members: Session[] = [
      { userId: 'u1', role: 'buyer', fullName: 'Asha Verma', mobile: '9876543210', email: null },
      { userId: 'u2', role: 'buyer', fullName: 'Bela Rao', mobile: null, email: 'bela@example.test' },
      { userId: 'u3', role: 'seller', fullName: 'Chetan Jain', mobile: '9876543211', email: null },
      { userId: 'u4', role: 'admin', fullName: 'Dev Staff', mobile: null, email: 'dev@example.test' },
    ];
    for (const path of PATHS) {
      for (const member of members) {
        keepShellParts(path, kept, member.role);
        expect(page(path, kept, member), `${path} ${member.fullName}`).toBe(page(path, null, member));
        const header = kept.get(shellPartKey('header', path, member.role)) ?? '';
        expect(header).toContain('Logout');
        for (const own of [member.fullName, member.userId, member.mobile, member.email]) if (own) expect(header).not.toContain(own);
      }
    }
  });
});
