// The network map's view without OpenLayers: what useOlMap's view allows and what fitBox asks of
// it, so the map's picture (NetworkMapPicture) shows the view the map then opens on.
import { fitView, fromMercator, toMercator, viewExtent, zoomForResolution, type Extent, type MapView, type ViewLimits } from '@portal/ui/map/mercatorView';
import type { LonLatBox } from './extents';

/** createWorldView()'s view: zoom 0.5 to 10, one world. */
const NETWORK_VIEW_LIMITS: ViewLimits = { minZoom: 0.5, maxZoom: 10, oneWorld: true };
/** Room for a pin hanging above its place (top), and for the zoom buttons (top left): [top, right, bottom, left] px. */
export const FIT_PADDING: [number, number, number, number] = [64, 40, 24, 56];
/** A fitted continent (or a single place) is not zoomed in past regional level. */
export const FIT_MAX_ZOOM = 7;

/** The view that frames a lon/lat box on a map of `size`: fitBox's, on OpenLayers. */
export function boxView(box: LonLatBox, size: [number, number]): MapView {
  const extent = [...toMercator([box[0], box[1]]), ...toMercator([box[2], box[3]])] as Extent;
  return fitView(extent, size, FIT_PADDING, NETWORK_VIEW_LIMITS, FIT_MAX_ZOOM);
}

/**
 * A view's extent as "minLon,minLat,maxLon,maxLat" (two decimals), the map's `data-view`.
 * Longitudes are not wrapped: a view wider than the world reads e.g. -200,…,200.
 */
export function boxText(extent: readonly number[]): string {
  const [west, south] = fromMercator([extent[0], extent[1]]);
  const [east, north] = fromMercator([extent[2], extent[3]]);
  return [west, south, east, north].map((n) => n.toFixed(2)).join(',');
}

export const viewText = (view: MapView, size: [number, number]) => boxText(viewExtent(view, size));

/** The zoom a view shows (256 px tiles). */
export const zoomOf = (view: MapView) => zoomForResolution(view.resolution);
