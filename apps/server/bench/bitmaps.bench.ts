// The search index's hand-written bit sets (modules/properties/search/slots/bits.ts) against
// maintained Roaring bitmap libraries, on what a search does with its sets: AND several and count,
// AND and read the first page's slots, count a facet's values over a match, add and remove one
// slot (docs/decisions/0108-bitmap-library-measured.md).
//
// The libraries are not dependencies of the server: each is loaded from BITMAP_LIBRARIES_DIR (a
// folder with node_modules/roaring and node_modules/roaring-wasm; the server's own by default),
// and one that is not there is reported as not measured. `BENCH_SUITES=bitmaps npm run bench`.

import { createRequire } from 'node:module';
import path from 'node:path';
import { seededRandom } from '@ncr/shared/random';
import {
  type Bits,
  clearRuns,
  countBothRuns,
  has,
  hintedRuns,
  lowestBit,
  matchRuns,
  RunList,
  SlotSet,
  wordsFor,
} from '~/modules/properties/search/slots/bits';

// ---- The listings, laid out as the index lays them: slots in the order of city, type and BHK ----

const CITIES = [0.3, 0.2, 0.2, 0.12, 0.1, 0.08]; // Delhi, Gurugram, Noida, Ghaziabad, Faridabad, Greater Noida
const TYPES = [0.55, 0.2, 0.1, 0.1, 0.05]; // flat, house, villa, plot, commercial
const BHKS = [0.15, 0.35, 0.3, 0.15, 0.05];
const FURNISHINGS = 3;
const PRICE_BANDS = 8;
/** Share of listings whose text holds each word: a common word and a rare one. */
const WORDS = [0.1, 0.02];

/** A deterministic generator, so that every implementation and every run sees the same listings. */
const random = seededRandom;

const pick = (weights: readonly number[], r: number) => {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) {
    sum += weights[i] as number;
    if (r < sum) return i;
  }
  return weights.length - 1;
};

/** Each column's value sets as sorted slot lists: clustered (city, type, bhk) and scattered (the rest). */
interface Listings {
  slots: number;
  city: Uint32Array[];
  type: Uint32Array[];
  bhk: Uint32Array[];
  furnishing: Uint32Array[];
  price: Uint32Array[];
  word: Uint32Array[];
  /** The slots in order of price, as a sort order keeps them (search/orders.ts). */
  byPrice: Int32Array;
}

function listings(slots: number): Listings {
  const next = random(slots);
  const rows = Array.from({ length: slots }, () => ({ city: pick(CITIES, next()), type: pick(TYPES, next()), bhk: pick(BHKS, next()) }));
  rows.sort((a, b) => a.city - b.city || a.type - b.type || a.bhk - b.bhk);
  const sets = (count: number) => Array.from({ length: count }, () => [] as number[]);
  const city = sets(CITIES.length);
  const type = sets(TYPES.length);
  const bhk = sets(BHKS.length);
  const furnishing = sets(FURNISHINGS);
  const price = sets(PRICE_BANDS);
  const word = sets(WORDS.length);
  rows.forEach((row, slot) => {
    city[row.city]?.push(slot);
    type[row.type]?.push(slot);
    bhk[row.bhk]?.push(slot);
    furnishing[Math.floor(next() * FURNISHINGS)]?.push(slot);
    price[Math.floor(next() * PRICE_BANDS)]?.push(slot);
    WORDS.forEach((share, i) => {
      if (next() < share) word[i]?.push(slot);
    });
  });
  const typed = (lists: number[][]) => lists.map((list) => Uint32Array.from(list));
  const prices = Float64Array.from({ length: slots }, () => next());
  const byPrice = Int32Array.from({ length: slots }, (_, slot) => slot).sort((a, b) => (prices[a] as number) - (prices[b] as number));
  return {
    slots,
    byPrice,
    city: typed(city),
    type: typed(type),
    bhk: typed(bhk),
    furnishing: typed(furnishing),
    price: typed(price),
    word: typed(word),
  };
}

type Column = Exclude<keyof Listings, 'slots' | 'byPrice'>;
/** A filter: one value of one column. */
type Filter = [Column, number];

/** Searches of 3 to 5 filters: all clustered, clustered with scattered, words with a type. */
const SEARCHES: Filter[][] = [
  [
    ['city', 2],
    ['type', 0],
    ['bhk', 2],
  ],
  [
    ['city', 0],
    ['type', 0],
    ['furnishing', 1],
    ['price', 3],
  ],
  [
    ['city', 1],
    ['bhk', 1],
    ['furnishing', 2],
    ['word', 0],
    ['price', 5],
  ],
  [
    ['type', 1],
    ['price', 2],
    ['word', 1],
  ],
];
/** The match a facet counts over (a city's flats), and the columns it counts: 16 values. */
const FACET_MATCH: Filter[] = [
  ['city', 0],
  ['type', 0],
];
const FACET_COLUMNS: Column[] = ['bhk', 'furnishing', 'price'];
const PAGE = 24;

// ---- The operations, for each implementation ----

/** What a search does with its sets, by one implementation. Each returns a number, so none is optimised away. */
interface Operations {
  andCount(search: number): number;
  /** The first page in slot order: the set's own order. */
  andFirstPage(search: number): number;
  /** The first page in price order: the order walked, each slot tested against the match (search/orders.ts). */
  andPriceOrderPage(search: number): number;
  facets(): number;
  addRemove(slot: number): number;
  /** Bytes the sets take, all columns. */
  bytes(): number;
  dispose(): void;
}

function handWritten(data: Listings): Operations {
  const words = wordsFor(data.slots);
  const setOf = (slots: Uint32Array) => {
    const set = new SlotSet(words);
    for (const slot of slots) set.add(slot);
    return set;
  };
  const columns = Object.fromEntries(
    (Object.keys(data) as (keyof Listings)[])
      .filter((key) => key !== 'slots' && key !== 'byPrice')
      .map((key) => [key, (data[key] as Uint32Array[]).map(setOf)]),
  ) as Record<Column, SlotSet[]>;
  const setsOf = (filters: Filter[]) => filters.map(([column, value]) => columns[column][value] as SlotSet);
  const target: Bits = new Uint32Array(words);
  const hints: Bits = new Uint32Array(wordsFor(words));
  const runList = new RunList();
  // As a search matches: the last match's words cleared (so that the set holds this match alone,
  // as the index keeps it), the words all its filters' hints allow, then one fused pass over them.
  const match = (sets: SlotSet[]) => {
    const [first, ...rest] = sets as [SlotSet, ...SlotSet[]];
    clearRuns(target, runList.runs);
    hints.set(first.hints);
    for (const set of rest) for (let i = 0; i < hints.length; i++) hints[i] = (hints[i] as number) & (set.hints[i] as number);
    const runs = hintedRuns(hints, words, runList);
    const count = matchRuns(
      target,
      runs,
      first.bits,
      rest.map((set) => [set.bits]),
      [],
      null,
    );
    return { runs, count };
  };
  const searches = SEARCHES.map(setsOf);
  const facetSets = setsOf(FACET_MATCH);
  const scratch = new SlotSet(words);
  return {
    andCount: (search) => match(searches[search] as SlotSet[]).count,
    andFirstPage(search) {
      const { runs } = match(searches[search] as SlotSet[]);
      let found = 0;
      let last = 0;
      for (let r = 0; r < runs.length && found < PAGE; r += 2) {
        for (let w = runs[r] as number; w < (runs[r + 1] as number) && found < PAGE; w++) {
          let word = target[w] as number;
          while (word !== 0 && found < PAGE) {
            last = (w << 5) + lowestBit(word);
            found++;
            word &= word - 1;
          }
        }
      }
      return found + last;
    },
    andPriceOrderPage(search) {
      match(searches[search] as SlotSet[]);
      let found = 0;
      let last = 0;
      for (let i = 0; i < data.byPrice.length && found < PAGE; i++) {
        const slot = data.byPrice[i] as number;
        if (!has(target, slot)) continue;
        last = slot;
        found++;
      }
      return found + last;
    },
    facets() {
      const { runs } = match(facetSets);
      let sum = 0;
      for (const column of FACET_COLUMNS) for (const set of columns[column]) sum += countBothRuns(target, runs, set.bits);
      return sum;
    },
    addRemove(slot) {
      scratch.add(slot);
      scratch.delete(slot);
      return scratch.bits[slot >>> 5] as number;
    },
    bytes: () =>
      Object.values(columns)
        .flat()
        .reduce((sum, set) => sum + set.bits.byteLength + set.hints.byteLength, 0),
    dispose() {},
  };
}

/** What both Roaring libraries offer of RoaringBitmap32 (roaring-wasm mirrors roaring's API). */
interface Roaring {
  readonly size: number;
  clone(): Roaring;
  andInPlace(other: Roaring): unknown;
  andCardinality(other: Roaring): number;
  has(value: number): boolean;
  toUint32Array(maxSize: number): Uint32Array;
  runOptimize(): boolean;
  add(value: number): unknown;
  remove(value: number): unknown;
  getSerializationSizeInBytes?(format: string): number;
  dispose?(): unknown;
}
type RoaringClass = { from(values: Uint32Array): Roaring };

function roaringOperations(Bitmap: RoaringClass, data: Listings): Operations {
  const made: Roaring[] = [];
  const setOf = (slots: Uint32Array) => {
    const set = Bitmap.from(slots);
    // Runs of slots (the clustered columns) become run containers: the library at its best.
    set.runOptimize();
    made.push(set);
    return set;
  };
  const columns = Object.fromEntries(
    (Object.keys(data) as (keyof Listings)[])
      .filter((key) => key !== 'slots' && key !== 'byPrice')
      .map((key) => [key, (data[key] as Uint32Array[]).map(setOf)]),
  ) as Record<Column, Roaring[]>;
  const setsOf = (filters: Filter[]) => filters.map(([column, value]) => columns[column][value] as Roaring);
  /** The match of the sets, which the caller disposes of (WASM memory is not collected). */
  const match = (sets: Roaring[]) => {
    const [first, ...rest] = sets as [Roaring, ...Roaring[]];
    const result = first.clone();
    for (const set of rest) result.andInPlace(set);
    return result;
  };
  const searches = SEARCHES.map(setsOf);
  const facetSets = setsOf(FACET_MATCH);
  const scratch = setOf(new Uint32Array(0));
  return {
    andCount(search) {
      const result = match(searches[search] as Roaring[]);
      const { size } = result;
      result.dispose?.();
      return size;
    },
    andFirstPage(search) {
      const result = match(searches[search] as Roaring[]);
      const page = result.toUint32Array(PAGE);
      result.dispose?.();
      return page.length + (page[page.length - 1] ?? 0);
    },
    andPriceOrderPage(search) {
      const result = match(searches[search] as Roaring[]);
      let found = 0;
      let last = 0;
      for (let i = 0; i < data.byPrice.length && found < PAGE; i++) {
        const slot = data.byPrice[i] as number;
        if (!result.has(slot)) continue;
        last = slot;
        found++;
      }
      result.dispose?.();
      return found + last;
    },
    facets() {
      const result = match(facetSets);
      let sum = 0;
      for (const column of FACET_COLUMNS) for (const set of columns[column]) sum += result.andCardinality(set);
      result.dispose?.();
      return sum;
    },
    addRemove(slot) {
      scratch.add(slot);
      scratch.remove(slot);
      return scratch.size;
    },
    bytes: () => made.reduce((sum, set) => sum + (set.getSerializationSizeInBytes?.('croaring') ?? Number.NaN), 0),
    dispose: () => {
      for (const set of made) set.dispose?.();
    },
  };
}

// ---- Loading the libraries, and measuring ----

interface Implementation {
  name: string;
  make(data: Listings): Operations;
}

async function implementations(): Promise<Implementation[]> {
  const dir = process.env.BITMAP_LIBRARIES_DIR ?? process.cwd();
  const require = createRequire(path.join(path.resolve(dir), 'package.json'));
  const found: Implementation[] = [{ name: 'hand-written (slots/bits.ts)', make: handWritten }];
  const libraries: { name: string; load(): Promise<RoaringClass> }[] = [
    { name: 'roaring (native, CRoaring)', load: async () => require('roaring').RoaringBitmap32 },
    {
      name: 'roaring-wasm',
      load: async () => {
        const library = require('roaring-wasm');
        await library.roaringLibraryInitialize();
        return library.RoaringBitmap32;
      },
    },
  ];
  for (const library of libraries) {
    try {
      const Bitmap = await library.load();
      const version = (name: string) => require(`${name}/package.json`).version as string;
      const name = `${library.name} ${version(library.name.split(' ')[0] as string)}`;
      found.push({ name, make: (data) => roaringOperations(Bitmap, data) });
    } catch (error) {
      console.log(`${library.name}: not measured, it did not load from ${dir}: ${String(error).split('\n')[0]}`);
    }
  }
  return found;
}

const ROUNDS = 7;
const ROUND_MS = 120;
let sink = 0;

/** Seconds of this thread's CPU: on a machine shared with other work, time taken away from it is not counted. */
const cpuSeconds = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1e6;
};

/**
 * Operations a second of this thread's CPU: the median of ROUNDS rounds, each about ROUND_MS
 * long, after a warm-up as long.
 */
function opsPerSecond(op: (i: number) => number): number {
  // As many operations a round as take ROUND_MS of CPU: the thread's clock counts coarsely.
  let perRound = 1;
  for (;;) {
    const started = cpuSeconds();
    for (let i = 0; i < perRound; i++) sink += op(i);
    if (cpuSeconds() - started >= ROUND_MS / 1000) break;
    perRound *= 2;
  }
  const rates: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = cpuSeconds();
    for (let i = 0; i < perRound; i++) sink += op(i);
    rates.push(perRound / (cpuSeconds() - started));
  }
  rates.sort((a, b) => a - b);
  return rates[ROUNDS >> 1] as number;
}

const format = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toPrecision(3));

export async function run(): Promise<void> {
  const found = await implementations();
  for (const slots of [100_000, 1_000_000]) {
    const data = listings(slots);
    console.log(`\n### ${slots.toLocaleString('en-US')} slots: operations a second of CPU, median of ${ROUNDS} rounds`);
    const table: Record<string, Record<string, string>> = {};
    for (const implementation of found) {
      const ops = implementation.make(data);
      const row: Record<string, string> = {};
      // Every implementation must find the same slots, or its figures mean nothing.
      const answers = SEARCHES.map((_, search) => ops.andCount(search));
      row['slots matched'] = answers.join('/');
      SEARCHES.forEach((filters, search) => {
        row[`AND ${filters.length} + count #${search + 1}`] = format(opsPerSecond(() => ops.andCount(search)));
      });
      SEARCHES.forEach((filters, search) => {
        row[`AND ${filters.length} + first ${PAGE} #${search + 1}`] = format(opsPerSecond(() => ops.andFirstPage(search)));
      });
      SEARCHES.forEach((filters, search) => {
        row[`AND ${filters.length} + ${PAGE} by price #${search + 1}`] = format(opsPerSecond(() => ops.andPriceOrderPage(search)));
      });
      row['facets (16 values)'] = format(opsPerSecond(() => ops.facets()));
      row['add + remove'] = format(opsPerSecond((i) => ops.addRemove((i * 7919) % slots)));
      row['MB of sets'] = (ops.bytes() / 1e6).toFixed(2);
      table[implementation.name] = row;
      ops.dispose();
    }
    // Operations down, implementations across: the figures to compare side by side.
    const operations = Object.keys(Object.values(table)[0] ?? {});
    console.table(Object.fromEntries(operations.map((op) => [op, Object.fromEntries(found.map(({ name }) => [name, table[name]?.[op]]))])));
  }
  if (sink === 0.5) console.log(sink);
}
