import 'leaflet/dist/leaflet.css';
import './pin-map.css';
import { CITY_CENTRES } from '@ncr/shared/city-centres';
import type { City } from '@ncr/shared/enums';
import { inBox, NCR_BOX } from '@ncr/shared/search/box';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useLeafletMap } from './use-leaflet-map';

// The post form's map (issue 64): tap where the property is, or drag the pin. Loaded only when the
// seller asks for it (pin-picker.tsx).

type Point = { lat: number; lng: number };
const round = (degrees: number) => Number(degrees.toFixed(6));
const pinIcon = L.divIcon({ className: '', html: '<span class="pin-dot"></span>', iconSize: [22, 22], iconAnchor: [11, 11] });

export function PinMap({ pin, city, onPin }: { pin: Point | null; city: string; onPin: (pin: Point) => void }) {
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  // The latest callback, for Leaflet's handlers, which are bound once.
  const report = useRef(onPin);
  report.current = onPin;

  // Made once; the pin moves below.
  const holder = useLeafletMap<HTMLElement>(
    map,
    (element) => {
      const start = pin ?? CITY_CENTRES[city as City] ?? CITY_CENTRES.Delhi;
      const created = L.map(element, { center: [start.lat, start.lng], zoom: pin ? 16 : 12, minZoom: 8, maxZoom: 18 });
      created.on('click', (event: L.LeafletMouseEvent) => {
        const { lat, lng } = event.latlng;
        if (inBox(NCR_BOX, lat, lng)) report.current({ lat: round(lat), lng: round(lng) });
      });
      // The marker goes with the map it was on.
      created.on('unload', () => {
        marker.current = null;
      });
      return created;
    },
    [],
  );

  // The pin follows the form's value: placed, moved, or taken away.
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    if (!pin) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      marker.current = L.marker([pin.lat, pin.lng], {
        icon: pinIcon,
        draggable: true,
        keyboard: true,
        title: 'The property',
        alt: 'The property',
      })
        .on('dragend', (event) => {
          const { lat, lng } = (event.target as L.Marker).getLatLng();
          if (inBox(NCR_BOX, lat, lng)) report.current({ lat: round(lat), lng: round(lng) });
        })
        .addTo(current);
    } else {
      marker.current.setLatLng([pin.lat, pin.lng]);
    }
  }, [pin]);

  return (
    <section
      ref={holder}
      aria-label="Map to place the pin on"
      className="isolate h-72 w-full overflow-hidden rounded-lg border border-slate-300 bg-slate-100"
    />
  );
}
