import { describe, expect, it } from 'vitest';
import { absoluteUrls } from './head';

const SITES = ['https://ncr.example', 'http://localhost:3000', 'https://Example.COM:443/app'];

/** The URL made, or that none could be (a path such as `//[` names no valid host). */
const outcome = (make: () => string) => {
  try {
    return make();
  } catch {
    return 'invalid';
  }
};

describe('absoluteUrls', () => {
  it('gives what new URL(path, site) gives, for the paths pages link and for odd ones', () => {
    const paths = [
      '/',
      '/property/a5bdd749-f726-48b7-8952-4c156c482eca',
      '/media/demo-house-02-detail.webp',
      '/property?location=Greater+Noida&propertyType=flat',
      '/property?location=Greater%20Noida',
      '/a/../b',
      '/./x',
      '/.well-known/x',
      '//evil.example/x',
      '/a b',
      '/q?x="y"',
      "/q?x='y'",
      '/q#fragment',
      '/ghar/नोएडा',
      '/a\\b',
      '/%zz',
      'relative/path',
    ];
    for (const site of SITES) {
      const abs = absoluteUrls(site);
      for (const path of paths) expect(abs(path), `${site} ${path}`).toBe(new URL(path, site).toString());
    }
  });

  it('agrees with new URL on random paths', () => {
    const alphabet = 'abcXYZ019-._~!$&\'()*+,;=:@/%?#[]{}|^` "<>\\é.';
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const abs = absoluteUrls(SITES[0] as string);
    for (let i = 0; i < 5_000; i++) {
      let path = '/';
      const length = Math.floor(random() * 12);
      for (let j = 0; j < length; j++) path += alphabet[Math.floor(random() * alphabet.length)];
      expect(
        outcome(() => abs(path)),
        path,
      ).toBe(outcome(() => new URL(path, SITES[0]).toString()));
    }
  });

  it('leaves absolute http(s) addresses as they are', () => {
    expect(absoluteUrls(SITES[0] as string)('https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
  });
});
