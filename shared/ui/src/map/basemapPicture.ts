// The basemap of one view drawn once on a canvas, without OpenLayers: a map's picture shown
// until the person reaches for the map (the dashboard's ShipmentMapPicture, the network's
// NetworkMapPicture). The tiles are the ones the OpenLayers layer shows, drawn and composed by the
// same worker.
import { BORDER_WIDTH, TILE_SIZE, tileExtent, tilePixelRatio, tilesForView, type PictureView } from './basemapGrid';
import { countryTiles } from './basemapStyle';

export { tilesForView, type PictureView };

/**
 * Draws the countries of `view` on `canvas` (sized here to the view at the screen's density): the
 * worker composes the view's tiles on one bitmap, which the canvas only shows (its
 * `bitmaprenderer` context), so the page spends no time drawing. Resolves false when the view was
 * given up (`signal`) or no tile could be drawn.
 */
export async function drawBasemapPicture(canvas: HTMLCanvasElement, view: PictureView, signal?: AbortSignal): Promise<boolean> {
  const ratio = tilePixelRatio();
  const density = globalThis.devicePixelRatio || 1;
  const { z, tiles } = tilesForView(view);
  const worlds = 2 ** z;
  const scale = density / view.resolution;
  const left = view.center[0] - (view.width / 2) * view.resolution;
  const top = view.center[1] + (view.height / 2) * view.resolution;
  const placed = tiles.map(([x, y]) => {
    const [minX, , maxX, maxY] = tileExtent(z, x, y);
    return { extent: tileExtent(z, ((x % worlds) + worlds) % worlds, y), x: (minX - left) * scale, y: (top - maxY) * scale, size: (maxX - minX) * scale };
  });
  const width = Math.round(view.width * density);
  const height = Math.round(view.height * density);
  const bitmap = await countryTiles()
    .drawView({ z, tiles: placed, width, height, pixels: TILE_SIZE * ratio, borderWidth: BORDER_WIDTH * ratio })
    .catch(() => null);
  if (!bitmap || signal?.aborted) {
    bitmap?.close();
    return false;
  }
  const context = canvas.getContext('bitmaprenderer');
  if (!context) return false;
  canvas.width = width;
  canvas.height = height;
  context.transferFromImageBitmap(bitmap);
  return true;
}
