import { type Bits, resized } from './bits';

// Listing ids by slot, and slots by id, in typed arrays (docs/decisions/0067). At 1M listings an
// array of id strings and a Map over them were a million strings and a million-entry table that
// every full garbage collection walked (about 80 of its 200 ms); typed arrays hold no pointers, so
// the collector skips them.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Writes the uuid's 128 bits into `into[at…at+3]`; false when `id` is not a lower-case uuid (as PostgreSQL writes them). */
function parseInto(id: string, into: Uint32Array, at: number): boolean {
  if (!UUID.test(id)) return false;
  // 8 hex digits a word; the middle two words straddle a dash.
  into[at] = Number.parseInt(id.slice(0, 8), 16);
  into[at + 1] = Number.parseInt(id.slice(9, 13) + id.slice(14, 18), 16);
  into[at + 2] = Number.parseInt(id.slice(19, 23) + id.slice(24, 28), 16);
  into[at + 3] = Number.parseInt(id.slice(28, 36), 16);
  return true;
}

const hex8 = (word: number) => word.toString(16).padStart(8, '0');

/**
 * Each slot's uuid as four 32-bit words, and an open-addressing table (linear probing) from id to
 * slot. Ids are PostgreSQL's lower-case uuids; anything else is not found (as it was not in the
 * database's text form either).
 */
export class SlotIds {
  private words: Bits = new Uint32Array(0);
  /** Slot + 1 per table position; 0 is empty. Kept at most half full. */
  private table = new Int32Array(0);
  private shift = 32;
  private readonly scratch = new Uint32Array(4);
  /** How many ids the table holds. */
  size = 0;

  grow(capacity: number): void {
    this.words = resized(this.words, capacity * 4);
  }

  /** Gives `slot` this id and finds it by it. */
  set(slot: number, id: string): void {
    if (!parseInto(id, this.words, slot * 4)) throw new Error(`a listing id must be a lower-case uuid: ${id}`);
    if ((this.size + 1) * 2 > this.table.length) this.rehash(Math.max(1024, this.table.length * 2));
    this.place(slot);
    this.size++;
  }

  slotOf(id: string): number | undefined {
    if (this.size === 0 || !parseInto(id, this.scratch, 0)) return undefined;
    const [a, b, c, d] = this.scratch as unknown as [number, number, number, number];
    const mask = this.table.length - 1;
    for (let i = this.home(a, b, c, d); ; i = (i + 1) & mask) {
      const held = this.table[i] as number;
      if (held === 0) return undefined;
      const at = (held - 1) * 4;
      if (this.words[at] === a && this.words[at + 1] === b && this.words[at + 2] === c && this.words[at + 3] === d) return held - 1;
    }
  }

  idOf(slot: number): string {
    const at = slot * 4;
    const [a, b, c, d] = [0, 1, 2, 3].map((w) => hex8(this.words[at + w] as number)) as [string, string, string, string];
    return `${a}-${b.slice(0, 4)}-${b.slice(4)}-${c.slice(0, 4)}-${c.slice(4)}${d}`;
  }

  /** The ids' order as text (and as PostgreSQL orders uuids): their words compared in turn. */
  compare(slotA: number, slotB: number): number {
    for (let w = 0; w < 4; w++) {
      const difference = (this.words[slotA * 4 + w] as number) - (this.words[slotB * 4 + w] as number);
      if (difference !== 0) return difference;
    }
    return 0;
  }

  /** Forgets the slot's id (the slot is free for another). */
  delete(slot: number): void {
    if (this.size === 0) return;
    const mask = this.table.length - 1;
    let i = this.homeOf(slot);
    while (this.table[i] !== slot + 1) {
      if (this.table[i] === 0) return;
      i = (i + 1) & mask;
    }
    // Backward-shift deletion: entries after the gap that may sit in it move back, so a lookup
    // never stops at the gap before reaching them.
    for (let j = (i + 1) & mask; this.table[j] !== 0; j = (j + 1) & mask) {
      const home = this.homeOf((this.table[j] as number) - 1);
      if (((j - home) & mask) >= ((j - i) & mask)) {
        this.table[i] = this.table[j] as number;
        i = j;
      }
    }
    this.table[i] = 0;
    this.size--;
  }

  /** Slot i takes the id slot order[i] had (a full load's new layout); the table is built again. */
  reorder(order: Int32Array, count: number): void {
    const words = new Uint32Array(this.words.length);
    for (let i = 0; i < count; i++) words.set(this.words.subarray((order[i] as number) * 4, (order[i] as number) * 4 + 4), i * 4);
    this.words = words;
    this.table = new Int32Array(0);
    this.rehash(Math.max(1024, 2 ** Math.ceil(Math.log2(count * 2 + 1))));
    for (let slot = 0; slot < count; slot++) this.place(slot);
    this.size = count;
  }

  private home(a: number, b: number, c: number, d: number): number {
    return Math.imul(a ^ Math.imul(b, 31) ^ Math.imul(c, 961) ^ d, 0x9e3779b1) >>> this.shift;
  }

  private homeOf(slot: number): number {
    const at = slot * 4;
    return this.home(this.words[at] as number, this.words[at + 1] as number, this.words[at + 2] as number, this.words[at + 3] as number);
  }

  private place(slot: number): void {
    const mask = this.table.length - 1;
    let i = this.homeOf(slot);
    while (this.table[i] !== 0) i = (i + 1) & mask;
    this.table[i] = slot + 1;
  }

  private rehash(length: number): void {
    const old = this.table;
    this.table = new Int32Array(length);
    this.shift = 32 - Math.log2(length);
    for (const held of old) if (held !== 0) this.place(held - 1);
  }
}
