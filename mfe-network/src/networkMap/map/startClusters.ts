import { yieldToMain } from '@portal/kit';
import { clusterChannel, inProcess } from './clusterChannel';
import { MarkerClusters } from './markerClusters';
import type { NetworkMarkers } from '@portal/contracts/network';

/**
 * The network's clusters, indexed by a worker; a worker that cannot start (or load supercluster)
 * leaves the clustering to this thread. One index serves the map's picture and then the map.
 */
export async function startClusters(markers: NetworkMarkers): Promise<MarkerClusters> {
  // Starting the worker and handing it the markers: each a task of its own.
  await yieldToMain();
  const channel = await clusterChannel();
  await yieldToMain();
  return MarkerClusters.of(markers, channel).catch(async () => {
    channel.close();
    return MarkerClusters.of(markers, await inProcess());
  });
}
