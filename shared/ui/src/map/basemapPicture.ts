// The basemap of one view drawn once on a canvas, without OpenLayers: a map's picture shown
// until the person reaches for the map (the dashboard's ShipmentMapPicture). The tiles are the
// ones the OpenLayers layer shows, drawn by the same worker, composed here.
import { BORDER_WIDTH, TILE_SIZE, tileExtent, tilePixelRatio, tilesForView, type PictureView } from './basemapGrid';
import { countryTiles } from './basemapStyle';

export { tilesForView, type PictureView };

/**
 * Draws the countries of `view` on `canvas` (sized here to the view at the screen's density) once
 * all its tiles have been drawn, in one paint. Resolves false when the view was given up
 * (`signal`) or no tile could be drawn.
 */
export async function drawBasemapPicture(canvas: HTMLCanvasElement, view: PictureView, signal?: AbortSignal): Promise<boolean> {
  const ratio = tilePixelRatio();
  const { z, tiles } = tilesForView(view);
  const worlds = 2 ** z;
  const source = countryTiles();
  const drawn = await Promise.all(
    tiles.map(([x, y]) =>
      source
        .draw({ z, extent: tileExtent(z, ((x % worlds) + worlds) % worlds, y), pixels: TILE_SIZE * ratio, borderWidth: BORDER_WIDTH * ratio })
        .then((bitmap) => ({ x, y, bitmap }))
        .catch(() => null),
    ),
  );
  if (signal?.aborted || drawn.every((tile) => tile === null)) return false;
  const density = globalThis.devicePixelRatio || 1;
  canvas.width = Math.round(view.width * density);
  canvas.height = Math.round(view.height * density);
  const context = canvas.getContext('2d');
  if (!context) return false;
  const scale = density / view.resolution;
  const left = view.center[0] - (view.width / 2) * view.resolution;
  const top = view.center[1] + (view.height / 2) * view.resolution;
  for (const tile of drawn) {
    if (!tile) continue;
    const [minX, , maxX, maxY] = tileExtent(z, tile.x, tile.y);
    context.drawImage(tile.bitmap, (minX - left) * scale, (top - maxY) * scale, (maxX - minX) * scale, (maxX - minX) * scale);
  }
  return true;
}
