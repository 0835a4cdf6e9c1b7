import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import './results-map.css';
import { formatRent, priceCard } from '@ncr/shared/format';
import type { PinsResponse } from '@ncr/shared/schemas/property';
import { type Box, formatBox, NCR_BOX, parseBox } from '@ncr/shared/search/box';
import L from 'leaflet';
import 'leaflet.markercluster';
import { Search, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLeafletMap } from '@/components/map/use-leaflet-map';
import { PropertyCard } from '@/components/property/property-card';
import { Button } from '@/components/ui/button';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import { usePins } from '../../api/get-pins';
import { useProperty } from '../../api/get-property';
import { AreaNote } from '../area-note';

// The search page's map view (issue 64, docs/decisions/0133): Leaflet with clustered price pins.
// This module, Leaflet and its styles load only on the map view (search-page.tsx imports it lazily).

const toBounds = (box: Box) => L.latLngBounds([box.south, box.west], [box.north, box.east]);
const boxOf = (bounds: L.LatLngBounds): Box => ({
  west: bounds.getWest(),
  south: bounds.getSouth(),
  east: bounds.getEast(),
  north: bounds.getNorth(),
});

// As the cards say a price ('₹85 L', '₹2.17 Cr'); a rent without its '/month', which the pin has no room for.
const priceLabel = (price: number, rent: boolean) => (rent ? formatRent(price).replace('/month', '') : priceCard(price));

function priceIcon(label: string, selected: boolean): L.DivIcon {
  return L.divIcon({
    className: '',
    html: `<span class="map-price${selected ? ' map-price-selected' : ''}">${label}</span>`,
    // The label's own size; the CSS centres it above its point.
    iconSize: undefined,
  });
}

interface Props {
  query: Record<string, string>;
  rent: boolean;
  /** The visitor asked for the listings of an area: the one now on the map, or (undefined) all of the search again. */
  onArea: (bbox: string | undefined) => void;
}

export function ResultsMap({ query, rent, onArea }: Props) {
  const map = useRef<L.Map | null>(null);
  const cluster = useRef<L.MarkerClusterGroup | null>(null);
  // True while the map fits itself to the pins or the URL's box: only the visitor's own pan or zoom
  // offers "Search this area". Fitting is not animated, so its moveend comes within the call.
  const fitting = useRef(false);
  const [moved, setMoved] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const pins = usePins(query);
  const askedBox = useMemo(() => {
    const asked = query.bbox ? parseBox(query.bbox) : null;
    return asked && !('error' in asked) ? asked : null;
  }, [query.bbox]);

  // The map is made once; the pins, the view and the tiles change on it (a later box moves it, below).
  const holder = useLeafletMap<HTMLElement>(
    map,
    (element) => {
      // Zoom limits of the map's own: the clusters need them before any tiles arrive (or if none do).
      const created = L.map(element, { minZoom: 8, maxZoom: 18, maxBounds: toBounds(NCR_BOX).pad(0.5) });
      fitting.current = true;
      created.fitBounds(toBounds(askedBox ?? NCR_BOX), { animate: false });
      fitting.current = false;
      created.on('moveend', () => {
        if (!fitting.current) setMoved(true);
      });
      cluster.current = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 }).addTo(created);
      return created;
    },
    [],
  );

  // Back and forward between areas move the map to the address's area.
  useEffect(() => {
    const current = map.current;
    if (!current || !askedBox || current.getBounds().equals(toBounds(askedBox), 1e-4)) return;
    fitting.current = true;
    current.fitBounds(toBounds(askedBox), { animate: false });
    fitting.current = false;
  }, [askedBox]);

  useEffect(() => {
    const layer = cluster.current;
    const current = map.current;
    if (!layer || !current || !pins.data) return;
    layer.clearLayers();
    const markers = pins.data.pins.map((pin) =>
      L.marker([pin.lat, pin.lng], {
        icon: priceIcon(priceLabel(pin.price, rent), pin._id === selected),
        keyboard: true,
        title: priceLabel(pin.price, rent),
        alt: `Listing at ${priceLabel(pin.price, rent)}`,
      }).on('click', () => setSelected(pin._id)),
    );
    layer.addLayers(markers);
    // A search without an area of its own shows all its pins.
    if (!askedBox && markers.length > 0) {
      fitting.current = true;
      current.fitBounds(layer.getBounds().pad(0.1), { maxZoom: 15, animate: false });
      fitting.current = false;
    }
  }, [pins.data, rent, selected, askedBox]);

  const searchArea = () => {
    if (!map.current) return;
    setMoved(false);
    setSelected(null);
    onArea(formatBox(boxOf(map.current.getBounds())));
  };

  return (
    <div className="space-y-3">
      {/* isolate: Leaflet's panes and controls (z-index 400-1000) stay below the page's sticky header. */}
      <div className="relative isolate">
        <section
          ref={holder}
          aria-label="Map of the results"
          className="h-[60vh] min-h-80 w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
        />
        {moved && (
          <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex justify-center">
            <Button type="button" size="sm" className="pointer-events-auto shadow-md" onClick={searchArea}>
              <Search className="h-4 w-4" aria-hidden />
              Search this area
            </Button>
          </div>
        )}
      </div>
      {askedBox && <AreaNote onClear={() => onArea(undefined)} />}
      <MapSummary data={pins.data} failed={pins.isError} />
      {selected && <SelectedListing id={selected} onClose={() => setSelected(null)} />}
    </div>
  );
}

function MapSummary({ data, failed }: { data: PinsResponse | undefined; failed: boolean }) {
  if (failed)
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        The map could not load its listings. Try again.
      </p>
    );
  if (!data) return null;
  const shown = data.pins.length;
  return (
    <p role="status" className="text-sm text-slate-700">
      {data.total === 0
        ? 'No listings in this area. Zoom out or move the map, then search this area.'
        : shown < data.total
          ? `The first ${shown} of ${data.total} listings are on the map. Zoom in to see the rest.`
          : `${data.total} listing${data.total === 1 ? '' : 's'} on the map. Tap a price to see the listing.`}
    </p>
  );
}

/** The card of the pin a visitor tapped, under the map. */
function SelectedListing({ id, onClose }: { id: string; onClose: () => void }) {
  const listing = useProperty(id);
  return (
    <section aria-label="Selected listing" className="relative max-w-sm">
      <button
        type="button"
        onClick={onClose}
        aria-label="Close the listing"
        className="absolute -top-2 -right-2 z-10 rounded-full bg-white p-1.5 shadow ring-1 ring-slate-200 hover:bg-slate-50"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
      {listing.data ? (
        <PropertyCard listing={listing.data} action={<WishlistHeart listing={listing.data} />} />
      ) : listing.isPending ? (
        <div className="h-80 animate-pulse rounded-lg bg-slate-200" aria-hidden />
      ) : (
        <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">This listing is no longer available.</p>
      )}
    </section>
  );
}
