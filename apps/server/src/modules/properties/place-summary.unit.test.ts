import { describe, expect, it } from 'vitest';
import { type CityLocality, neighboursOf } from './place-summary';

const locality = (slug: string, count: number): CityLocality => {
  const match = /^sector-(\d+)/.exec(slug);
  return { value: slug, slug, count, sector: match ? Number(match[1]) : null };
};

/** What the neighbours are by definition: the others, sorted by distance (stable), the first eight. */
function bySorting(slug: string, localities: CityLocality[]): CityLocality[] {
  const others = localities.filter((l) => l.slug !== slug);
  const own = /^sector-(\d+)/.exec(slug);
  if (!own) return others.slice(0, 8);
  const distance = (l: CityLocality) => (l.sector === null ? Number.POSITIVE_INFINITY : Math.abs(l.sector - Number(own[1])));
  return others.sort((a, b) => distance(a) - distance(b)).slice(0, 8);
}

describe('neighboursOf', () => {
  it("names a sector's nearest sectors, the busier first when two are as far, then the other localities", () => {
    const city = [
      locality('dlf-phase-3', 90),
      locality('sector-60', 50),
      locality('sector-64', 40),
      locality('sector-61', 30),
      locality('sector-63', 20),
      locality('sector-62', 10),
      locality('sector-62-a', 5),
      locality('sohna-road', 3),
    ];
    expect(neighboursOf('sector-62', city).map((l) => l.slug)).toEqual([
      'sector-62-a',
      'sector-61',
      'sector-63',
      'sector-60',
      'sector-64',
      'dlf-phase-3',
      'sohna-road',
    ]);
    expect(neighboursOf('sohna-road', city).map((l) => l.slug)).toEqual(
      city
        .filter((l) => l.slug !== 'sohna-road')
        .slice(0, 8)
        .map((l) => l.slug),
    );
  });

  it('agrees with sorting every locality by distance, over many random cities', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let round = 0; round < 300; round++) {
      const size = Math.floor(random() * 60);
      const city = Array.from({ length: size }, (_, i) =>
        locality(random() < 0.8 ? `sector-${Math.floor(random() * 40)}${i % 3 === 0 ? '-a' : ''}-${i}` : `place-${i}`, size - i),
      );
      const asked = city[Math.floor(random() * size)]?.slug ?? 'sector-5';
      expect(neighboursOf(asked, city)).toEqual(bySorting(asked, city));
    }
  });
});
