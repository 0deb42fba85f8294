import { HALF_WORLD } from '@portal/ui/map/basemapGrid';
import { toMercator, viewExtent } from '@portal/ui/map/mercatorView';
import { boxText, boxView, FIT_PADDING } from './networkView';
import { bubbleRadius, markerAt, placeMarkers } from './pictureMarkers';
import type { Marker } from './markerClusters';

const pin = (id: number, lon: number, lat: number): Marker => ({ kind: 'pin', coordinate: toMercator([lon, lat]), pin: { id, role: 'Office', icon: 1, order: id } });
const bubble = (count: number, lon: number, lat: number): Marker => ({ kind: 'bubble', coordinate: toMercator([lon, lat]), count, extent: [0, 0, 1, 1] });

describe("the network map's picture", () => {
  const size: [number, number] = [800, 400];
  const view = { center: [0, 0] as [number, number], resolution: (2 * HALF_WORLD) / 800 };

  it('places markers at their pixels, and again in the neighbouring world when that copy is in view', () => {
    const placed = placeMarkers([pin(1, 0, 0), pin(2, 179, 0)], view, size);
    expect(placed.map((m) => [Math.round(m.x), Math.round(m.y)])).toEqual([
      [400, 200],
      [798, 200],
      // 179° E seen again at 181° W, just off the left edge but within a pin's reach.
      [-2, 200],
    ]);
  });

  it('finds the topmost pin whose shape covers a point: pins hang above their place', () => {
    const placed = placeMarkers([pin(1, 0, 0), pin(2, 0.2, 0)], view, size);
    expect(markerAt(placed, [400, 190])).toMatchObject({ kind: 'pin', pin: { id: 2 } });
    expect(markerAt(placed, [395, 170])).toMatchObject({ kind: 'pin', pin: { id: 2 } });
    // Below the place, or far to the side, is not the pin.
    expect(markerAt(placed, [400, 210])).toBeNull();
    expect(markerAt(placed, [440, 190])).toBeNull();
  });

  it('finds a bubble within its radius (which grows with its count, up to 24 px)', () => {
    expect(bubbleRadius(2)).toBe(14);
    expect(bubbleRadius(1_000_000)).toBe(24);
    const placed = placeMarkers([bubble(64, 0, 0)], view, size);
    expect(markerAt(placed, [400 + 24 + 3, 200])).toMatchObject({ kind: 'bubble', count: 64 });
    expect(markerAt(placed, [400 + 24 + 5, 200])).toBeNull();
  });

  it("frames a continent with the map's padding, and writes the view as the map's data-view does", () => {
    const box: [number, number, number, number] = [-9, 36, 30, 60];
    const fitted = boxView(box, size);
    const [minX, minY, maxX, maxY] = viewExtent(fitted, size);
    const [west, south] = toMercator([box[0], box[1]]);
    const [east, north] = toMercator([box[2], box[3]]);
    expect(west - minX).toBeGreaterThanOrEqual(FIT_PADDING[3] * fitted.resolution - 1);
    expect(maxX - east).toBeGreaterThanOrEqual(FIT_PADDING[1] * fitted.resolution - 1);
    expect(south - minY).toBeGreaterThanOrEqual(FIT_PADDING[2] * fitted.resolution - 1);
    expect(maxY - north).toBeGreaterThanOrEqual(FIT_PADDING[0] * fitted.resolution - 1);
    expect(boxText([...toMercator([-200, -10]), ...toMercator([4.5, 51.25])])).toBe('-200.00,-10.00,4.50,51.25');
  });
});
