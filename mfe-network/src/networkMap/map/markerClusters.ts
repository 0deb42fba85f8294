import { fromMercator, toMercator, type Extent } from '@portal/ui/map/mercatorView';
import { iconIndex } from './markerIcons';
import type { NetworkMarkers } from '@portal/contracts/network';
import { clusterWorkerMain, type ClusterAnswer, type ClusterIndexConstructor, type ClusterRequest, type WorkerMarker } from './clusterWorker';

/** Pins closer than this (px) gather in a bubble. */
const CLUSTER_RADIUS_PX = 44;
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

/**
 * What the map draws at one zoom in one box: a bubble (its count, and the box of its locations a
 * click zooms to) or a location's pin. Coordinates and boxes in the map projection.
 */
export type Marker = { kind: 'bubble'; coordinate: number[]; count: number; extent: Extent } | { kind: 'pin'; coordinate: number[]; pin: PinProps };

/** The way to the clustering worker (clusterChannel.ts), or to the same code run in this thread. */
export interface ClusterChannel {
  post(request: ClusterRequest, transfer?: Transferable[]): void;
  onAnswer(listener: (answer: ClusterAnswer) => void): void;
  close(): void;
}

/** The worker's code run in this thread: for tests, and for a browser that cannot start the worker. */
export function inProcessChannel(Supercluster: ClusterIndexConstructor): ClusterChannel {
  const listeners: ((answer: ClusterAnswer) => void)[] = [];
  let worker: (event: { data: ClusterRequest }) => void = () => undefined;
  clusterWorkerMain({ addEventListener: (_type, listener) => (worker = listener), postMessage: (answer) => setTimeout(() => listeners.forEach((l) => l(answer))) }, Supercluster);
  return {
    post: (request) => setTimeout(() => worker({ data: request })),
    onAnswer: (listener) => listeners.push(listener),
    close: () => (listeners.length = 0),
  };
}

/**
 * The network's markers clustered once for every zoom (supercluster: a hierarchical index of the
 * points), asked per view for the bubbles and pins in a box. The index is made and asked in a
 * worker (clusterWorker.ts); the map holds a few hundred features, not one per location: 10 000
 * OpenLayers features, their spatial index and OpenLayers' own clustering (again at each new
 * zoom) made some twenty of a phone's long tasks on /networks and /contact.
 */
export class MarkerClusters {
  private readonly waiting = new Map<number, { resolve(markers: Marker[]): void; reject(error: Error): void }>();
  private nextId = 1;

  private constructor(
    private readonly channel: ClusterChannel,
    private readonly markers: NetworkMarkers,
  ) {
    channel.onAnswer((answer) => {
      if (answer.type === 'loaded') return;
      const waiting = answer.id === undefined ? [...this.waiting.values()] : [this.waiting.get(answer.id)];
      if (answer.id === undefined) this.waiting.clear();
      else this.waiting.delete(answer.id);
      for (const w of waiting) {
        if (answer.type === 'markers') w?.resolve(answer.markers.map((m) => this.markerOf(m)));
        else w?.reject(new Error(answer.message));
      }
    });
  }

  /** The index of these markers (columns), made by the other side of `channel`; fails when it cannot be made. */
  static of(markers: NetworkMarkers, channel: ClusterChannel): Promise<MarkerClusters> {
    return new Promise((resolve, reject) => {
      const longitude = new Float64Array(markers.longitude);
      const latitude = new Float64Array(markers.latitude);
      channel.onAnswer((answer) => {
        if (answer.type === 'loaded') resolve(new MarkerClusters(channel, markers));
        else if (answer.type === 'failed' && answer.id === undefined) reject(new Error(answer.message));
      });
      // 256: OpenLayers' tile size, so a zoom here is the view's zoom and the radius is in its pixels.
      const options = { radius: CLUSTER_RADIUS_PX, extent: 256, maxZoom: UNCLUSTER_ZOOM - 1 };
      channel.post({ type: 'load', longitude, latitude, options }, [longitude.buffer, latitude.buffer]);
    });
  }

  /** The markers in `box` (map projection) at `zoom`, pins in drawing order (the topmost last). */
  markersIn(box: readonly number[], zoom: number): Promise<Marker[]> {
    const id = this.nextId++;
    return new Promise<Marker[]>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.channel.post({ type: 'markers', id, box: lonLatBox(box), zoom: Math.max(0, Math.floor(zoom)) });
    }).then((markers) => markers.sort((a, b) => (a.kind === 'pin' ? a.pin.order : -1) - (b.kind === 'pin' ? b.pin.order : -1)));
  }

  dispose(): void {
    this.channel.close();
    for (const w of this.waiting.values()) w.reject(new Error('The clusters were disposed'));
    this.waiting.clear();
  }

  private markerOf(marker: WorkerMarker): Marker {
    const coordinate = toMercator(marker.lonLat);
    if (marker.kind === 'bubble') {
      const [west, south, east, north] = marker.members;
      return { kind: 'bubble', coordinate, count: marker.count, extent: [...toMercator([west, south]), ...toMercator([east, north])] };
    }
    const { id, role, roles } = this.markers;
    const name = roles[role[marker.index]];
    return { kind: 'pin', coordinate, pin: { id: id[marker.index], role: name, icon: iconIndex(name), order: marker.index } };
  }
}

/** A box of the map as [west, south, east, north] in degrees; the whole world once it spans a world or crosses the date line. */
export function lonLatBox(box: readonly number[]): [number, number, number, number] {
  const [west, south] = fromMercator([box[0], box[1]]);
  const [east, north] = fromMercator([box[2], box[3]]);
  const wraps = box[2] - box[0] >= 2 * 20_037_508.342789244 || box[0] < -20_037_508.342789244 || box[2] > 20_037_508.342789244;
  const clampLat = (lat: number) => Math.max(-85.06, Math.min(85.06, lat));
  return wraps ? [-180, clampLat(south), 180, clampLat(north)] : [west, clampLat(south), east, clampLat(north)];
}
