import L from 'leaflet';
import { type RefObject, useEffect } from 'react';
import { usePublicSettings } from '@/components/layout/maintenance-notice';

/**
 * The site's tiles (MAP_TILES_URL, from the public settings) on a map, with their provider's credit.
 * Tiles that do not load leave Leaflet's plain background: what is drawn on the map still shows.
 */
export function useTiles(map: RefObject<L.Map | null>): void {
  const tiles = usePublicSettings().data?.mapTiles;
  useEffect(() => {
    const current = map.current;
    if (!current || !tiles) return;
    const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 18 }).addTo(current);
    return () => {
      layer.remove();
    };
  }, [map, tiles]);
}
