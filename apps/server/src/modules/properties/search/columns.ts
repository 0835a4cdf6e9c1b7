import { placeSlug } from '@ncr/shared/places';
import { ENUMERATED_DIMENSIONS, type EnumeratedName } from '@ncr/shared/search/dimensions';
import { countBothRuns, SlotSet } from './slots/bits';

// The index's enumerated columns, one per entry of the declared list (packages/shared's
// search/dimensions.ts): a new enumerated filter gets its column, its sets, its facet and its
// place in the facet cube from that entry, with nothing to add here.

export type Dimension = EnumeratedName;
/** The enumerated dimensions, in the declared order (the facet cube's columns are in this order too). */
export const DIMENSIONS: readonly Dimension[] = ENUMERATED_DIMENSIONS.map((d) => d.name);
/** The dimensions a full load lays slots out by (layOut), broadest first; their facets count by word (WordValues). */
export const LAID_OUT: readonly Dimension[] = ENUMERATED_DIMENSIONS.filter((d) => d.layOut).map((d) => d.name);
export const isLaidOut = (d: Dimension): boolean => LAID_OUT.includes(d);

type FacetKey = (typeof ENUMERATED_DIMENSIONS)[number]['facet'];
/** Per facet, per option, how many listings match: one facet per enumerated dimension, and the budgets. */
export type FacetCounts = Record<FacetKey | 'budgets', Record<string, number>>;
/** The facet key of each dimension. */
export const FACET_OF = Object.fromEntries(ENUMERATED_DIMENSIONS.map((d) => [d.name, d.facet])) as Record<Dimension, FacetKey>;

/** Every option of every facet, at 0: options nothing matches are listed too. `budgets`: the partition's price ranges. */
export function emptyFacets(budgets: readonly { value: string }[]): FacetCounts {
  const zero = (options: readonly string[]) => Object.fromEntries(options.map((option) => [option, 0]));
  const counts = { budgets: zero(budgets.map((b) => b.value)) } as FacetCounts;
  for (const d of ENUMERATED_DIMENSIONS) counts[d.facet] = zero(d.values);
  return counts;
}

/** Strings numbered in the order first seen, for columns kept as a number per slot. */
export class Names {
  private readonly codes = new Map<string, number>();
  readonly list: string[] = [];

  /** What two names share when they are one name: the name itself, unless a kind of name says otherwise. */
  protected keyOf(name: string): string {
    return name;
  }

  /** The name's number: the next one when it is new. */
  codeOf(name: string): number {
    const key = this.keyOf(name);
    let code = this.codes.get(key);
    if (code === undefined) {
      code = this.list.length;
      this.codes.set(key, code);
      this.list.push(name);
    }
    return code;
  }

  /** The number of a name seen before. */
  find(name: string): number | undefined {
    return this.codes.get(this.keyOf(name));
  }
}

/**
 * How well a spelling names its locality, for the one the pages show: a capital first, then the
 * longer ("Sector 62" before "Sec 62" before "sector-62"), then the first in alphabetical order,
 * so the name does not depend on the order the listings were read in.
 */
const betterSpelling = (a: string, b: string): boolean => {
  const capital = (name: string) => (/^[A-Z0-9]/.test(name) ? 1 : 0);
  if (capital(a) !== capital(b)) return capital(a) > capital(b);
  if (a.length !== b.length) return a.length > b.length;
  return a < b;
};

/**
 * Localities, one number for the spellings that share a slug ("Sector 62", "sector-62", "Sec 62":
 * shared/places.ts), listed by their best spelling (betterSpelling): a search for any of them finds
 * them all, as the locality's page counts them (docs/decisions/0130).
 */
export class PlaceNames extends Names {
  protected override keyOf(name: string): string {
    return placeSlug(name);
  }

  override codeOf(name: string): number {
    const code = super.codeOf(name);
    const shown = this.list[code] as string;
    if (shown !== name && betterSpelling(name, shown)) this.list[code] = name;
    return code;
  }
}

/** One enumerated column: a code per slot and, per value, the set of slots holding it. */
export class Column extends Names {
  sets: SlotSet[] = [];
  constructor(private words: number) {
    super();
  }

  override codeOf(value: string): number {
    const code = super.codeOf(value);
    // A new value: its set.
    if (code === this.sets.length) this.sets.push(new SlotSet(this.words));
    return code;
  }

  grow(words: number): void {
    this.words = words;
    for (const set of this.sets) set.grow(words);
  }

  /** Empties every set (the index lays its slots out again). */
  clear(): void {
    this.sets = this.sets.map(() => new SlotSet(this.words));
  }

  /** The sets of those of `values` that are known (none: nothing matches). */
  setsOf(values: readonly string[]): SlotSet[] {
    return values.flatMap((v) => {
      const code = this.find(v);
      return code === undefined ? [] : [this.sets[code] as SlotSet];
    });
  }
}

/** The slots matching a search: a set whose words outside `runs` are all empty, and how many. */
export interface Matches {
  bits: Uint32Array;
  runs: Int32Array;
  count: number;
}

/**
 * Per code of a column, how many of the matches hold it: a pass for each code but the last, which
 * holds the matches left (every slot holds one code of each column).
 */
export function countPerSet({ bits, runs, count }: Matches, column: Column): number[] {
  const counts = column.sets.map((set, code) => (code < column.sets.length - 1 ? countBothRuns(bits, runs, set.bits) : 0));
  if (counts.length > 0) counts[counts.length - 1] = count - counts.reduce((sum, n) => sum + n, 0);
  return counts;
}
