// The basemap's tiles, drawn off the main thread: a worker reads the Natural Earth countries
// (world-atlas TopoJSON), projects them to Web Mercator once and draws each tile the map asks for
// on an OffscreenCanvas, handing back an ImageBitmap. On the main thread a map frame then only
// copies those bitmaps; drawn there as vectors, the world's shapes were a phone's longest tasks
// on every map page.
//
// The worker is started from this function's own source text (basemapTiles.ts), not from a file:
// the remotes that draw maps are served from their own origins, and a worker script must come from
// the page's origin (or a blob: URL). So everything it runs lives inside `basemapWorkerMain`: it
// may use only its parameter and the worker's globals, no import and nothing else of this module.

/** Where a view's tile goes on its picture, in the picture's pixels. */
export interface PlacedTile {
  extent: [number, number, number, number];
  x: number;
  y: number;
  size: number;
}

/**
 * A request to the worker. `extent` is a tile's box in EPSG:3857 metres. `view`: the tiles of a
 * map's view drawn onto one picture of `width` × `height` pixels (a map's picture before
 * OpenLayers is loaded), so the page only shows it.
 */
export type BasemapWorkerRequest =
  | { type: 'init'; atlases: { url: string; fromZoom: number }[]; colors: { land: string; border: string }; excludeIds: string[] }
  | { type: 'tile'; id: number; z: number; extent: [number, number, number, number]; pixels: number; borderWidth: number }
  | { type: 'view'; id: number; z: number; tiles: PlacedTile[]; width: number; height: number; pixels: number; borderWidth: number };

/** Its answer to a tile: the drawn tile, or why not. */
export type BasemapWorkerAnswer = { id: number; bitmap: ImageBitmap } | { id: number; error: string };

/** What the worker needs of its global scope (a DedicatedWorkerGlobalScope; a stand-in in tests). */
export interface BasemapWorkerScope {
  addEventListener(type: 'message', listener: (event: { data: BasemapWorkerRequest }) => void): void;
  postMessage(message: BasemapWorkerAnswer, transfer?: Transferable[]): void;
  fetch(url: string): Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;
  createCanvas(width: number, height: number): OffscreenCanvas;
}

export function basemapWorkerMain(scope: BasemapWorkerScope): void {
  interface TopologyGeometry {
    type: string | null;
    id?: string | number;
    arcs?: number[][] | number[][][];
  }
  interface Topology {
    transform?: { scale: [number, number]; translate: [number, number] };
    arcs: [number, number][][];
    objects: { countries?: { geometries: TopologyGeometry[] } };
  }
  /** A country's rings in metres (x, y pairs) with the box around them all. */
  interface Shape {
    rings: Float64Array[];
    box: [number, number, number, number];
  }

  const RADIUS = 6378137;
  const HALF_WORLD = Math.PI * RADIUS;
  const WORLD = 2 * HALF_WORLD;
  const MAX_LAT = 85.0511287798;

  let atlases: { url: string; fromZoom: number }[] = [];
  let colors = { land: '#dfe7ee', border: '#ffffff' };
  let excluded = new Set<string>();
  const shapesByUrl = new Map<string, Promise<Shape[]>>();

  /** Absolute positions of an arc's points (TopoJSON stores quantized deltas). */
  function decodeArc(arc: [number, number][], topology: Topology): [number, number][] {
    const t = topology.transform;
    if (!t) return arc;
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      x += dx;
      y += dy;
      return [x * t.scale[0] + t.translate[0], y * t.scale[1] + t.translate[1]] as [number, number];
    });
  }

  /** A ring from its arcs: ~i is arc i backwards; consecutive arcs share their joining point. */
  function ringOf(indexes: number[], arcs: [number, number][][]): [number, number][] {
    const ring: [number, number][] = [];
    for (const index of indexes) {
      const arc = index >= 0 ? arcs[index] : arcs[~index].slice().reverse();
      ring.push(...(ring.length ? arc.slice(1) : arc));
    }
    return ring;
  }

  /**
   * A ring that jumps from +180° to -180° (Fiji, Chukotka) has its western part moved 360° east,
   * so it is drawn whole; the tile left of the antimeridian draws it shifted back a world.
   */
  function unwrapped(ring: [number, number][]): [number, number][] {
    let min = Infinity;
    let max = -Infinity;
    for (const [lon] of ring) {
      min = Math.min(min, lon);
      max = Math.max(max, lon);
    }
    return max - min <= 180 ? ring : ring.map(([lon, lat]) => [lon < 0 ? lon + 360 : lon, lat]);
  }

  function project(ring: [number, number][]): Float64Array {
    const out = new Float64Array(ring.length * 2);
    ring.forEach(([lon, lat], i) => {
      const phi = (Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180;
      out[2 * i] = (lon * Math.PI * RADIUS) / 180;
      out[2 * i + 1] = RADIUS * Math.log(Math.tan(Math.PI / 4 + phi / 2));
    });
    return out;
  }

  function shapesOf(topology: Topology): Shape[] {
    const arcs = topology.arcs.map((arc) => decodeArc(arc, topology));
    const shapes: Shape[] = [];
    for (const geometry of topology.objects.countries?.geometries ?? []) {
      if (excluded.has(String(geometry.id))) continue;
      const polygons = geometry.type === 'Polygon' ? [geometry.arcs as number[][]] : geometry.type === 'MultiPolygon' ? (geometry.arcs as number[][][]) : [];
      const rings = polygons.flat().map((indexes) => project(unwrapped(ringOf(indexes, arcs))));
      if (!rings.length) continue;
      const box: Shape['box'] = [Infinity, Infinity, -Infinity, -Infinity];
      for (const ring of rings) {
        for (let i = 0; i < ring.length; i += 2) {
          box[0] = Math.min(box[0], ring[i]);
          box[1] = Math.min(box[1], ring[i + 1]);
          box[2] = Math.max(box[2], ring[i]);
          box[3] = Math.max(box[3], ring[i + 1]);
        }
      }
      shapes.push({ rings, box });
    }
    return shapes;
  }

  /** The shapes of an atlas, read once; a failed read is tried again by the next tile. */
  function shapesFrom(url: string): Promise<Shape[]> {
    let pending = shapesByUrl.get(url);
    if (!pending) {
      pending = scope.fetch(url).then(async (response) => {
        if (!response.ok) throw new Error(`Basemap atlas: HTTP ${response.status}`);
        return shapesOf((await response.json()) as Topology);
      });
      pending.catch(() => shapesByUrl.delete(url));
      shapesByUrl.set(url, pending);
    }
    return pending;
  }

  /** The most detailed atlas meant for zoom z; a failed detailed one falls back to a coarser one. */
  async function shapesForZoom(z: number): Promise<Shape[]> {
    const usable = atlases.filter((atlas) => atlas.fromZoom <= z).sort((a, b) => b.fromZoom - a.fromZoom);
    let failure: unknown = new Error('Basemap: no atlas for this zoom');
    for (const atlas of usable) {
      try {
        return await shapesFrom(atlas.url);
      } catch (error) {
        failure = error;
      }
    }
    throw failure;
  }

  async function drawTile(request: { z: number; extent: [number, number, number, number]; pixels: number; borderWidth: number }): Promise<ImageBitmap> {
    const shapes = await shapesForZoom(request.z);
    // The same tile a whole number of worlds east or west: the atlas is drawn between -180° and
    // about +190° (the unwrapped rings), so the tile is moved into that band.
    const [minX, minY, maxX, maxY] = request.extent;
    const shift = Math.floor((minX + HALF_WORLD) / WORLD) * WORLD;
    const scale = request.pixels / (maxX - minX);
    const canvas = scope.createCanvas(request.pixels, request.pixels);
    const context = canvas.getContext('2d')!;
    context.fillStyle = colors.land;
    context.strokeStyle = colors.border;
    context.lineWidth = request.borderWidth;
    context.lineJoin = 'round';
    // Each shape where it is, then the rings that reach past +180° once more, a world to the west.
    for (const offset of [shift, shift - WORLD]) {
      const left = minX - offset;
      const right = maxX - offset;
      context.beginPath();
      let any = false;
      for (const { rings, box } of shapes) {
        if (box[2] < left || box[0] > right || box[3] < minY || box[1] > maxY) continue;
        any = true;
        for (const ring of rings) {
          for (let i = 0; i < ring.length; i += 2) {
            const x = (ring[i] - left) * scale;
            const y = (maxY - ring[i + 1]) * scale;
            if (i === 0) context.moveTo(x, y);
            else context.lineTo(x, y);
          }
          context.closePath();
        }
      }
      if (!any) continue;
      context.fill('evenodd');
      context.stroke();
    }
    return canvas.transferToImageBitmap();
  }

  /** A view's tiles on one canvas; a tile that cannot be drawn leaves its sea, all of them failing fails the view. */
  async function drawView(request: Extract<BasemapWorkerRequest, { type: 'view' }>): Promise<ImageBitmap> {
    const { z, pixels, borderWidth } = request;
    const drawn = await Promise.all(request.tiles.map(({ extent }) => drawTile({ z, extent, pixels, borderWidth }).catch(() => null)));
    if (drawn.every((bitmap) => bitmap === null)) throw new Error('Basemap: no tile of the view could be drawn');
    const canvas = scope.createCanvas(request.width, request.height);
    const context = canvas.getContext('2d')!;
    drawn.forEach((bitmap, i) => {
      if (!bitmap) return;
      const { x, y, size } = request.tiles[i];
      context.drawImage(bitmap, x, y, size, size);
      bitmap.close();
    });
    return canvas.transferToImageBitmap();
  }

  // The tiles of one view are answered together, once none is being drawn: each answer that
  // arrives on its own is a frame of the whole map (its markers too) on the main thread.
  let drawing = 0;
  const ready: { answer: BasemapWorkerAnswer; transfer: Transferable[] }[] = [];
  function answer(message: BasemapWorkerAnswer, transfer: Transferable[] = []) {
    ready.push({ answer: message, transfer });
    if (--drawing > 0) return;
    for (const { answer, transfer } of ready.splice(0)) scope.postMessage(answer, transfer);
  }

  scope.addEventListener('message', ({ data }) => {
    if (data.type === 'init') {
      atlases = data.atlases;
      colors = data.colors;
      excluded = new Set(data.excludeIds);
      return;
    }
    drawing++;
    (data.type === 'view' ? drawView(data) : drawTile(data)).then(
      (bitmap) => answer({ id: data.id, bitmap }, [bitmap]),
      (error: unknown) => answer({ id: data.id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
