// The basemap's tile grid (XYZ over Web Mercator), without OpenLayers or the atlases: what the
// OpenLayers layer (basemap.ts) and the picture of a map (basemapPicture.ts) share.

/** Border width in CSS pixels. */
export const BORDER_WIDTH = 0.6;
export const TILE_SIZE = 256;
export const MAX_ZOOM = 10;
/** Half the width of the Web Mercator world, m. */
export const HALF_WORLD = 20037508.342789244;
/** Lon/lat box that shows every inhabited continent without the polar extremes (a map with nothing selected). */
export const WORLD_LONLAT_EXTENT = [-170, -56, 180, 78] as const;

/** Twice the CSS pixels on any high-density screen: sharp borders at 1.5x to 3x for a quarter of the memory a 3x tile would take. */
export const tilePixelRatio = () => Math.min(2, Math.ceil(globalThis.devicePixelRatio || 1));

/** The EPSG:3857 extent of tile x, y at zoom z of the XYZ grid (x within the world or past it). */
export function tileExtent(z: number, x: number, y: number): [number, number, number, number] {
  const span = (2 * HALF_WORLD) / 2 ** z;
  return [-HALF_WORLD + x * span, HALF_WORLD - (y + 1) * span, -HALF_WORLD + (x + 1) * span, HALF_WORLD - y * span];
}

export interface PictureView {
  /** EPSG:3857. */
  center: [number, number];
  /** m per CSS pixel. */
  resolution: number;
  /** CSS pixels. */
  width: number;
  height: number;
}

/** The tiles a view needs: their zoom, and x (unwrapped: -1 is the last tile of the world to the west) and y. */
export function tilesForView({ center, resolution, width, height }: PictureView): { z: number; tiles: [number, number][] } {
  // The zoom whose tiles are closest to the view's scale (OpenLayers' choice for a tile layer).
  const z = Math.max(0, Math.min(MAX_ZOOM, Math.round(Math.log2((2 * HALF_WORLD) / TILE_SIZE / resolution))));
  const span = (2 * HALF_WORLD) / 2 ** z;
  const [minX, minY, maxX, maxY] = [center[0] - (width / 2) * resolution, center[1] - (height / 2) * resolution, center[0] + (width / 2) * resolution, center[1] + (height / 2) * resolution];
  const tiles: [number, number][] = [];
  const last = 2 ** z - 1;
  for (let x = Math.floor((minX + HALF_WORLD) / span); x <= Math.floor((maxX + HALF_WORLD) / span - 1e-9); x++) {
    for (let y = Math.max(0, Math.floor((HALF_WORLD - maxY) / span)); y <= Math.min(last, Math.floor((HALF_WORLD - minY) / span - 1e-9)); y++) tiles.push([x, y]);
  }
  return { z, tiles };
}
