import { cardImageUrl, isVideoUrl } from '@ncr/shared/media';
import { ChevronLeft, ChevronRight, Expand, PlayCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { GALLERY_SIZES } from '@/components/property/photo-sources';
import { PropertyImage } from '@/components/property/property-image';
import { cn } from '@/lib/cn';
import { onVirtualTourRequest, VIRTUAL_TOUR_ANCHOR } from './virtual-tour';

// The full-screen viewer's code loads only when someone opens it.
const FullScreenGallery = lazy(() => import('./full-screen-gallery').then((m) => ({ default: m.FullScreenGallery })));

/** The listing's photos and videos: one large, thumbnails to pick; videos play (mp4, webm, ogg). */
export function MediaGallery({ media, title, sold }: { media: string[]; title: string; sold: boolean }) {
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const items = media.length > 0 ? media : [''];
  const current = items[Math.min(index, items.length - 1)] ?? '';
  const step = (delta: number) => setIndex((i) => (i + delta + items.length) % items.length);
  const name = (i: number) => `${isVideoUrl(items[i] ?? '') ? 'video' : 'photo'} ${i + 1} of ${items.length}`;
  // The video tour (docs/decisions/0104): "Virtual tour" on the page, or a link ending in
  // #virtual-tour, shows the first video and brings the gallery into view.
  const tourIndex = items.findIndex((url) => url && isVideoUrl(url));
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (tourIndex < 0) return;
    const show = () => {
      setIndex(tourIndex);
      sectionRef.current?.scrollIntoView({ block: 'start' });
    };
    if (window.location.hash === `#${VIRTUAL_TOUR_ANCHOR}`) show();
    return onVirtualTourRequest(show);
  }, [tourIndex]);

  return (
    <section ref={sectionRef} id={VIRTUAL_TOUR_ANCHOR} aria-label="Photos and videos" className="scroll-mt-24 space-y-3">
      {/* 4:3 like the photos the server stores (1280x910), filled edge to edge: no letterbox bars. */}
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-slate-900">
        {isVideoUrl(current) ? (
          // biome-ignore lint/a11y/useMediaCaption: sellers upload their own walk-through videos, which come without captions
          <video
            key={current}
            src={current}
            controls
            preload="metadata"
            className="h-full w-full"
            aria-label={`${title}: ${name(index)}`}
          />
        ) : (
          <>
            <PropertyImage
              src={current || undefined}
              alt={`${title}: ${name(index)}`}
              sizes={GALLERY_SIZES}
              priority={index === 0}
              className="h-full w-full object-cover"
            />
            {current && (
              <button
                type="button"
                onClick={() => setFullScreen(true)}
                aria-label="View photos full screen"
                className="absolute right-2 bottom-2 grid h-10 w-10 place-items-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white"
              >
                <Expand className="h-5 w-5" aria-hidden />
              </button>
            )}
          </>
        )}
        {sold && (
          <span className="pointer-events-none absolute top-4 left-4 rotate-[-8deg] rounded border-4 border-red-700 bg-white/90 px-4 py-1 text-2xl font-black tracking-widest text-red-700">
            SOLD
          </span>
        )}
        {items.length > 1 && (
          <>
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label="Previous photo or video"
              className="absolute top-1/2 left-2 grid h-10 w-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white"
            >
              <ChevronLeft className="h-5 w-5" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              aria-label="Next photo or video"
              className="absolute top-1/2 right-2 grid h-10 w-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white"
            >
              <ChevronRight className="h-5 w-5" aria-hidden />
            </button>
          </>
        )}
      </div>
      {fullScreen && (
        <Suspense fallback={null}>
          <FullScreenGallery
            photos={items.filter((url) => url && !isVideoUrl(url))}
            start={items.filter((url) => url && !isVideoUrl(url)).indexOf(current)}
            title={title}
            onClose={() => setFullScreen(false)}
          />
        </Suspense>
      )}
      {items.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {items.map((url, i) => (
            <li key={url} className="shrink-0">
              {/* A link to the file itself, so every photo opens even without JavaScript. */}
              <a
                href={url}
                onClick={(event) => {
                  event.preventDefault();
                  setIndex(i);
                }}
                aria-label={`Show ${name(i)}`}
                aria-current={i === index ? 'true' : undefined}
                className={cn(
                  'relative block h-16 w-24 overflow-hidden rounded-md border-2 bg-slate-800',
                  i === index ? 'border-brand-700' : 'border-transparent',
                )}
              >
                {isVideoUrl(url) ? (
                  <PlayCircle className="absolute inset-0 m-auto h-8 w-8 text-white" aria-hidden />
                ) : (
                  <PropertyImage src={cardImageUrl(url)} alt="" className="h-full w-full object-cover" />
                )}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
