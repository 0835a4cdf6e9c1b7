import { browserList } from './browser-list';

export const COMPARE_LIMIT = 4;

export interface CompareItem {
  id: string;
  title: string;
}

const isItem = (v: unknown): v is CompareItem =>
  typeof v === 'object' && v !== null && typeof (v as CompareItem).id === 'string' && typeof (v as CompareItem).title === 'string';

/** The listings picked for /compare (at most COMPARE_LIMIT), kept in this browser. */
export const compareList = browserList<CompareItem>('ncr.compare', isItem);

/** Adds or removes a listing; false when the selection is already full. */
export function toggleCompare(item: CompareItem): boolean {
  const current = compareList.read();
  if (current.some((c) => c.id === item.id)) {
    compareList.write(current.filter((c) => c.id !== item.id));
    return true;
  }
  if (current.length >= COMPARE_LIMIT) return false;
  compareList.write([...current, item]);
  return true;
}
