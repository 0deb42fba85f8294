// The main thread's side of the basemap worker (basemapWorker.ts): one worker for the page,
// started on the first tile any map asks for, answering each tile request with a bitmap.
import { basemapWorkerMain, type BasemapWorkerAnswer, type BasemapWorkerRequest } from './basemapWorker';
import { startBlobWorker } from './blobWorker';

type InitRequest = Omit<Extract<BasemapWorkerRequest, { type: 'init' }>, 'type'>;
export type TileRequest = Omit<Extract<BasemapWorkerRequest, { type: 'tile' }>, 'type' | 'id'>;
export type ViewRequest = Omit<Extract<BasemapWorkerRequest, { type: 'view' }>, 'type' | 'id'>;

export interface BasemapTiles {
  draw(request: TileRequest): Promise<ImageBitmap>;
  /** A view's tiles composed on one bitmap (basemapPicture.ts). */
  drawView(request: ViewRequest): Promise<ImageBitmap>;
}

/** The worker's script: the worker function's own text, called with the worker's scope. */
function workerScript(): string {
  const scope = '{ addEventListener: self.addEventListener.bind(self), postMessage: self.postMessage.bind(self), fetch: self.fetch.bind(self), createCanvas: (w, h) => new OffscreenCanvas(w, h) }';
  return `(${basemapWorkerMain.toString()})(${scope});`;
}

type Waiting = { resolve(bitmap: ImageBitmap): void; reject(error: Error): void };

let shared: { worker: Worker; pending: Map<number, Waiting>; failed: boolean } | null = null;
let nextId = 1;

function startWorker(init: InitRequest) {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') throw new Error('Basemap: this browser draws no tiles in a worker');
  const worker = startBlobWorker(workerScript(), 'basemap');
  const pending = new Map<number, Waiting>();
  worker.addEventListener('message', ({ data }: MessageEvent<BasemapWorkerAnswer>) => {
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if ('bitmap' in data) waiting?.resolve(data.bitmap);
    else waiting?.reject(new Error(data.error));
  });
  const started = { worker, pending, failed: false };
  // A worker that cannot start (a policy refusing blob: workers) fails every tile still waiting,
  // and every later one at once (the map shows its sea) rather than leaving them waiting.
  worker.addEventListener('error', () => {
    started.failed = true;
    for (const waiting of pending.values()) waiting.reject(new Error('Basemap: the tile worker failed'));
    pending.clear();
  });
  worker.postMessage({ type: 'init', ...init } satisfies BasemapWorkerRequest);
  return started;
}

/** Tiles drawn by the page's basemap worker; the first map's atlases and colours are the page's. */
export function basemapTiles(init: InitRequest): BasemapTiles {
  const ask = (request: Extract<BasemapWorkerRequest, { type: 'tile' | 'view' }>, waiting: Waiting) => {
    shared ??= startWorker(init);
    if (shared.failed) return waiting.reject(new Error('Basemap: the tile worker failed'));
    shared.pending.set(request.id, waiting);
    shared.worker.postMessage(request);
  };
  return {
    draw: (request) => new Promise((resolve, reject) => ask({ type: 'tile', id: nextId++, ...request }, { resolve, reject })),
    drawView: (request) => new Promise((resolve, reject) => ask({ type: 'view', id: nextId++, ...request }, { resolve, reject })),
  };
}
