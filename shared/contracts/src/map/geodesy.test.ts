import { alongLine, boundsOf, distanceKm, greatCircle, interpolate, lineLengthKm, MERCATOR_MAX_LAT, routeBox, unwrapLongitudes } from './geodesy';

describe('great circles', () => {
  it('start and end at the two places', () => {
    const line = greatCircle([4.145, 51.949], [121.62, 31.36]);
    expect(line[0][0]).toBeCloseTo(4.145, 6);
    expect(line[line.length - 1][1]).toBeCloseTo(31.36, 6);
  });
  it('bend north between Europe and China, as a great circle does', () => {
    const mid = interpolate([4.145, 51.949], [121.62, 31.36], 0.5);
    expect(mid[1]).toBeGreaterThan((51.949 + 31.36) / 2);
  });
  it('cross the Pacific as one continuous line (longitudes unwrapped past 180)', () => {
    const line = greatCircle([121.62, 31.36], [-118.26, 33.74]);
    for (let i = 1; i < line.length; i++) expect(Math.abs(line[i][0] - line[i - 1][0])).toBeLessThan(10);
    expect(line[line.length - 1][0]).toBeCloseTo(-118.26 + 360, 6);
  });
  it('measure what a sphere says: a quarter of the equator is 10 008 km', () => {
    expect(distanceKm([0, 0], [90, 0])).toBeCloseTo(10_007.5, 0);
    expect(lineLengthKm(greatCircle([0, 0], [90, 0]))).toBeCloseTo(10_007.5, 0);
  });
});

describe('alongLine', () => {
  it('places a point by length, not by vertex count', () => {
    // Ten vertices in the first tenth, one in the rest: halfway is still at 45°.
    const line = unwrapLongitudes([...Array.from({ length: 10 }, (_, i) => [i, 0] as [number, number]), [90, 0]]);
    expect(alongLine(line, 0)).toEqual([0, 0]);
    expect(alongLine(line, 1)).toEqual([90, 0]);
    expect(alongLine(line, 0.5)[0]).toBeCloseTo(45, 6);
    expect(alongLine(line, 7)).toEqual([90, 0]);
  });
  it('keeps an unwrapped line unwrapped', () => {
    const line = greatCircle([170, 0], [-170, 0]);
    expect(alongLine(line, 0.5)[0]).toBeCloseTo(180, 6);
  });
});

describe('boundsOf', () => {
  it('is the box of the points as given (unwrapped longitudes stay past 180)', () => {
    expect(boundsOf([[170, -10], [190, 20]])).toEqual([170, -10, 190, 20]);
  });
});

describe('routeBox, what a map fits to show a whole route', () => {
  it('keeps a Pacific crossing on the Pacific: Shanghai → Los Angeles spans 120°, not 240° over Europe', () => {
    const [minLon, , maxLon] = routeBox(greatCircle([121.5, 31.2], [-118.3, 33.7]));
    expect(maxLon - minLon).toBeLessThan(125);
    expect(minLon).toBeLessThan(-180);
    expect(maxLon).toBeGreaterThan(-125);
  });

  it('fits a route over the pole up to Mercator\u2019s edge, with both ends inside', () => {
    // Anchorage → Tromsø passes within a few degrees of the North Pole.
    const from: [number, number] = [-149.9, 61.2];
    const to: [number, number] = [18.96, 69.65];
    const line = greatCircle(from, to);
    expect(Math.max(...line.map(([, lat]) => lat))).toBeGreaterThan(MERCATOR_MAX_LAT);
    const [minLon, minLat, maxLon, maxLat] = routeBox(line);
    expect(maxLat).toBe(MERCATOR_MAX_LAT);
    expect(minLat).toBeCloseTo(61.2, 1);
    for (const [lon] of [from, to]) expect([lon, lon - 360, lon + 360].some((l) => l >= minLon && l <= maxLon)).toBe(true);
  });

  it('takes in the whole southern arc of a route towards Antarctica (Punta Arenas → Hobart)', () => {
    const line = greatCircle([-70.9, -53.2], [147.3, -42.9]);
    const [, minLat, , maxLat] = routeBox(line);
    expect(minLat).toBeCloseTo(Math.max(-MERCATOR_MAX_LAT, Math.min(...line.map(([, lat]) => lat))), 6);
    expect(minLat).toBeLessThan(-60);
    expect(maxLat).toBeCloseTo(-42.9, 1);
  });
});
