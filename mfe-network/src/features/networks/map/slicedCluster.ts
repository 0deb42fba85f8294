import type Feature from 'ol/Feature';
import type Point from 'ol/geom/Point';
import Cluster from 'ol/source/Cluster';
import { buffer, createEmpty, createOrUpdateFromCoordinate } from 'ol/extent';
import { getUid } from 'ol/util';
import { yieldToMain } from '@portal/kit';

/** Work per task while the first clusters are made (ms; a phone's 4x slower CPU makes it 4 times as long). */
const SLICE_MS = 5;

/**
 * OpenLayers' Cluster source, whose first clustering can be made ahead of the first frame in
 * slices that yield to the browser. OpenLayers clusters a whole source inside the frame that first
 * draws it: at 10 000 markers one frame of 150-440 ms on a phone (issue 21), which nothing can
 * interrupt. `prepare` runs the same algorithm (Cluster.cluster in ol 10, step for step, the same
 * features in the same order, so the same clusters) in slices for the view's resolution; the
 * first frame at that resolution then finds them made. At any other resolution (a zoom meanwhile)
 * the source clusters as it always does.
 */
export class SlicedCluster extends Cluster<Feature<Point>> {
  async prepare(resolution: number | undefined, isCancelled: () => boolean = () => false): Promise<void> {
    if (resolution === undefined || !this.source) return;
    const made: Feature[] = [];
    const extent = createEmpty();
    const mapDistance = this.distance * resolution;
    const features = this.source.getFeatures();
    const clustered: Record<string, true> = {};
    let sliceStart = performance.now();
    for (let i = 0; i < features.length; i++) {
      if (i % 10 === 0 && performance.now() - sliceStart > SLICE_MS) {
        await yieldToMain();
        if (isCancelled()) return;
        sliceStart = performance.now();
      }
      const feature = features[i];
      if (getUid(feature) in clustered) continue;
      const geometry = this.geometryFunction(feature);
      if (!geometry) continue;
      createOrUpdateFromCoordinate(geometry.getCoordinates(), extent);
      buffer(extent, mapDistance, extent);
      const neighbors = this.source.getFeaturesInExtent(extent).filter((neighbor) => {
        const uid = getUid(neighbor);
        if (uid in clustered) return false;
        clustered[uid] = true;
        return true;
      });
      made.push(this.createCluster(neighbors, extent));
    }
    // As Cluster.refresh, with the clusters made above: the first frame at this resolution keeps them.
    this.resolution = resolution;
    this.clear();
    this.features.push(...made);
    this.addFeatures(this.features);
  }
}
