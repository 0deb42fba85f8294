import { lonLatExtent, routeView, viewExtent } from './routeLayout';

describe('routeLayout (the route map without OpenLayers)', () => {
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
