import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';

/**
 * The listing's photos full screen: swipe or arrow keys to move, pinch or wheel to zoom, Escape
 * to close (yet-another-react-lightbox, docs/decisions/0034-full-screen-gallery.md).
 */
export function FullScreenGallery({
  photos,
  start,
  title,
  onClose,
}: {
  photos: string[];
  start: number;
  title: string;
  onClose: () => void;
}) {
  return (
    <Lightbox
      open
      close={onClose}
      index={Math.max(0, start)}
      slides={photos.map((src, i) => ({ src, alt: `${title}: photo ${i + 1} of ${photos.length}` }))}
      plugins={[Zoom, Counter]}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      carousel={{ finite: photos.length <= 1 }}
      labels={{ Close: 'Close full screen', Previous: 'Previous photo', Next: 'Next photo', 'Zoom in': 'Zoom in', 'Zoom out': 'Zoom out' }}
    />
  );
}
