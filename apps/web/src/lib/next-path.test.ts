import { describe, expect, it } from 'vitest';
import { loginPathBackTo, nextPath } from './next-path';

// `/login?next=` (docs/decisions/0052, 0098): only a path on this site comes back; anything a browser
// or React Router would read as another host, or refuse, is null and the caller goes to the dashboard.
describe('nextPath', () => {
  it.each([
    ['/property/3f1c', '/property/3f1c'],
    ['/buyer/dashboard?tab=visits#top', '/buyer/dashboard?tab=visits#top'],
    ['/properties?city=Noida&q=100%25', '/properties?city=Noida&q=100%25'],
    ['/a/./b/../c', '/a/c'],
    ['/%2e/property/1', '/property/1'],
    ['/../../property/1', '/property/1'],
    ['/search/%E0%A4%A8%E0%A5%8B%E0%A4%8F%E0%A4%A1%E0%A4%BE', '/search/%E0%A4%A8%E0%A5%8B%E0%A4%8F%E0%A4%A1%E0%A4%BE'],
    ['/a\\b', '/a/b'],
    ['/', '/'],
  ])('keeps the path %s as %s', (next, expected) => {
    expect(nextPath(next)).toBe(expected);
  });

  const hostile = [
    // Other hosts, as sent.
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    '',
    ' /property/1',
    // Dot segments that leave two slashes in front once resolved.
    '/.//evil.example',
    '/./\\evil.example',
    '/.\\/evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/././/evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/%2e%2e//evil.example',
    '/.%2e//evil.example',
    // Encoded slashes and backslashes, as a router or server that decodes again reads them.
    '/./%2F/evil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5C/evil.example',
    '/%5c%5cevil.example',
    '/.%2F%2Fevil.example',
    '/%2e%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/%25252e//evil.example',
    '/%2F%2Fevil.example?next=/',
    // Controls the URL parser drops or keeps (tab and newline turn `/\t/x` into `//x`).
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/property/1\u0000',
    '/property/%00',
    '/property/\u0085',
    '/property/\u007f',
    // Broken percent-encoding a router cannot decode.
    '/property/%E0%A4',
    '/%',
  ];
  it.each(hostile)('refuses %j', (next) => {
    expect(nextPath(next)).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(nextPath(null)).toBeNull();
    expect(nextPath(undefined)).toBeNull();
  });

  it('never returns a path that starts with anything but one slash', () => {
    for (const a of ['/', '\\', '.', '%2e', '%2F', '%5C', '%252F', '\t', 'x', '']) {
      for (const b of ['/', '\\', '.', '%2e', '%2F', '%5C', '..', '']) {
        for (const c of ['/', '\\', '%2F', '']) {
          const next = `/${a}${b}${c}evil.example`;
          const result = nextPath(next);
          if (result === null) continue;
          expect(result, next).toMatch(/^\/(?![/\\])/);
          expect(decodeURIComponent(result), next).toMatch(/^\/(?![/\\])/);
          expect(new URL(result, 'https://ncr.example').origin, next).toBe('https://ncr.example');
        }
      }
    }
  });

  it('goes back through the login page to the path it was given', () => {
    const back = loginPathBackTo('/property/1?tab=visit');
    expect(nextPath(new URL(back, 'https://ncr.example').searchParams.get('next'))).toBe('/property/1?tab=visit');
  });

  it('names the role the login page starts on when asked (posting is a seller errand)', () => {
    expect(loginPathBackTo('/post-property', 'seller')).toBe('/login?role=seller&next=%2Fpost-property');
    expect(loginPathBackTo('/wishlist')).toBe('/login?next=%2Fwishlist');
  });
});
