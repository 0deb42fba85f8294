import Supercluster, { type ClusterProperties } from 'supercluster';
import { boundingExtent, type Extent } from 'ol/extent';
import { fromLonLat, toLonLat } from 'ol/proj';
import { yieldToMain } from '@portal/kit';
import { iconIndex } from './markerIcons';
import type { MapPoint } from './markerPoints';

/** Pins closer than this (px) gather in a bubble. */
export const CLUSTER_RADIUS_PX = 44;
/**
 * From this zoom (a city and its port apart) nothing is clustered any more, so a click on a
 * bubble (fitted up to zoom 9) always ends on pins that open their own popup.
 */
export const UNCLUSTER_ZOOM = 8;

export interface PinProps {
  id: number;
  role: string;
  icon: number;
  /** Later pins are drawn over earlier ones; the topmost wins a click. */
  order: number;
}

/** What the map draws at one zoom in one box: a bubble (count, its cluster's id) or a location's pin. */
export type Marker = { kind: 'bubble'; coordinate: number[]; count: number; clusterId: number } | { kind: 'pin'; coordinate: number[]; pin: PinProps };

/**
 * The network's markers clustered once for every zoom (supercluster: a hierarchical index of the
 * points, built in one pass of a few milliseconds for 10 000 locations), asked per view for the
 * bubbles and pins in a box. The map then holds a few hundred features, not one per location:
 * 10 000 OpenLayers features, their spatial index and OpenLayers' own clustering (again at each
 * new zoom) made some twenty of a phone's long tasks on /networks and /contact (issue 21).
 */
export class MarkerClusters {
  private readonly index: Supercluster<PinProps, Record<string, never>>;

  private constructor(index: Supercluster<PinProps, Record<string, never>>) {
    this.index = index;
  }

  /** The index of these points; the points' GeoJSON is made in a task before the one that indexes it. */
  static async of(points: readonly MapPoint[]): Promise<MarkerClusters> {
    const features = points.map((p, order) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [p.longitude!, p.latitude!] },
      properties: { id: p.id, role: p.role, icon: iconIndex(p.role), order },
    }));
    await yieldToMain();
    // 256: OpenLayers' tile size, so a zoom here is the view's zoom and the radius is in its pixels.
    const index = new Supercluster<PinProps, Record<string, never>>({ radius: CLUSTER_RADIUS_PX, extent: 256, maxZoom: UNCLUSTER_ZOOM - 1 });
    index.load(features);
    return new MarkerClusters(index);
  }

  /** The markers in `box` (map projection) at `zoom`, pins in drawing order (the topmost last). */
  markersIn(box: Extent, zoom: number): Marker[] {
    const markers: Marker[] = this.index.getClusters(lonLatBox(box), Math.max(0, Math.floor(zoom))).map((f) => {
      const coordinate = fromLonLat(f.geometry.coordinates);
      const props = f.properties as PinProps | ClusterProperties;
      return 'cluster' in props && props.cluster
        ? { kind: 'bubble', coordinate, count: props.point_count, clusterId: props.cluster_id }
        : { kind: 'pin', coordinate, pin: props as PinProps };
    });
    return markers.sort((a, b) => (a.kind === 'pin' ? a.pin.order : -1) - (b.kind === 'pin' ? b.pin.order : -1));
  }

  /** The box (map projection) around a bubble's locations. */
  extentOf(clusterId: number): Extent {
    return boundingExtent(this.index.getLeaves(clusterId, Infinity).map((leaf) => fromLonLat(leaf.geometry.coordinates)));
  }
}

/** A box of the map as [west, south, east, north] in degrees; the whole world once it spans a world or crosses the date line. */
export function lonLatBox(box: Extent): [number, number, number, number] {
  const [west, south] = toLonLat([box[0], box[1]]);
  const [east, north] = toLonLat([box[2], box[3]]);
  const wraps = box[2] - box[0] >= 2 * 20_037_508.342789244 || box[0] < -20_037_508.342789244 || box[2] > 20_037_508.342789244;
  const clampLat = (lat: number) => Math.max(-85.06, Math.min(85.06, lat));
  return wraps ? [-180, clampLat(south), 180, clampLat(north)] : [west, clampLat(south), east, clampLat(north)];
}
