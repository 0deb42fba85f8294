import { alongLine, boundsOf, distanceKm, greatCircle, interpolate, lineLengthKm, unwrapLongitudes } from './geodesy';

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
