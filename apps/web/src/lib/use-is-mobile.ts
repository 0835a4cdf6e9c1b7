import { useSyncExternalStore } from 'react';

// "Mobile device" for the Contact Us link: a touch-first pointer on a narrow screen.
const QUERY = '(pointer: coarse) and (max-width: 1024px)';

export function useIsMobileDevice(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(QUERY);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
