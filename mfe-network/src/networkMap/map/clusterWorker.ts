// The network's clusters, made and asked off the main thread: supercluster's index of 10 000
// locations was a task of 40-50 ms of CPU on /networks and /contact (its code cold, each load),
// a phone's 160-200 ms. A worker builds it and answers each view's markers.
//
// Started from this function's own text (clusterChannel.ts), so it uses only its parameters and
// the worker's globals: `Supercluster` is supercluster's browser build, loaded by the worker.

/** A bubble or a pin as the worker sends it: lon/lat, and for a bubble the lon/lat box of its members. */
export type WorkerMarker =
  | { kind: 'bubble'; lonLat: [number, number]; count: number; clusterId: number; members: [number, number, number, number] }
  | { kind: 'pin'; lonLat: [number, number]; index: number };

export type ClusterRequest =
  | { type: 'load'; longitude: Float64Array; latitude: Float64Array; options: { radius: number; extent: number; maxZoom: number } }
  | { type: 'markers'; id: number; box: [number, number, number, number]; zoom: number };

/** `failed` names the markers request it answers; without an id, the load (or the worker) failed. */
export type ClusterAnswer = { type: 'loaded' } | { type: 'markers'; id: number; markers: WorkerMarker[] } | { type: 'failed'; id?: number; message: string };

export interface ClusterWorkerScope {
  addEventListener(type: 'message', listener: (event: { data: ClusterRequest }) => void): void;
  postMessage(message: ClusterAnswer): void;
}

/** The part of supercluster's API the worker uses. */
interface ClusterIndex {
  load(points: { type: 'Feature'; geometry: { type: 'Point'; coordinates: number[] }; properties: { index: number } }[]): unknown;
  getClusters(box: number[], zoom: number): { geometry: { coordinates: number[] }; properties: { index?: number; cluster?: boolean; point_count?: number; cluster_id?: number } }[];
  getLeaves(clusterId: number, limit: number): { geometry: { coordinates: number[] } }[];
}
export type ClusterIndexConstructor = new (options: { radius: number; extent: number; maxZoom: number }) => ClusterIndex;

export function clusterWorkerMain(scope: ClusterWorkerScope, Supercluster: ClusterIndexConstructor): void {
  let index: ClusterIndex | null = null;

  /** The lon/lat box of a bubble's members: where a click on it zooms to. */
  function membersBox(clusterId: number): [number, number, number, number] {
    const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const leaf of index!.getLeaves(clusterId, Infinity)) {
      const [lon, lat] = leaf.geometry.coordinates;
      box[0] = Math.min(box[0], lon);
      box[1] = Math.min(box[1], lat);
      box[2] = Math.max(box[2], lon);
      box[3] = Math.max(box[3], lat);
    }
    return box;
  }

  scope.addEventListener('message', ({ data }) => {
    try {
      if (data.type === 'load') {
        const points = Array.from(data.longitude, (lon, i) => ({
          type: 'Feature' as const,
          geometry: { type: 'Point' as const, coordinates: [lon, data.latitude[i]] },
          properties: { index: i },
        }));
        index = new Supercluster(data.options);
        index.load(points);
        scope.postMessage({ type: 'loaded' });
        return;
      }
      if (!index) throw new Error('Clusters asked for before the locations were loaded');
      const markers: WorkerMarker[] = index.getClusters(data.box, data.zoom).map(({ geometry, properties }) => {
        const lonLat = geometry.coordinates as [number, number];
        return properties.cluster
          ? { kind: 'bubble', lonLat, count: properties.point_count!, clusterId: properties.cluster_id!, members: membersBox(properties.cluster_id!) }
          : { kind: 'pin', lonLat, index: properties.index! };
      });
      scope.postMessage({ type: 'markers', id: data.id, markers });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      scope.postMessage(data.type === 'markers' ? { type: 'failed', id: data.id, message } : { type: 'failed', message });
    }
  });
}
