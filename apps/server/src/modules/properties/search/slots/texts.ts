import { resized } from './bits';

// Each slot's search text as UTF-8 in one buffer (docs/decisions/0067). The index reads a text
// only to take a changed listing's words out of the word index, or to test one listing against a
// saved search; kept as a million strings, they were the largest part of every full garbage
// collection at 1M listings (about 80 of its 200 ms). A buffer is one object to the collector.

export class SlotTexts {
  private bytes = Buffer.alloc(0);
  /** Bytes written; a replaced text's old bytes stay until they are more than half of these. */
  private used = 0;
  private wasted = 0;
  private start = new Int32Array(0);
  private length = new Int32Array(0);

  grow(capacity: number): void {
    this.start = resized(this.start, capacity);
    this.length = resized(this.length, capacity);
  }

  get(slot: number): string {
    const start = this.start[slot] as number;
    return this.bytes.toString('utf8', start, start + (this.length[slot] as number));
  }

  set(slot: number, text: string): void {
    const size = Buffer.byteLength(text);
    this.wasted += this.length[slot] as number;
    this.length[slot] = 0;
    if (this.used + size > this.bytes.length) this.repack(size);
    this.bytes.write(text, this.used);
    this.start[slot] = this.used;
    this.length[slot] = size;
    this.used += size;
  }

  /** Slot i takes the text slot order[i] had (a full load's new layout), packed anew in that order. */
  reorder(order: Int32Array, count: number): void {
    const bytes = Buffer.alloc(this.used - this.wasted);
    const start = new Int32Array(this.start.length);
    const length = new Int32Array(this.length.length);
    let at = 0;
    for (let i = 0; i < count; i++) {
      const from = order[i] as number;
      const size = this.length[from] as number;
      this.bytes.copy(bytes, at, this.start[from] as number, (this.start[from] as number) + size);
      start[i] = at;
      length[i] = size;
      at += size;
    }
    this.bytes = bytes;
    this.start = start;
    this.length = length;
    this.used = at;
    this.wasted = 0;
  }

  /** Room for `more` bytes: the live texts copied into a buffer with room to grow, or twice the size. */
  private repack(more: number): void {
    const live = this.used - this.wasted;
    const bytes = Buffer.alloc(Math.max(64 * 1024, 2 * (live + more)));
    let at = 0;
    for (let slot = 0; slot < this.length.length; slot++) {
      const size = this.length[slot] as number;
      this.bytes.copy(bytes, at, this.start[slot] as number, (this.start[slot] as number) + size);
      this.start[slot] = at;
      at += size;
    }
    this.bytes = bytes;
    this.used = at;
    this.wasted = 0;
  }
}
