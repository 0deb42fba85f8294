import { basemapWorkerMain, type BasemapWorkerAnswer, type BasemapWorkerRequest } from './basemapWorker';

const HALF = Math.PI * 6378137;

/** A topology of quantized arcs (scale 0.5°, deltas), one country per entry: [id, ring of [lon, lat]]. */
function topology(countries: [string, [number, number][]][]) {
  const arcs = countries.map(([, ring]) => ring.map(([lon, lat], i) => (i === 0 ? [lon * 2, lat * 2] : [(lon - ring[i - 1][0]) * 2, (lat - ring[i - 1][1]) * 2])));
  return {
    type: 'Topology',
    transform: { scale: [0.5, 0.5], translate: [0, 0] },
    arcs,
    objects: { countries: { type: 'GeometryCollection', geometries: countries.map(([id], i) => ({ type: 'Polygon', id, arcs: [[i]] })) } },
  };
}

const SQUARE: [number, number][] = [[10, 10], [20, 10], [20, 20], [10, 20], [10, 10]];
/** Fiji-like: from 179°E across the antimeridian to 179°W. */
const ACROSS: [number, number][] = [[179, -16], [-179, -16], [-179, -18], [179, -18], [179, -16]];

/** A canvas that records the points drawn and whether anything was filled. */
function recordingCanvas() {
  const points: [number, number][] = [];
  const images: number[][] = [];
  let fills = 0;
  const context = {
    drawImage: (_image: unknown, x: number, y: number, width: number, height: number) => images.push([x, y, width, height]),
    beginPath() {},
    closePath() {},
    moveTo: (x: number, y: number) => points.push([x, y]),
    lineTo: (x: number, y: number) => points.push([x, y]),
    fill: () => fills++,
    stroke() {},
  };
  return { points, images, fills: () => fills, canvas: { getContext: () => context, transferToImageBitmap: () => ({ drawn: points.length, close() {} }) } };
}

/** `held`: an atlas whose download ends only when the returned `release` is called. */
function startWorker(files: Record<string, unknown>, held?: string) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let onMessage: (event: { data: BasemapWorkerRequest }) => void = () => undefined;
  const answers: BasemapWorkerAnswer[] = [];
  const canvases: ReturnType<typeof recordingCanvas>[] = [];
  const fetched: string[] = [];
  basemapWorkerMain({
    addEventListener: (_type, listener) => (onMessage = listener),
    postMessage: (message) => answers.push(message),
    fetch: async (url) => {
      fetched.push(url);
      if (url === held) await released;
      return url in files ? { ok: true, status: 200, json: async () => files[url] } : { ok: false, status: 404, json: async () => null };
    },
    createCanvas: () => {
      const recording = recordingCanvas();
      canvases.push(recording);
      return recording.canvas as unknown as OffscreenCanvas;
    },
  });
  onMessage({ data: { type: 'init', atlases: [{ url: 'coarse', fromZoom: 0 }, { url: 'detail', fromZoom: 4 }], colors: { land: '#ddd', border: '#fff' }, excludeIds: ['010'] } });
  let id = 0;
  return {
    fetched,
    answers,
    release: () => release(),
    /** Asks for several tiles in one go and resolves once the worker has gone quiet. */
    async tiles(z: number, extents: [number, number, number, number][]) {
      const first = id + 1;
      for (const extent of extents) onMessage({ data: { type: 'tile', id: ++id, z, extent, pixels: 256, borderWidth: 1 } });
      await new Promise((resolve) => setTimeout(resolve, 0));
      return answers.filter((a) => a.id >= first);
    },
    async view(z: number, tiles: { extent: [number, number, number, number]; x: number; y: number; size: number }[]) {
      onMessage({ data: { type: 'view', id: ++id, z, tiles, width: 400, height: 300, pixels: 256, borderWidth: 1 } });
      await new Promise((resolve) => setTimeout(resolve, 0));
      return { answer: answers.find((a) => a.id === id), canvas: canvases[canvases.length - 1] };
    },
    async tile(z: number, extent: [number, number, number, number]) {
      onMessage({ data: { type: 'tile', id: ++id, z, extent, pixels: 256, borderWidth: 1 } });
      await new Promise((resolve) => setTimeout(resolve, 0));
      return { answer: answers.find((a) => a.id === id), canvas: canvases[canvases.length - 1] };
    },
  };
}

/** Tile extents of zoom 1: north-east and north-west quarters of the world. */
const NORTH_EAST: [number, number, number, number] = [0, 0, HALF, HALF];
const NORTH_WEST: [number, number, number, number] = [-HALF, 0, 0, HALF];
const SOUTH_WEST: [number, number, number, number] = [-HALF, -HALF, 0, 0];

describe('the basemap worker', () => {
  it('draws a country where it lies in the tile, projected to Web Mercator', async () => {
    const worker = startWorker({ coarse: topology([['1', SQUARE]]) });
    const { answer, canvas } = await worker.tile(1, NORTH_EAST);
    expect(answer && 'bitmap' in answer).toBe(true);
    expect(canvas.fills()).toBe(1);
    // 10°E is 10/180 of the half world across a 256 px tile; 10°N a little more than 10/180 up (Mercator).
    const [x, y] = canvas.points[0];
    expect(x).toBeCloseTo((10 / 180) * 256, 3);
    expect(256 - y).toBeGreaterThan((10 / 180) * 256);
    expect(256 - y).toBeLessThan((11 / 180) * 256);
  });

  it('draws nothing on a tile no country reaches, and leaves out the excluded ones', async () => {
    const worker = startWorker({ coarse: topology([['1', SQUARE], ['010', [[-60, -80], [-50, -80], [-50, -70], [-60, -80]]]]) });
    for (const extent of [NORTH_WEST, SOUTH_WEST]) {
      const { answer, canvas } = await worker.tile(1, extent);
      expect(answer && 'bitmap' in answer).toBe(true);
      expect(canvas.fills()).toBe(0);
    }
  });

  it('draws a tile a world east or west as the same tile', async () => {
    const worker = startWorker({ coarse: topology([['1', SQUARE]]) });
    const here = await worker.tile(1, NORTH_EAST);
    const eastward = await worker.tile(1, [NORTH_EAST[0] + 2 * HALF, 0, NORTH_EAST[2] + 2 * HALF, HALF]);
    const westward = await worker.tile(1, [NORTH_EAST[0] - 4 * HALF, 0, NORTH_EAST[2] - 4 * HALF, HALF]);
    const rounded = (points: [number, number][]) => points.map(([x, y]) => [x.toFixed(6), y.toFixed(6)]);
    expect(rounded(eastward.canvas.points)).toEqual(rounded(here.canvas.points));
    expect(rounded(westward.canvas.points)).toEqual(rounded(here.canvas.points));
  });

  it('draws a country across the antimeridian whole on both sides of it', async () => {
    const worker = startWorker({ coarse: topology([['242', ACROSS]]) });
    const east = await worker.tile(1, [0, -HALF, HALF, 0]);
    const west = await worker.tile(1, SOUTH_WEST);
    expect(east.canvas.fills()).toBe(1);
    expect(west.canvas.fills()).toBe(1);
    // In the east tile it reaches past the right edge; in the west tile the same shape, a tile's width to the left.
    const xs = (points: [number, number][]) => points.map(([x]) => x);
    expect(Math.max(...xs(east.canvas.points))).toBeGreaterThan(256);
    expect(Math.min(...xs(west.canvas.points))).toBeLessThan(0);
    expect(Math.min(...xs(west.canvas.points))).toBeCloseTo(Math.min(...xs(east.canvas.points)) - 256, 6);
    expect(Math.max(...xs(west.canvas.points))).toBeCloseTo(Math.max(...xs(east.canvas.points)) - 256, 6);
  });

  it('reads the detailed atlas only from its zoom on, and falls back to the coarse one when it fails', async () => {
    const worker = startWorker({ coarse: topology([['1', SQUARE]]) });
    await worker.tile(3, NORTH_EAST);
    expect(worker.fetched).toEqual(['coarse']);
    const { answer, canvas } = await worker.tile(4, NORTH_EAST);
    expect(worker.fetched).toEqual(['coarse', 'detail']);
    expect(answer && 'bitmap' in answer).toBe(true);
    expect(canvas.fills()).toBe(1);
  });

  it("answers a view's tiles together, once the last of them is drawn", async () => {
    // The zoom-4 tile waits for the detailed atlas; the zoom-1 tiles could be answered at once.
    const worker = startWorker({ coarse: topology([['1', SQUARE]]), detail: topology([['1', SQUARE]]) }, 'detail');
    const first = await worker.tiles(4, [NORTH_EAST]);
    const then = await worker.tiles(1, [NORTH_WEST, SOUTH_WEST]);
    expect([...first, ...then]).toEqual([]);
    worker.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(worker.answers.map((a) => a.id)).toEqual([2, 3, 1]);
    expect(worker.answers.every((a) => 'bitmap' in a)).toBe(true);
  });

  it("composes a view's tiles on one picture, each where the view puts it", async () => {
    const worker = startWorker({ coarse: topology([['1', SQUARE]]) });
    const { answer, canvas } = await worker.view(1, [
      { extent: NORTH_WEST, x: -56, y: -10, size: 256 },
      { extent: NORTH_EAST, x: 200, y: -10, size: 256 },
    ]);
    expect(answer && 'bitmap' in answer).toBe(true);
    expect(canvas.images).toEqual([
      [-56, -10, 256, 256],
      [200, -10, 256, 256],
    ]);
    // Nothing to compose: the view fails with the reason.
    const empty = startWorker({});
    expect((await empty.view(1, [{ extent: NORTH_EAST, x: 0, y: 0, size: 256 }])).answer).toMatchObject({ error: 'Basemap: no tile of the view could be drawn' });
  });

  it('answers a tile it cannot draw with the reason, and tries the atlas again for the next tile', async () => {
    const worker = startWorker({});
    const { answer } = await worker.tile(1, NORTH_EAST);
    expect(answer).toEqual({ id: 1, error: 'Basemap atlas: HTTP 404' });
    await worker.tile(1, NORTH_EAST);
    expect(worker.fetched).toEqual(['coarse', 'coarse']);
  });
});
