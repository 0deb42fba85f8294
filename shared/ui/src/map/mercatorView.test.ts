import View from 'ol/View';
import { fromLonLat } from 'ol/proj';
import { fitView, fromMercator, lonLatExtent, pixelOf, resolutionForZoom, toMercator, viewExtent, type Extent, type ViewLimits } from './mercatorView';

/** What OpenLayers' own View.fit ends on, for a view with these limits. */
function olFit(extent: Extent, size: [number, number], padding: [number, number, number, number], limits: ViewLimits, maxZoom: number) {
  const view = new View({ projection: 'EPSG:3857', center: [0, 0], zoom: 2, minZoom: limits.minZoom, maxZoom: limits.maxZoom, multiWorld: !limits.oneWorld });
  // The view's constraints read the viewport's size, which a map would set.
  view.setViewportSize(size);
  view.fit(extent, { size, padding, maxZoom });
  return { center: view.getCenter()!, resolution: view.getResolution()! };
}

const NETWORK: ViewLimits = { minZoom: 0.5, maxZoom: 10, oneWorld: true };
const ROUTE: ViewLimits = { minZoom: -1, maxZoom: 10, oneWorld: false };
const box = (west: number, south: number, east: number, north: number): Extent => [...toMercator([west, south]), ...toMercator([east, north])] as Extent;

describe('mercatorView (a map view without OpenLayers)', () => {
  it('projects as ol/proj does, and back without wrapping', () => {
    for (const place of [[0, 0], [4.14, 51.95], [-70, -33], [179.9, 85]] as const) {
      const ours = toMercator(place);
      fromLonLat([...place]).forEach((v, i) => expect(ours[i]).toBeCloseTo(v, 3));
      fromMercator(ours).forEach((v, i) => expect(v).toBeCloseTo(place[i], 9));
    }
    expect(fromMercator([toMercator([190, 0])[0], 0])[0]).toBeCloseTo(190, 9);
    expect(lonLatExtent([...toMercator([4.14, 51.95]), ...toMercator([-70, -33])] as Extent)).toEqual([4.14, 51.95, -70, -33]);
  });

  it.each([
    ['the whole network on a phone', box(-123, -37, 175, 60), [380, 320], NETWORK, 7],
    ['the whole network on a desktop', box(-123, -37, 175, 60), [1100, 550], NETWORK, 7],
    ['Europe on a tablet', box(-9, 36, 30, 60), [700, 350], NETWORK, 7],
    ['one port (the fit zoom stops it)', box(4.1, 51.9, 4.1, 51.9), [700, 350], NETWORK, 7],
    ['Oceania, near the bottom edge', box(115, -46, 178, -12), [380, 320], NETWORK, 7],
    ['a half-world route on a short phone map', box(-0.1, -36.8, 174.8, 49.5), [340, 150], ROUTE, 6],
    ['a short route', box(1.3, 51.9, 4.1, 51.95), [800, 336], ROUTE, 6],
  ] as const)('fits %s as OpenLayers does', (_name, extent, size, limits, maxZoom) => {
    const padding: [number, number, number, number] = [64, 40, 24, 56];
    const ol = olFit(extent, [...size], padding, limits, maxZoom);
    const ours = fitView(extent, [...size], padding, limits, maxZoom);
    expect(ours.resolution / ol.resolution).toBeCloseTo(1, 9);
    expect(ours.center[0]).toBeCloseTo(ol.center[0], 0);
    expect(ours.center[1]).toBeCloseTo(ol.center[1], 0);
  });

  it('fits inside the size less its padding, tight on one side', () => {
    const extent: Extent = [-2e6, -1e6, 2e6, 1e6];
    const view = fitView(extent, [400, 300], [10, 20, 30, 40], ROUTE);
    const [minX, minY, maxX, maxY] = viewExtent(view, [400, 300]);
    const r = view.resolution;
    expect(extent[0]).toBeGreaterThanOrEqual(minX + 40 * r - 1);
    expect(extent[2]).toBeLessThanOrEqual(maxX - 20 * r + 1);
    expect(extent[1]).toBeGreaterThanOrEqual(minY + 30 * r - 1);
    expect(extent[3]).toBeLessThanOrEqual(maxY - 10 * r + 1);
    expect(r).toBeCloseTo(4e6 / 340, 6);
    expect(fitView([0, 0, 10, 10], [400, 300], [0, 0, 0, 0], ROUTE, 6).resolution).toBeCloseTo(resolutionForZoom(6), 6);
    expect(fitView([-1e9, -1e9, 1e9, 1e9], [100, 100], [0, 0, 0, 0], ROUTE).resolution).toBeCloseTo(resolutionForZoom(-1), 6);
  });

  it('keeps a one-world view inside the world: never past its top or bottom edge', () => {
    const size: [number, number] = [380, 320];
    const view = fitView(box(-180, -85, 180, 85), size, [0, 0, 0, 0], NETWORK);
    const [, minY, , maxY] = viewExtent(view, size);
    expect(maxY).toBeLessThanOrEqual(20037508.35);
    expect(minY).toBeGreaterThanOrEqual(-20037508.35);
  });

  it("places a point at its pixel of the view, from the view's top left corner", () => {
    const view = { center: [0, 0] as [number, number], resolution: 1000 };
    expect(pixelOf(view, [200, 100], [0, 0])).toEqual([100, 50]);
    expect(pixelOf(view, [200, 100], [-100_000, 50_000])).toEqual([0, 0]);
  });
});
