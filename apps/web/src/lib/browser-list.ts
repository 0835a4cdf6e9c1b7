import { useSyncExternalStore } from 'react';

/**
 * A short list kept in the browser's localStorage (compare selection, recently viewed), shared by
 * every component that shows it and by other tabs. Public pages are rendered on the server, so the
 * server snapshot is always empty and nothing here touches `window` until a component subscribes.
 */
export interface BrowserList<T> {
  use(): readonly T[];
  read(): readonly T[];
  write(items: readonly T[]): void;
}

const EMPTY: readonly never[] = [];

export function browserList<T>(key: string, isItem: (value: unknown) => value is T): BrowserList<T> {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; items: readonly T[] } | null = null;

  function read(): readonly T[] {
    if (typeof window === 'undefined') return EMPTY;
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return EMPTY; // storage disabled (private mode, policies): behave as empty
    }
    if (cache && cache.raw === raw) return cache.items;
    let items: readonly T[] = EMPTY;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      if (Array.isArray(parsed)) items = parsed.filter(isItem);
    } catch {
      items = EMPTY;
    }
    cache = { raw, items };
    return items;
  }

  function write(items: readonly T[]): void {
    try {
      window.localStorage.setItem(key, JSON.stringify(items));
    } catch {
      // Full or disabled storage: the list simply is not kept.
    }
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  return {
    read,
    write,
    use: () => useSyncExternalStore(subscribe, read, () => EMPTY),
  };
}
