/**
 * Pin size by zoom, and which pin is under the pointer, computed on the CPU from the source's
 * spatial index. The WebGL layer's own hit detection draws every marker a second time into a
 * hit buffer on each frame; on software WebGL (no GPU) with 10 000 markers that doubled the cost
 * of every zoom frame, so it is switched off and this does the same job in microseconds.
 */
import type Feature from 'ol/Feature';
import type Point from 'ol/geom/Point';
import type OlMap from 'ol/Map';
import type { Pixel } from 'ol/pixel';
import type VectorSource from 'ol/source/Vector';
import { PIN_HEIGHT, PIN_WIDTH } from './markerIcons';

/** From this zoom on, pins have their full size. */
const FULL_SIZE_ZOOM = 6;
const WORLD_ZOOM = 2;
const HALF_WORLD_M = 20_037_508.342789244;
const TOLERANCE_PX = 2;

/** Pin size factor at a zoom level: smaller at world zoom, much smaller when the network is dense. */
function pinScale(zoom: number, dense: boolean): number {
  const far = dense ? 0.4 : 0.75;
  if (zoom >= FULL_SIZE_ZOOM) return 1;
  if (zoom <= WORLD_ZOOM) return far;
  return far + ((1 - far) * (zoom - WORLD_ZOOM)) / (FULL_SIZE_ZOOM - WORLD_ZOOM);
}

/** The same factor as a flat-style expression, times `base` (the sprite's own scale). */
export function pinScaleExpression(dense: boolean, base: number): unknown[] {
  return ['interpolate', ['linear'], ['zoom'], WORLD_ZOOM, pinScale(WORLD_ZOOM, dense) * base, FULL_SIZE_ZOOM, base];
}

/**
 * The topmost pin drawn over `pixel`: pins hang above their anchor (the place), and later
 * features are drawn over earlier ones (the 'order' property).
 */
export function pinAt(map: OlMap, source: VectorSource<Feature<Point>>, pixel: Pixel, dense: boolean): Feature<Point> | null {
  const zoom = map.getView().getZoom() ?? 0;
  const scale = pinScale(zoom, dense);
  const width = PIN_WIDTH * scale + 2 * TOLERANCE_PX;
  const height = PIN_HEIGHT * scale + 2 * TOLERANCE_PX;
  const [px, py] = pixel;
  // Anchors of the pins that can cover the pixel: up to half a pin to the sides, a pin below it.
  const lowerLeft = map.getCoordinateFromPixel([px - width / 2, py + height]);
  const upperRight = map.getCoordinateFromPixel([px + width / 2, py - TOLERANCE_PX]);
  if (!lowerLeft || !upperRight) return null;
  // The map repeats the world sideways: look in the copy the pointer is over.
  const shift = Math.floor((lowerLeft[0] + upperRight[0]) / 2 / (2 * HALF_WORLD_M) + 0.5) * 2 * HALF_WORLD_M;
  const candidates = source.getFeaturesInExtent([lowerLeft[0] - shift, lowerLeft[1], upperRight[0] - shift, upperRight[1]]);
  let best: Feature<Point> | null = null;
  for (const feature of candidates) {
    if (!best || (feature.get('order') as number) > (best.get('order') as number)) best = feature;
  }
  return best;
}
