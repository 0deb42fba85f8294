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
import { canvasMarkers } from './canvasMarkers';
import { iconIndex } from './markerIcons';
import type { MapPoint } from './markerPoints';
import type { MarkerRenderer } from './webgl';

type Hit = { kind: 'location'; id: number } | { kind: 'cluster'; extent: Extent } | null;

export interface MarkerLayer {
  layer: BaseLayer;
  renderer: MarkerRenderer;
  count: number;
  hitAt(map: OlMap, pixel: Pixel): Hit;
  dispose(): void;
}

/**
 * A large network (10 000 locations) made its features and filled its source in one task: 300-400
 * ms on a phone (4x slower CPU), the longest of /networks and /contact (issue 21). Features are
 * made for SLICE_MS at a time, and the index takes them MARKER_SLICE at a time (its tree, and with
 * it the order the clusters are made in, depends on these batches), each step in a task of its
 * own: every task stays well under the 50 ms that count as blocking on a phone.
 */
export const MARKER_SLICE = 500;
const SLICE_MS = 6;

function toFeature(l: MapPoint, order: number): Feature<Point> {
  // order: later features are drawn over earlier ones, the topmost wins a click.
  const feature = new Feature({ geometry: new Point(fromLonLat([l.longitude!, l.latitude!])), icon: iconIndex(l.role), role: l.role, order });
  feature.setId(l.id);
  return feature;
}

/** The markers' source, filled slice by slice (yielding to the browser between slices) before any layer listens to it. */
async function filledSource(points: readonly MapPoint[]): Promise<VectorSource<Feature<Point>>> {
  const source = new VectorSource<Feature<Point>>();
  let batch: Feature<Point>[] = [];
  let sliceStart = performance.now();
  for (let i = 0; i < points.length; i++) {
    if (i % 25 === 0 && performance.now() - sliceStart > SLICE_MS) {
      await yieldToMain();
      sliceStart = performance.now();
    }
    batch.push(toFeature(points[i], i));
    if (batch.length === MARKER_SLICE || i === points.length - 1) {
      await yieldToMain();
      source.addFeatures(batch);
      batch = [];
      await yieldToMain();
      sliceStart = performance.now();
    }
  }
  return source;
}

/** The map's points (each has coordinates: markerPoints.ts); `resolution`: the view's once the markers are made (their first clusters are made for it). */
export async function createMarkerLayer(points: readonly MapPoint[], renderer: MarkerRenderer, resolution?: () => number | undefined): Promise<MarkerLayer> {
  const source = await filledSource(points);
  if (renderer === 'canvas') return canvasMarkers(source, points.length, resolution);
  // OpenLayers' WebGL layers (shaders, buffers, their worker) in a chunk of their own: the clustered
  // canvas layer, which phones without a GPU and networks up to 5 000 markers draw, does not evaluate them.
  const { webglMarkers } = await import(/* webpackChunkName: "webgl-markers" */ './webglMarkers');
  return webglMarkers(source, points.length);
}
