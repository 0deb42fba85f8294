// A Web Mercator map's view without OpenLayers: the projection, and the view OpenLayers' View.fit
// ends on (with the view's zoom limits and, for a one-world view, its world constraint). The
// pictures of a map drawn before OpenLayers is loaded (the dashboard's route, the network's
// markers) place everything with it, so the interactive map that replaces them shows the same view.
import { HALF_WORLD, TILE_SIZE } from './basemapGrid';

const R = 6378137;
/** Resolution (m per CSS px) at zoom 0 of 256 px tiles. */
const ZOOM_0_RESOLUTION = (2 * HALF_WORLD) / TILE_SIZE;

/** [minX, minY, maxX, maxY]. */
export type Extent = [number, number, number, number];

export interface MapView {
  /** EPSG:3857. */
  center: [number, number];
  /** m per CSS pixel. */
  resolution: number;
}

/** What the view allows (createWorldView's options). */
export interface ViewLimits {
  minZoom: number;
  maxZoom: number;
  /**
   * OpenLayers' `multiWorld: false`: the view never shows past the world's top or bottom edge,
   * nor more than one world's width or height.
   */
  oneWorld: boolean;
}

/** [lon, lat] in Web Mercator (EPSG:3857) metres: what ol/proj's fromLonLat gives. */
export function toMercator([lon, lat]: readonly [number, number] | readonly number[]): [number, number] {
  const y = R * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  return [(R * lon * Math.PI) / 180, Math.max(-HALF_WORLD, Math.min(HALF_WORLD, y))];
}

/** EPSG:3857 metres as [lon, lat], longitude not wrapped (ol/proj's toLonLat wraps it). */
export function fromMercator([x, y]: readonly number[]): [number, number] {
  return [(x / R) * (180 / Math.PI), (2 * Math.atan(Math.exp(y / R)) - Math.PI / 2) * (180 / Math.PI)];
}

export const resolutionForZoom = (zoom: number) => ZOOM_0_RESOLUTION / 2 ** zoom;
export const zoomForResolution = (resolution: number) => Math.log2(ZOOM_0_RESOLUTION / resolution);

/**
 * OpenLayers' largest zoom for these limits: it keeps whole steps from the smallest zoom
 * (createWorldView's 0.5 to 10 allows 9.5 at most).
 */
const reachableMaxZoom = ({ minZoom, maxZoom }: ViewLimits) => minZoom + Math.floor(maxZoom - minZoom);

/**
 * The view that shows `extent` inside `size` less `padding` ([top, right, bottom, left] px), zoomed
 * in no further than `fitMaxZoom`: OpenLayers' View.fit without rotation, then its constraints.
 */
export function fitView(extent: Extent, size: [number, number], padding: [number, number, number, number], limits: ViewLimits, fitMaxZoom = limits.maxZoom): MapView {
  const [minX, minY, maxX, maxY] = extent;
  const [width, height] = size;
  const fitted = Math.max((maxX - minX) / (width - padding[1] - padding[3]), (maxY - minY) / (height - padding[0] - padding[2]));
  const floor = resolutionForZoom(fitMaxZoom);
  let ceiling = resolutionForZoom(limits.minZoom);
  if (limits.oneWorld) ceiling = Math.min(ceiling, (2 * HALF_WORLD) / width, (2 * HALF_WORLD) / height);
  const wanted = Number.isNaN(fitted) ? floor : Math.max(fitted, floor);
  const resolution = Math.min(ceiling, Math.max(wanted, resolutionForZoom(reachableMaxZoom(limits))));
  let center: [number, number] = [
    (minX + maxX) / 2 + ((padding[1] - padding[3]) / 2) * resolution,
    (minY + maxY) / 2 + ((padding[0] - padding[2]) / 2) * resolution,
  ];
  if (limits.oneWorld) {
    const room = HALF_WORLD - (height / 2) * resolution;
    center = [center[0], room <= 0 ? 0 : Math.max(-room, Math.min(room, center[1]))];
  }
  return { center, resolution };
}

/** A view's extent in EPSG:3857. */
export function viewExtent({ center, resolution }: MapView, [width, height]: [number, number]): Extent {
  return [
    center[0] - (width / 2) * resolution,
    center[1] - (height / 2) * resolution,
    center[0] + (width / 2) * resolution,
    center[1] + (height / 2) * resolution,
  ];
}

/** A view extent in EPSG:3857 as [minLon, minLat, maxLon, maxLat], rounded to 0.001°, longitudes NOT wrapped (a view over the Pacific may run past ±180). */
export function lonLatExtent([x1, y1, x2, y2]: Extent): Extent {
  const r = (v: number) => Math.round(v * 1000) / 1000;
  const [west, south] = fromMercator([x1, y1]);
  const [east, north] = fromMercator([x2, y2]);
  return [r(west), r(south), r(east), r(north)];
}

/** Where a place (EPSG:3857) is in a view of `size`, in CSS px from its top left corner. */
export function pixelOf(view: MapView, size: [number, number], [x, y]: readonly number[]): [number, number] {
  const [left, , , top] = viewExtent(view, size);
  return [(x - left) / view.resolution, (top - y) / view.resolution];
}
