import { tileExtent, tilesForView } from './basemapGrid';

const ZOOM_0 = 156543.03392804097;

describe('tilesForView (the basemap picture)', () => {
  it('asks for the one tile of zoom 0 when a 256 px view shows the whole world', () => {
    expect(tilesForView({ center: [0, 0], resolution: ZOOM_0, width: 256, height: 256 })).toEqual({ z: 0, tiles: [[0, 0]] });
  });

  it('takes the zoom closest to the scale, and the tiles the view covers', () => {
    const { z, tiles } = tilesForView({ center: [0, 0], resolution: ZOOM_0 / 4, width: 512, height: 256 });
    expect(z).toBe(2);
    expect(tiles).toEqual([
      [1, 1],
      [1, 2],
      [2, 1],
      [2, 2],
    ]);
  });

  it('goes past the antimeridian with tiles of the world to the west (x below 0), within the rows there are', () => {
    const [west] = tileExtent(1, 0, 0);
    const { tiles } = tilesForView({ center: [west, 0], resolution: ZOOM_0 / 2, width: 256, height: 2048 });
    expect(tiles.map(([x]) => x).sort()).toEqual([-1, -1, 0, 0]);
    expect(Math.max(...tiles.map(([, y]) => y))).toBe(1);
  });
});
