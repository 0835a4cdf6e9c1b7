// Uploaded and demo photos are stored in two sizes: `<name>-detail.webp` (the URL a listing keeps)
// and `<name>-card.webp` (for result cards). Anything else (a video, an outside URL) is used as is.
export function cardImageUrl(url: string): string {
  return url.endsWith('-detail.webp') ? `${url.slice(0, -'-detail.webp'.length)}-card.webp` : url;
}

export const isVideoUrl = (url: string): boolean => /\.(mp4|webm|ogg)(\?.*)?$/i.test(url);
