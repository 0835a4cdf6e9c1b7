import { isVideoUrl } from '@ncr/shared/media';

/** The gallery's anchor: `/property/{id}#virtual-tour` opens the listing on its video tour. */
export const VIRTUAL_TOUR_ANCHOR = 'virtual-tour';
/** The visit form's anchor with the video-call mode chosen. */
export const VIDEO_CALL_VISIT_ANCHOR = 'book-visit-video';

const EVENT = 'ncr:virtual-tour';

/** The listing's video tour: its first video, if it has one. */
export const videoTourOf = (media: string[]): string | undefined => media.find((url) => url && isVideoUrl(url));

/** Asks the gallery on this page to show the video tour and bring it into view. */
export function showVirtualTour(): void {
  window.dispatchEvent(new Event(EVENT));
}

/** Runs `show` whenever something on the page asks for the video tour; returns the unsubscribe. */
export function onVirtualTourRequest(show: () => void): () => void {
  window.addEventListener(EVENT, show);
  return () => window.removeEventListener(EVENT, show);
}
