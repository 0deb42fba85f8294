// The network's markers on the map's picture (NetworkMapPicture), without OpenLayers: where each
// bubble and pin is drawn in a view, and which one a click lands on, as the canvas layer
// (canvasMarkers.ts) draws and hit-tests them on the map.
import { HALF_WORLD } from '@portal/ui/map/basemapGrid';
import { pixelOf, type MapView } from '@portal/ui/map/mercatorView';
import { PIN_HEIGHT, PIN_WIDTH } from './markerIcons';
import type { Marker } from './markerClusters';

/** A bubble's radius in CSS px: grows with its count, up to 24 px. */
export const bubbleRadius = (count: number) => Math.min(24, 12 + Math.log2(count) * 2);

/** The map's hit tolerance (canvasMarkers' forEachFeatureAtPixel), px. */
const TOLERANCE_PX = 3;

export type PlacedMarker = Marker & { x: number; y: number; key: string };

/**
 * The markers at their pixels in `view`, in drawing order (bubbles, then pins, the topmost last).
 * The map repeats the world sideways: a marker also shows in the neighbouring world's copy when
 * that copy is in view.
 */
export function placeMarkers(markers: readonly Marker[], view: MapView, size: [number, number]): PlacedMarker[] {
  const placed: PlacedMarker[] = [];
  const [width, height] = size;
  const margin = PIN_HEIGHT + 24;
  for (const [i, marker] of markers.entries()) {
    for (const shift of [0, -2 * HALF_WORLD, 2 * HALF_WORLD]) {
      const [x, y] = pixelOf(view, size, [marker.coordinate[0] + shift, marker.coordinate[1]]);
      if (x < -margin || x > width + margin || y < -margin || y > height + margin) continue;
      placed.push({ ...marker, x, y, key: `${i}:${shift}` });
    }
  }
  return placed;
}

/** The marker drawn over `point` (CSS px in the view): the topmost pin whose shape covers it, or a bubble. */
export function markerAt(placed: readonly PlacedMarker[], [px, py]: [number, number]): PlacedMarker | null {
  for (let i = placed.length - 1; i >= 0; i--) {
    const marker = placed[i];
    if (marker.kind === 'pin') {
      // Pins hang above their place: half a pin to each side, a pin's height above it.
      if (Math.abs(px - marker.x) <= PIN_WIDTH / 2 + TOLERANCE_PX && py <= marker.y + TOLERANCE_PX && py >= marker.y - PIN_HEIGHT - TOLERANCE_PX) return marker;
    } else if (Math.hypot(px - marker.x, py - marker.y) <= bubbleRadius(marker.count) + TOLERANCE_PX) return marker;
  }
  return null;
}
