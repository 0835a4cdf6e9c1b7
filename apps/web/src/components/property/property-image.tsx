import { useState } from 'react';

const PLACEHOLDER = '/placeholder.svg';

/** A listing photo that falls back to the placeholder when missing or when it fails to load. */
export function PropertyImage({ src, alt, className }: { src: string | undefined; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? PLACEHOLDER : src}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={className}
      onError={() => setFailed(true)}
    />
  );
}
