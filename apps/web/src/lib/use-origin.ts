import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** This site's origin in the browser; empty during server rendering and hydration. */
export function useOrigin(): string {
  return useSyncExternalStore(
    never,
    () => window.location.origin,
    () => '',
  );
}
