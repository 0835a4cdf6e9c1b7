import { HERO_SLIDE_INTERVAL_MS } from '@ncr/shared/constants';
import { HERO_SLIDES } from '@ncr/shared/content';
import { Pause, Play } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { cn } from '@/lib/cn';
import { HeroPicture } from './hero-picture';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(REDUCED_MOTION);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * Three slides advancing every 5 s and wrapping last to first; dots jump to a slide (spec §2, §9).
 * It holds still while hovered or focused, when the visitor pauses it, and for reduced motion.
 */
export function HeroSlideshow() {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reduced = usePrefersReducedMotion();
  const running = !hovered && !focused && !stopped && !reduced;

  // A fresh timer after every change, so a dot click gets a full interval before moving on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the timer on purpose
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % HERO_SLIDES.length), HERO_SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [index, running]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative isolate overflow-hidden bg-brand-900 text-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {HERO_SLIDES.map((slide, i) => (
        <div
          key={slide.title}
          aria-hidden
          className={cn('absolute inset-0 -z-10 transition-opacity duration-700', i === index ? 'opacity-100' : 'opacity-0')}
          style={{ background: slide.background }}
        >
          <div className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(255,255,255,0.18),transparent_45%)]" />
          <HeroPicture index={i} active={i === index} />
        </div>
      ))}
      <div className="mx-auto flex min-h-[22rem] max-w-7xl flex-col justify-center gap-5 px-4 py-14 sm:min-h-[26rem]">
        <PageTitle
          title="Urgent property sales across Delhi NCR"
          className="text-sm font-semibold tracking-widest text-amber-300 uppercase"
        >
          Delhi NCR · Urgent property sales
        </PageTitle>
        {/* Slides share one grid cell, so the hero is as tall as the longest slide and never jumps. */}
        <div className="grid max-w-2xl" aria-live={running ? 'off' : 'polite'}>
          {HERO_SLIDES.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks each slide as a group
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${HERO_SLIDES.length}`}
              aria-hidden={i !== index}
              inert={i !== index}
              className={cn('space-y-4 [grid-area:1/1] transition-opacity duration-700', i === index ? 'opacity-100' : 'opacity-0')}
            >
              <h2 className="text-3xl font-bold sm:text-5xl">{slide.title}</h2>
              <p className="text-base text-slate-100 sm:text-lg">{slide.body}</p>
            </div>
          ))}
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/post-property" className={buttonClasses('accent', 'lg')}>
            Sell Property
          </Link>
          <Link to="/property" className={buttonClasses('secondary', 'lg')}>
            Buy Property
          </Link>
        </div>
        <div className="flex items-center gap-3">
          <ul className="flex gap-2">
            {HERO_SLIDES.map((slide, i) => (
              <li key={slide.title}>
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={`Go to slide ${i + 1}`}
                  aria-current={i === index ? 'true' : undefined}
                  className="grid h-8 w-8 place-items-center rounded-full"
                >
                  <span className={cn('block h-3 rounded-full transition-all', i === index ? 'w-8 bg-white' : 'w-3 bg-white/60')} />
                </button>
              </li>
            ))}
          </ul>
          {!reduced && (
            <button
              type="button"
              onClick={() => setStopped((s) => !s)}
              aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
              className="grid h-8 w-8 place-items-center rounded-full bg-white/15 hover:bg-white/25"
            >
              {stopped ? <Play className="h-4 w-4" aria-hidden /> : <Pause className="h-4 w-4" aria-hidden />}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
