import { useSyncExternalStore } from 'react';

// The current time for relative dates ("3 days ago"), read only after mount: the server and the
// hydrating render both see null (and print the absolute day), then the browser's clock takes
// over. One shared minute timer for every subscriber.
let current: number | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function notify() {
  current = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (current === null) queueMicrotask(notify);
  timer ??= setInterval(notify, 60_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** Milliseconds since the epoch, or null on the server and during hydration. */
export function useNow(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
