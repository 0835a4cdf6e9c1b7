import { cardImageUrl, isVideoUrl } from '@ncr/shared/media';

// The photo pipeline stores each photo at two widths (apps/server/src/modules/posting/media-pipeline.ts):
// a 480 px card crop and the photo at up to 1280 px. Any other URL (an outside one) is used as it is.
const CARD_WIDTH = 480;
const DETAIL_WIDTH = 1280;

export interface PhotoSources {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
}

/** The browser picks the smallest file that fills the slot: `sizes` says how wide the slot is. */
export function photoSources(url: string): PhotoSources {
  const card = cardImageUrl(url);
  if (card === url) return { src: url, width: CARD_WIDTH, height: 360 };
  return { src: card, srcSet: `${card} ${CARD_WIDTH}w, ${url} ${DETAIL_WIDTH}w`, width: CARD_WIDTH, height: 360 };
}

/** A card spans the grid's column: one, two or three to a row. */
export const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';
/** The detail gallery fills three fifths of the page on wide screens, the width on phones. */
export const GALLERY_SIZES = '(min-width: 1280px) 750px, (min-width: 1024px) 60vw, 100vw';

/** A head preload for the first photo of a list of listings (the page's largest paint). */
export function firstPhotoPreload(listings: { media: string[] }[] | undefined, sizes: string) {
  const photo = listings?.[0]?.media.find((url) => !isVideoUrl(url));
  if (!photo) return undefined;
  const sources = photoSources(photo);
  return { href: sources.src, srcSet: sources.srcSet, sizes };
}
