/**
 * The marker layer of the network map: clustered markers on a canvas layer, or with
 * `?renderer=webgl` every pin drawn with WebGL (see webgl.ts for when and why).
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
import { canvasMarkers, type ViewFrame } from './canvasMarkers';
import { iconIndex } from './markerIcons';
import type { MarkerClusters } from './markerClusters';
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
 * The WebGL layer draws one feature per location: for a large network (10 000 locations) they are
 * made for SLICE_MS at a time and the index takes them MARKER_SLICE at a time, each step in a task
 * of its own, so no task comes near the 50 ms that count as blocking on a phone.
 */
const MARKER_SLICE = 500;
const SLICE_MS = 6;

function toFeature(l: MapPoint, order: number): Feature<Point> {
  // order: later features are drawn over earlier ones, the topmost wins a click.
  const feature = new Feature({ geometry: new Point(fromLonLat([l.longitude!, l.latitude!])), icon: iconIndex(l.role), role: l.role, order });
  feature.setId(l.id);
  return feature;
}

/** The WebGL markers' source, filled slice by slice (yielding to the browser between slices) before any layer listens to it. */
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
      source.addFeatures(batch);
      batch = [];
      await yieldToMain();
      sliceStart = performance.now();
    }
  }
  return source;
}

/**
 * The map's points (each has coordinates: markerPoints.ts); `clusters`: their index (the clustered
 * layer's, unused by WebGL); `firstView`: what the view shows once the markers are made (the
 * clustered layer has that view's bubbles ready for its first frame).
 */
export async function createMarkerLayer(
  points: readonly MapPoint[],
  renderer: MarkerRenderer,
  clusters: MarkerClusters | null,
  firstView?: () => ViewFrame | undefined,
): Promise<MarkerLayer> {
  if (renderer === 'canvas') {
    if (!clusters) throw new Error('The clustered layer needs the clusters');
    // In a task of its own, not part of the one that mounted the map.
    await yieldToMain();
    return canvasMarkers(points, clusters, firstView);
  }
  const source = await filledSource(points);
  // OpenLayers' WebGL layers (shaders, buffers, their worker) in a chunk of their own: the clustered
  // canvas layer, which the map draws unless asked for WebGL, does not evaluate them.
  const { webglMarkers } = await import(/* webpackChunkName: "webgl-markers" */ './webglMarkers');
  return webglMarkers(source, points.length);
}
