/**
 * The marker layer of the network map: WebGL where the browser has a GPU (OpenLayers' advice for
 * many points), else clustered markers on a canvas layer (see webgl.ts for when and why).
 */
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorSource from 'ol/source/Vector';
import type OlMap from 'ol/Map';
import type BaseLayer from 'ol/layer/Base';
import { fromLonLat } from 'ol/proj';
import type { Pixel } from 'ol/pixel';
import type { Extent } from 'ol/extent';
import { yieldToMain } from '@portal/kit';
import type { NetworkLocation } from '@portal/contracts/network';
import { canvasMarkers } from './canvasMarkers';
import { iconIndex } from './markerIcons';
import type { MarkerRenderer } from './webgl';
import { webglMarkers } from './webglMarkers';

type Hit = { kind: 'location'; id: number } | { kind: 'cluster'; extent: Extent } | null;

export interface MarkerLayer {
  layer: BaseLayer;
  renderer: MarkerRenderer;
  count: number;
  hitAt(map: OlMap, pixel: Pixel): Hit;
  dispose(): void;
}

/**
 * Locations per slice of work. A large network (10 000 locations) made its features and filled
 * its source in one task: 300-400 ms on a phone (4x slower CPU), the longest of /networks and
 * /contact (issue 21). In slices of this size, each task stays well under the 50 ms that counts
 * as blocking there, and the page answers input between them.
 */
export const MARKER_SLICE = 1000;

function toFeatures(locations: readonly NetworkLocation[], offset: number): Feature<Point>[] {
  return locations.map((l, i) => {
    // order: later features are drawn over earlier ones, the topmost wins a click.
    const feature = new Feature({ geometry: new Point(fromLonLat([l.longitude!, l.latitude!])), icon: iconIndex(l.role), role: l.role, order: offset + i });
    feature.setId(l.id);
    return feature;
  });
}

/** The markers' source, filled slice by slice (yielding to the browser between slices) before any layer listens to it. */
async function filledSource(locations: readonly NetworkLocation[]): Promise<VectorSource<Feature<Point>>> {
  const source = new VectorSource<Feature<Point>>();
  for (let start = 0; start < locations.length; start += MARKER_SLICE) {
    if (start > 0) await yieldToMain();
    source.addFeatures(toFeatures(locations.slice(start, start + MARKER_SLICE), start));
  }
  return source;
}

/** `locations` must all have coordinates (see extents.locatedOnly). */
export async function createMarkerLayer(locations: readonly NetworkLocation[], renderer: MarkerRenderer): Promise<MarkerLayer> {
  const source = await filledSource(locations);
  return renderer === 'canvas' ? canvasMarkers(source, locations.length) : webglMarkers(source, locations.length);
}
