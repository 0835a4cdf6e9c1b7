import type { SceneKind } from '@ncr/shared/demo-scenes';

export interface HeroPictureScene {
  kind: SceneKind;
  variant: number;
  caption: string;
}

/**
 * The pictures of the home page's hero slides (HERO_SLIDES in shared/content.ts, in that order):
 * one drawing each, from the demo listings' procedural scenes, with a caption.
 */
export const HERO_PICTURES: HeroPictureScene[] = [
  { kind: 'flat', variant: 3, caption: 'Apartments' },
  { kind: 'house', variant: 0, caption: 'Houses and villas' },
  { kind: 'plot', variant: 5, caption: 'Plots, shops and offices' },
];

/**
 * Where a slide's drawing is served: a file the web build writes (`heroPictures` in vite.config.ts).
 * As data URIs in the page, the three drawings (60 KB encoded) came twice each in the home page's
 * HTML, and their drawing code came in its JavaScript.
 */
export const heroPicturePath = (slide: Pick<HeroPictureScene, 'kind' | 'variant'>): string => `/hero/${slide.kind}-${slide.variant}.svg`;
