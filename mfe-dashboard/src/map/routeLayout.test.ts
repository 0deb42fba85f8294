import { fitView, lonLatExtent, resolutionForZoom, routeView, toMercator, viewExtent, type Extent } from './routeLayout';

describe('routeLayout (the route map without OpenLayers)', () => {
  it('projects to Web Mercator as ol/proj does', () => {
    toMercator([0, 0]).forEach((v) => expect(v).toBeCloseTo(0, 6));
    expect(toMercator([180, 0])[0]).toBeCloseTo(20037508.34, 1);
    // And back: the view's lon/lat box (data-view-extent) reads the places it was given.
    expect(lonLatExtent([...toMercator([4.14, 51.95]), ...toMercator([-70, -33])] as Extent)).toEqual([4.14, 51.95, -70, -33]);
  });

  it('fits an extent inside the size less its padding, tight on one side, centred between the paddings', () => {
    const extent: Extent = [-2e6, -1e6, 2e6, 1e6];
    const size: [number, number] = [400, 300];
    const padding: [number, number, number, number] = [10, 20, 30, 40];
    const view = fitView(extent, size, padding);
    const [minX, minY, maxX, maxY] = viewExtent(view, size);
    const r = view.resolution;
    expect(extent[0]).toBeGreaterThanOrEqual(minX + 40 * r - 1);
    expect(extent[2]).toBeLessThanOrEqual(maxX - 20 * r + 1);
    expect(extent[1]).toBeGreaterThanOrEqual(minY + 30 * r - 1);
    expect(extent[3]).toBeLessThanOrEqual(maxY - 10 * r + 1);
    // The width is what limits here: 4 000 km across 340 px.
    expect(r).toBeCloseTo(4e6 / 340, 6);
  });

  it('stops a short route at the route zoom and a world-wide one at zoom -1', () => {
    expect(fitView([0, 0, 10, 10], [400, 300], [0, 0, 0, 0], 6).resolution).toBeCloseTo(resolutionForZoom(6), 6);
    expect(fitView([-1e9, -1e9, 1e9, 1e9], [100, 100], [0, 0, 0, 0]).resolution).toBeCloseTo(resolutionForZoom(-1), 6);
  });

  it("shows a Pacific crossing centred on the Pacific, both ends inside the view's lon/lat box", () => {
    const view = routeView({ coordinates: [[121.6, 31.4], [241.7, 33.7]], departureLabel: 'Shanghai', arrivalLabel: 'Los Angeles' }, [800, 336]);
    const [w, s, e, n] = lonLatExtent(viewExtent(view, [800, 336]));
    for (const [lon, lat] of [[121.6 - 360, 31.4], [241.7 - 360, 33.7]]) {
      expect(lon).toBeGreaterThan(w);
      expect(lon).toBeLessThan(e);
      expect(lat).toBeGreaterThan(s);
      expect(lat).toBeLessThan(n);
    }
  });
});
