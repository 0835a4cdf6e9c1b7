import { useEffect, useRef } from 'react';

/**
 * Keeps `--top-strip-height` on the `header` element equal to the height of its `strip`, as the
 * strip's content wraps (two rows on a narrow phone, one on a wide one): a sticky header placed at
 * minus that height lets the strip scroll away and keeps the rest in view. Written to the element,
 * not to React state: the header does not render again, and before hydration (no variable) the
 * whole header sticks, which is what the server's HTML shows.
 */
export function useStickOffset() {
  const header = useRef<HTMLElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = header.current;
    const measured = strip.current;
    if (!element || !measured || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => element.style.setProperty('--top-strip-height', `${measured.offsetHeight}px`));
    observer.observe(measured);
    return () => observer.disconnect();
  }, []);
  return { header, strip };
}
