import type OlMap from 'ol/Map';
import { transformExtent, toLonLat } from 'ol/proj';
import type { LonLatBox } from './extents';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Fits the view to a lon/lat box with room for the pins; a single place is not zoomed in to
 * street level. `done(true)` once the view is there (false: interrupted by the user or another fit).
 * `animate: false` jumps there (the first fit, while the page is still loading: each frame of a
 * flight redraws the whole map, a phone's long tasks).
 */
export function fitBox(map: OlMap, box: LonLatBox, done?: (complete: boolean) => void, { animate = true }: { animate?: boolean } = {}): void {
  map.updateSize();
  const size = map.getSize();
  if (!size || size[0] === 0 || size[1] === 0) return;
  map.getView().fit(transformExtent(box, 'EPSG:4326', 'EPSG:3857'), {
    size,
    // Room for a pin hanging above its place (top), and for the zoom buttons (top left).
    padding: [64, 40, 24, 56],
    maxZoom: 7,
    duration: animate && !reducedMotion() ? 600 : 0,
    callback: done,
  });
}

/** Regional zoom: neighbouring partners (a port and its city) get their own pins. */
const PLACE_ZOOM = 7;

/** Moves the view to a place, zooming in to regional level if the map is further out. */
export function centerOn(map: OlMap, coordinate: number[]): void {
  const view = map.getView();
  view.animate({ center: coordinate, zoom: Math.max(view.getZoom() ?? 2, PLACE_ZOOM), duration: reducedMotion() ? 0 : 500 });
}

/** Brings the map into the window (the list below it may have scrolled it away). */
export function scrollMapIntoView(element: HTMLElement | null): void {
  element?.scrollIntoView({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' });
}

const HALF_WORLD_M = 20_037_508.342789244;

/**
 * The visible part of the world as "minLon,minLat,maxLon,maxLat" (two decimals). Longitudes are
 * not wrapped: a view wider than the world reads e.g. -200,…,200 rather than a reversed box.
 */
export function visibleBox(map: OlMap): string {
  const size = map.getSize();
  if (!size) return '';
  const extent = map.getView().calculateExtent(size);
  const [, minLat] = toLonLat([0, extent[1]]);
  const [, maxLat] = toLonLat([0, extent[3]]);
  const lon = (x: number) => (x / HALF_WORLD_M) * 180;
  return [lon(extent[0]), minLat, lon(extent[2]), maxLat].map((n) => n.toFixed(2)).join(',');
}
