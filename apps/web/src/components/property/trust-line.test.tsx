import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TrustLine } from './trust-line';

const render = (role: 'seller' | 'admin' | 'subadmin', verifiedAt: string | null = null) =>
  renderToStaticMarkup(<TrustLine listing={{ userId: { role } as never, verifiedAt }} />);

describe('TrustLine', () => {
  it("marks an owner's listing Owner, and adds no second name to a staff listing", () => {
    expect(render('seller')).toContain('>Owner<');
    expect(render('admin')).toBe('');
    expect(render('subadmin')).toBe('');
  });

  it('shows Verified for any listing staff checked', () => {
    expect(render('admin', '2026-11-01T00:00:00.000Z')).toContain('Verified');
    expect(render('admin', '2026-11-01T00:00:00.000Z')).not.toContain('Owner');
    expect(render('seller', '2026-11-01T00:00:00.000Z')).toMatch(/Verified.*Owner/);
  });
});
