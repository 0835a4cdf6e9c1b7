import 'leaflet/dist/leaflet.css';
import './pin-map.css';
import L from 'leaflet';
import { useRef } from 'react';
import { useLeafletMap } from './use-leaflet-map';

// One place on the site's own tiles (MAP_TILES_URL), such as the office on the contact page: no
// third-party frame, so the page asks only the hosts the site already names, and with no tiles
// reachable the pin still shows on a plain background. Loaded lazily by the page that shows it.

const pinIcon = L.divIcon({
  className: '',
  html: '<span class="pin-dot pin-dot-static"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 11],
});

/** `label` names the map; `name`, the place its pin marks. */
export function PlaceMap({
  point,
  label,
  name,
  className,
}: {
  point: { lat: number; lng: number };
  label: string;
  name: string;
  className: string;
}) {
  const { lat, lng } = point;
  const map = useRef<L.Map | null>(null);
  const holder = useLeafletMap<HTMLElement>(
    map,
    (element) => {
      // The page scrolls past it: the wheel zooms only after a click on the map.
      const created = L.map(element, { center: [lat, lng], zoom: 15, minZoom: 8, maxZoom: 18, scrollWheelZoom: false });
      L.marker([lat, lng], { icon: pinIcon, keyboard: false, title: name }).addTo(created);
      created.once('focus click', () => created.scrollWheelZoom.enable());
      return created;
    },
    [lat, lng, name],
  );

  return <section ref={holder} aria-label={label} className={`isolate overflow-hidden ${className}`} />;
}
