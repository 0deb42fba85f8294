import type OlMap from 'ol/Map';
import { transformExtent } from 'ol/proj';
import type { LonLatBox } from './extents';
import { boxText, FIT_MAX_ZOOM, FIT_PADDING } from './networkView';

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
    padding: FIT_PADDING,
    maxZoom: FIT_MAX_ZOOM,
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

/** The visible part of the world as "minLon,minLat,maxLon,maxLat" (networkView's boxText). */
export function visibleBox(map: OlMap): string {
  const size = map.getSize();
  return size ? boxText(map.getView().calculateExtent(size)) : '';
}
