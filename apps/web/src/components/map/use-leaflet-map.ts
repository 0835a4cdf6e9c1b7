import L from 'leaflet';
import { type DependencyList, type RefObject, useEffect, useRef } from 'react';
import { usePublicSettings } from '@/components/layout/maintenance-notice';

/**
 * A Leaflet map, kept in `map`, in the element the returned ref is given to, made by `make` and made again when `deps`
 * change, removed with the component, and showing the site's tiles (MAP_TILES_URL, from the public
 * settings) with their provider's credit. Tiles that do not load leave Leaflet's plain background:
 * what is drawn on the map still shows.
 */
export function useLeafletMap<E extends HTMLElement>(
  map: RefObject<L.Map | null>,
  make: (holder: E) => L.Map,
  deps: DependencyList,
): RefObject<E | null> {
  const holder = useRef<E>(null);
  useEffect(() => {
    if (!holder.current) return;
    const created = make(holder.current);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what remakes its map
  }, deps);

  const tiles = usePublicSettings().data?.mapTiles;
  // A remade map takes the tiles again.
  useEffect(() => {
    const current = map.current;
    if (!current || !tiles) return;
    const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 18 }).addTo(current);
    return () => {
      layer.remove();
    };
  }, [map, tiles, ...deps]);
  return holder;
}
