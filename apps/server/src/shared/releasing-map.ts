/**
 * A Map for entries that come and go with requests (pages on a render thread, answers being
 * computed), whose deleted entries let go of their values.
 *
 * V8 keeps a Map's entries in a table that it replaces as entries come and go; once the Map has
 * lived long enough to be in the old generation, each new table is made there too. A replaced
 * table is garbage that still points at the entries it held, and until the next mark-compact the
 * young generation's collections take those pointers as live. So whatever an entry led to (a
 * render's promise and the page it resolved to, its bytes included) survived them, was promoted,
 * and was freed only by a mark-compact; under a stream of new pages that brought one about every
 * second or two (docs/decisions/0079-entries-that-let-go.md). Here each value sits in a box that
 * is emptied when its entry is deleted: a replaced table keeps only empty boxes.
 */
export class ReleasingMap<K, V> {
  private readonly boxes = new Map<K, { value: V | undefined }>();

  get size(): number {
    return this.boxes.size;
  }

  get(key: K): V | undefined {
    return this.boxes.get(key)?.value;
  }

  /** Adds an entry at the end of the order, or replaces the value of one in its place. */
  set(key: K, value: V): void {
    const box = this.boxes.get(key);
    if (box) box.value = value;
    else this.boxes.set(key, { value });
  }

  /** Moves an entry to the end of the order, where the most recently used ones are. */
  touch(key: K): void {
    const box = this.boxes.get(key);
    if (!box) return;
    this.boxes.delete(key);
    this.boxes.set(key, box);
  }

  /** Deletes the entry and returns its value. */
  take(key: K): V | undefined {
    const box = this.boxes.get(key);
    if (!box) return undefined;
    this.boxes.delete(key);
    const { value } = box;
    box.value = undefined;
    return value;
  }

  delete(key: K): boolean {
    if (!this.boxes.has(key)) return false;
    this.take(key);
    return true;
  }

  /** The first key in the order (the least recently touched). */
  firstKey(): K | undefined {
    return this.boxes.keys().next().value;
  }

  /** A copy of the entries, so that they can be deleted while it is read. */
  entries(): [K, V][] {
    return [...this.boxes].map(([key, box]) => [key, box.value as V]);
  }

  clear(): void {
    for (const box of this.boxes.values()) box.value = undefined;
    this.boxes.clear();
  }
}
