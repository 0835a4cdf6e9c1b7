import { useState } from 'react';

const PLACEHOLDER = '/placeholder.svg';

/** A listing photo that falls back to the placeholder when missing or when it fails to load. */
export function PropertyImage({
  src,
  alt,
  className,
  eager = false,
}: {
  src: string | undefined;
  alt: string;
  className?: string;
  /** Load at once (the first photo of a detail page is the page's largest content). */
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? PLACEHOLDER : src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      onError={() => setFailed(true)}
    />
  );
}
