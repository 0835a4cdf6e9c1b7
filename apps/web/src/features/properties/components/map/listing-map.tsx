import 'leaflet/dist/leaflet.css';
import type { ListingLocation } from '@ncr/shared/schemas/property';
import L from 'leaflet';
import { useRef } from 'react';
import { useLeafletMap } from '@/components/map/use-leaflet-map';

// The listing page's Location tab (issue 64): where the listing is, as precisely as the public may
// know it (docs/decisions/0132). Loaded only when the tab is opened (detail-tabs.tsx).

/** How the tab says what the point is, and the map's zoom for it. */
const SHOWN: Record<ListingLocation['precision'], { note: string; zoom: number }> = {
  pin: { note: 'The circle shows where the property is, to within about 200 m.', zoom: 15 },
  locality: { note: 'The seller has not placed a pin: the map shows the locality.', zoom: 14 },
  city: { note: 'The seller has not placed a pin: the map shows the city.', zoom: 12 },
};
/** The public point is rounded to a 0.002° grid: a circle of this radius holds the property. */
const PIN_RADIUS_M = 200;

export function ListingMap({ location }: { location: ListingLocation }) {
  const { lat, lng, precision } = location;
  const { note, zoom } = SHOWN[precision];

  const map = useRef<L.Map | null>(null);
  const holder = useLeafletMap<HTMLElement>(
    map,
    (element) => {
      const created = L.map(element, { center: [lat, lng], zoom, minZoom: 8, maxZoom: 18, scrollWheelZoom: false });
      // A circle, not a marker: the public point is a block, not a door.
      L.circle([lat, lng], { radius: precision === 'pin' ? PIN_RADIUS_M : 600, color: '#0f766e', weight: 2, fillOpacity: 0.15 }).addTo(
        created,
      );
      return created;
    },
    [lat, lng, zoom, precision],
  );

  return (
    <figure className="space-y-2">
      <section
        ref={holder}
        aria-label="Map of the listing's location"
        className="isolate h-72 w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
      />
      <figcaption className="text-sm text-slate-700">{note}</figcaption>
    </figure>
  );
}
