/**
 * The marker layer of the network map: WebGL where the browser has a GPU (OpenLayers' advice for
 * many points), else clustered markers on a canvas layer (see webgl.ts for when and why).
 */
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import type OlMap from 'ol/Map';
import type BaseLayer from 'ol/layer/Base';
import { fromLonLat } from 'ol/proj';
import type { Pixel } from 'ol/pixel';
import type { Extent } from 'ol/extent';
import type { NetworkLocation } from '@portal/shared';
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

function toFeatures(locations: readonly NetworkLocation[]): Feature<Point>[] {
  return locations.map((l, order) => {
    // order: later features are drawn over earlier ones, the topmost wins a click.
    const feature = new Feature({ geometry: new Point(fromLonLat([l.longitude!, l.latitude!])), icon: iconIndex(l.role), role: l.role, order });
    feature.setId(l.id);
    return feature;
  });
}

/** `locations` must all have coordinates (see extents.locatedOnly). */
export async function createMarkerLayer(locations: readonly NetworkLocation[], renderer: MarkerRenderer): Promise<MarkerLayer> {
  const features = toFeatures(locations);
  return renderer === 'canvas' ? canvasMarkers(features) : webglMarkers(features);
}
