import { useCallback, useState } from 'react';
import { type PhotoSources, photoSources } from './photo-sources';

const PLACEHOLDER = '/placeholder.svg';

interface PropertyImageProps {
  /** The stored photo URL (its card and detail sizes are derived from it). */
  src: string | undefined;
  alt: string;
  className?: string;
  /** How wide the image is drawn, for choosing from its sizes. */
  sizes?: string;
  /** The page's largest image: fetched first, never lazily. */
  priority?: boolean;
}

/** A listing photo that falls back to the placeholder when missing or when it fails to load. */
export function PropertyImage({ src, alt, className, sizes, priority = false }: PropertyImageProps) {
  const [failed, setFailed] = useState(false);
  // A server-rendered photo may fail before the page is live, when no onError handler listens
  // yet: such an image is complete with no pixels, and is caught when the element is attached.
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && !img.src.endsWith(PLACEHOLDER)) setFailed(true);
  }, []);
  const sources: PhotoSources = !src || failed ? { src: PLACEHOLDER, width: 480, height: 360 } : photoSources(src);
  return (
    <img
      ref={checkLoaded}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      width={sources.width}
      height={sources.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
      onError={() => setFailed(true)}
    />
  );
}
