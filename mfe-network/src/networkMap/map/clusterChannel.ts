// Starts the clustering worker (clusterWorker.ts) from a blob: address (startBlobWorker). The worker
// loads supercluster's browser build, a static file of this remote (script-src allows its origin).
// Its path: the package exports only its ES module, which a classic worker cannot load.
import superclusterScript from '../../../node_modules/supercluster/dist/supercluster.min.js?asset';
import { startBlobWorker } from '@portal/ui/map/blobWorker';
import { clusterWorkerMain, type ClusterAnswer } from './clusterWorker';
import { inProcessChannel, type ClusterChannel } from './markerClusters';

/** A channel to a new clustering worker; where workers cannot start, the same code in this thread. */
export async function clusterChannel(): Promise<ClusterChannel> {
  if (typeof Worker === 'undefined') return inProcess();
  const script = `importScripts(${JSON.stringify(new URL(superclusterScript, document.baseURI).href)});\n(${clusterWorkerMain.toString()})(self, self.Supercluster);`;
  const worker = startBlobWorker(script, 'network-clusters');
  const listeners: ((answer: ClusterAnswer) => void)[] = [];
  const tell = (answer: ClusterAnswer) => listeners.forEach((listener) => listener(answer));
  worker.addEventListener('message', ({ data }: MessageEvent<ClusterAnswer>) => tell(data));
  // A worker that cannot start or load supercluster fails what waits on it (MarkerClusters.of then falls back).
  worker.addEventListener('error', (event) => tell({ type: 'failed', message: event.message || 'The clustering worker failed' }));
  return {
    post: (request, transfer = []) => worker.postMessage(request, transfer),
    onAnswer: (listener) => listeners.push(listener),
    close: () => worker.terminate(),
  };
}

/** supercluster in this thread (its own chunk, only for this fallback). */
export async function inProcess(): Promise<ClusterChannel> {
  const { default: Supercluster } = await import(/* webpackChunkName: "supercluster" */ 'supercluster');
  return inProcessChannel(Supercluster);
}
