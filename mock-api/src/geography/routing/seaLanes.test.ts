import { greatCircle, type LonLat } from '@portal/contracts/map/geodesy';
import { routeBetween } from './index';
import { withoutLoopsAtPorts } from './seaRoute';
import { placesOfKind } from '../places';
import { loadLand, landAt, sampleLine, type Land } from './seaLanes.land';

/**
 * Sea routes stay at sea: every point of the drawn line (sampled every 0.25°) is checked against
 * the basemap's land (Natural Earth 110m countries, the polygons the maps draw).
 *
 * Both datasets are coarse, so a point counts as on land only when it lies more than
 * COAST_TOLERANCE_KM inside a land polygon. Two further places are not open sea on a 110m map
 * and are left out, by name: the Suez and Panama canals, and a port's own approach (the last
 * PORT_APPROACH_KM to a port up a river or in a bay that the 110m coast fills in: Hamburg is
 * 110 km up the Elbe; Shanghai, Houston and Yokohama lie behind filled-in estuaries and bays).
 */
const COAST_TOLERANCE_KM = 30;
const PORT_APPROACH_KM = 120;
const CANALS: Record<string, [number, number, number, number]> = {
  Suez: [32.2, 29.9, 32.7, 31.3],
  Panama: [-80.0, 8.8, -79.4, 9.5],
};

jest.setTimeout(60_000);
let land: Land;
beforeAll(async () => {
  land = await loadLand();
});

const port = (locode: string) => {
  const p = placesOfKind('seaport').find((x) => x.locode === locode);
  if (!p) throw new Error(`no seaport ${locode} in the seed`);
  return { lat: p.latitude, lon: p.longitude };
};

const inCanal = ([lon, lat]: LonLat) => Object.values(CANALS).some(([w, s, e, n]) => lon >= w && lon <= e && lat >= s && lat <= n);
const kmBetween = (a: LonLat, b: LonLat) => Math.hypot((a[0] - b[0]) * Math.cos((a[1] * Math.PI) / 180), a[1] - b[1]) * 111.195;

/** Points of the line on land, beyond the tolerance, outside the canals and the ports' approaches. */
function pointsOnLand(line: LonLat[]) {
  const [start, end] = [line[0], line[line.length - 1]];
  return sampleLine(line)
    .filter((p) => !inCanal(p) && kmBetween(p, start) > PORT_APPROACH_KM && kmBetween(p, end) > PORT_APPROACH_KM)
    .map((p) => ({ at: p, land: landAt(land, p, COAST_TOLERANCE_KM) }))
    .filter((hit) => hit.land);
}

// Pairs of ports on different oceans (and one per continent at least).
const PAIRS: [string, string, string][] = [
  ['NZAKL', 'FRLEH', 'Auckland (Pacific) → Le Havre (Atlantic)'],
  ['CNSHA', 'NLRTM', 'Shanghai (Pacific) → Rotterdam (North Sea), via Suez'],
  ['AUSYD', 'ZADUR', 'Sydney (Pacific) → Durban (Indian)'],
  ['USLAX', 'BRSSZ', 'Los Angeles (Pacific) → Santos (Atlantic)'],
  ['SGSIN', 'USNYC', 'Singapore (Indian/Pacific) → New York (Atlantic)'],
  ['AEJEA', 'USHOU', 'Jebel Ali (Persian Gulf) → Houston (Gulf of Mexico)'],
  ['INNSA', 'ARBUE', 'Nhava Sheva (Arabian Sea) → Buenos Aires (Atlantic)'],
  ['JPYOK', 'DEHAM', 'Yokohama (Pacific) → Hamburg (North Sea)'],
];

describe('sea routes between ports on different oceans', () => {
  it.each(PAIRS)('%s → %s stays at sea (%s)', (from, to) => {
    const route = routeBetween('SEA', port(from), port(to));
    expect(pointsOnLand(route.coordinates)).toEqual([]);
  });

  it('the check finds land where there is land: the great circle Auckland → Le Havre crosses Asia and Europe', () => {
    const a = port('NZAKL');
    const b = port('FRLEH');
    expect(pointsOnLand(greatCircle([a.lon, a.lat], [b.lon, b.lat])).length).toBeGreaterThan(50);
  });

  it('Shanghai → Los Angeles crosses the Pacific eastwards as one continuous line', () => {
    const route = routeBetween('SEA', port('CNSHA'), port('USLAX'));
    const lons = route.coordinates.map(([lon]) => lon);
    for (let i = 1; i < lons.length; i++) expect(Math.abs(lons[i] - lons[i - 1])).toBeLessThan(180);
    // Eastwards past 180°, ending at Los Angeles' longitude plus a turn (-118.3 + 360).
    expect(Math.max(...lons)).toBeGreaterThan(180);
    expect(lons[lons.length - 1]).toBeCloseTo(-118.26 + 360, 0);
    // About 5 700-6 000 nautical miles, not the way round by Suez or Panama.
    expect(route.distanceKm).toBeGreaterThan(10_000);
    expect(route.distanceKm).toBeLessThan(12_500);
  });

  it('is computed once and kept; the way back is the same line reversed, starting at its own longitude', () => {
    const a = port('CNSHA');
    const b = port('USLAX');
    expect(routeBetween('SEA', a, b)).toBe(routeBetween('SEA', a, b));
    const back = routeBetween('SEA', b, a);
    expect(back.distanceKm).toBe(routeBetween('SEA', a, b).distanceKm);
    expect(back.coordinates[0][0]).toBeCloseTo(b.lon, 3);
    expect(back.coordinates[back.coordinates.length - 1][1]).toBeCloseTo(a.lat, 3);
  });
});

describe('a lane that would sail past its port and back', () => {
  it('starts and ends the lane where it last (first) passes its port', () => {
    // Degrees of longitude on the equator: 0.1° is 11 km. The lane from a port at 0° runs east
    // to 2° and comes back past the port at -0.2° before heading west; it ends likewise.
    const lane: [number, number][] = [[0.1, 0], [1, 0], [2, 0], [-0.2, 0], [-5, 0], [-10, 0], [-12, 0], [-9.9, 0], [-9, 0]];
    expect(withoutLoopsAtPorts(lane, [0, 0], [-10, 0])).toEqual([[-0.2, 0], [-5, 0], [-10, 0]]);
    // A lane that leaves its port and never comes back is kept whole.
    expect(withoutLoopsAtPorts([[1, 0], [2, 0], [5, 0], [8, 0]], [0, 0], [9, 0])).toEqual([[1, 0], [2, 0], [5, 0], [8, 0]]);
  });
  it('keeps Tanger Med → Rotterdam from looping east first', () => {
    const route = routeBetween('SEA', port('MAPTM'), port('NLRTM'));
    expect(route.coordinates[1][0]).toBeLessThan(route.coordinates[0][0]);
  });
});
