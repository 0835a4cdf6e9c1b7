import { resized, SlotSet } from './slots/bits';

// The words of listings' titles, addresses and localities, for `title=` searches answered without
// looking at every listing (docs/decisions/0053): each token of a text lists the slots holding it.
// A search word matches a listing when each of its tokens begins a token of the listing's text,
// as buyers type ("sec 62", "green mead"); a single character must be a whole token ("b" for
// Tower B), or it would match nearly everything. A sign such as % or & is a token of its own, so
// "100%" finds "100% Vastu" and "%" is no wildcard.

const TOKEN = /[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu;

// Other spellings of a word, read as the one stored (a city's names: "Gurgaon" finds Gurugaon).
const SAME_WORD = new Map([
  ['gurgaon', 'gurugaon'],
  ['gurugram', 'gurugaon'],
]);

/** The distinct lower-case tokens of a text: runs of letters and digits (any script), and each other sign. */
export function tokensOf(text: string): string[] {
  return [...new Set((text.toLowerCase().match(TOKEN) ?? []).map((token) => SAME_WORD.get(token) ?? token))];
}

/** Whether a search token matches a token of a text: begins it, or is it when one character long. */
export const matchesToken = (query: string, token: string) => (query.length > 1 ? token.startsWith(query) : token === query);

/** Whether a text has a search word: every token of the word begins (or, one character long, is) a token of the text. */
export function textHasWord(text: string, word: string): boolean {
  const tokens = tokensOf(text);
  return tokensOf(word).every((query) => tokens.some((token) => matchesToken(query, token)));
}

/**
 * The slots holding one token, in a typed array: at 1M listings the word index holds about ten
 * million of them, which as arrays of numbers every full garbage collection walked
 * (docs/decisions/0067).
 */
class Postings {
  private slots = new Int32Array(4);
  length = 0;

  push(slot: number): void {
    if (this.length === this.slots.length) this.slots = resized(this.slots, this.length * 2);
    this.slots[this.length++] = slot;
  }

  /** Takes out the last occurrence of `slot`; false when it holds none. */
  remove(slot: number): boolean {
    const at = this.slots.subarray(0, this.length).lastIndexOf(slot);
    if (at < 0) return false;
    this.slots.copyWithin(at, at + 1, this.length);
    this.length--;
    return true;
  }

  addTo(set: SlotSet): void {
    for (let i = 0; i < this.length; i++) set.add(this.slots[i] as number);
  }
}

/** Sets of search words kept at once (125 KB each at 1M listings). */
const KEPT_SETS = 64;

export class WordIndex {
  private readonly postings = new Map<string, Postings>();
  /** Every token in code-unit order, for prefix lookups; rebuilt after a new token appears. */
  private sorted: string[] | null = null;
  /**
   * The sets of the search words asked for last, least recent first, kept in step with every add
   * and removal: buyers type the same few hundred words, and a common one ("sector", "flat")
   * gathered anew is a walk over a quarter of all listings.
   */
  private readonly kept = new Map<string, SlotSet>();

  add(slot: number, text: string): void {
    const tokens = tokensOf(text);
    for (const [query, set] of this.kept) if (tokens.some((token) => matchesToken(query, token))) set.add(slot);
    for (const token of tokens) {
      let slots = this.postings.get(token);
      if (!slots) {
        slots = new Postings();
        this.postings.set(token, slots);
        this.sorted = null;
      }
      slots.push(slot);
    }
  }

  /** Takes a slot off the tokens of the text it was added with. */
  remove(slot: number, text: string): void {
    for (const set of this.kept.values()) set.delete(slot);
    for (const token of tokensOf(text)) {
      const slots = this.postings.get(token);
      if (!slots?.remove(slot)) continue;
      if (slots.length === 0) {
        this.postings.delete(token);
        this.sorted = null;
      }
    }
  }

  /** The kept sets follow the index's capacity, as its own sets do. */
  grow(words: number): void {
    for (const set of this.kept.values()) set.grow(words);
  }

  clear(): void {
    this.postings.clear();
    this.sorted = null;
    this.kept.clear();
  }

  /**
   * The slots whose text has a token `query` begins (or is, for one character), as a set of
   * `words` words; null when none has. The set is kept for the next search: read it, never change it.
   */
  slotsWith(query: string, words: number): SlotSet | null {
    const kept = this.kept.get(query);
    if (kept) {
      this.kept.delete(query);
      this.kept.set(query, kept);
      return kept;
    }
    const set = this.gather(query, words);
    if (set) {
      if (this.kept.size >= KEPT_SETS) this.kept.delete(this.kept.keys().next().value as string);
      this.kept.set(query, set);
    }
    return set;
  }

  private gather(query: string, words: number): SlotSet | null {
    const set = new SlotSet(words);
    let found = false;
    const take = (token: string) => {
      this.postings.get(token)?.addTo(set);
      found = true;
    };
    if (query.length <= 1) {
      if (this.postings.has(query)) take(query);
      return found ? set : null;
    }
    this.sorted ??= [...this.postings.keys()].sort();
    const tokens = this.sorted;
    let low = 0;
    let high = tokens.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((tokens[mid] as string) < query) low = mid + 1;
      else high = mid;
    }
    for (let i = low; i < tokens.length && (tokens[i] as string).startsWith(query); i++) take(tokens[i] as string);
    return found ? set : null;
  }
}
