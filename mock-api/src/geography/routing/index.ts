import type { Modality } from '@portal/contracts/wire';
import { greatCircle, lineLengthKm, type LonLat } from '@portal/contracts/map/geodesy';
import { setBounded } from '../../core/bounded';
import { seaLane } from './seaRoute';

export { warmUpSeaLanes } from './seaRoute';

/**
 * How a shipment travels between two places, for its map and its distance (CO₂e):
 *   SEA  the sea lanes of the marnet network (./seaRoute.ts): port, lanes, port;
 *   AIR  the great circle;
 *   ROA, MUL (rail in the seed)  the great circle too: over a few hundred km it is the straight
 *        line, and we have no road or rail network. Their distanceKm is that line's length.
 * Coordinates are [lon, lat], longitudes unwrapped from the departure's (a Pacific crossing may
 * run past 180 or below -180) so that the line is continuous. Each route is computed once per
 * (modality, from, to) and kept in memory; the opposite direction is the same line reversed.
 */
export interface LatLon {
  lat: number;
  lon: number;
}

export interface Route {
  coordinates: LonLat[];
  distanceKm: number;
}

/** Distinct place pairs kept: far above what a seeded or real customer base ships between. */
const MAX_ROUTES = 5000;
const routes = new Map<string, Route>();

const keyOf = (p: LatLon) => `${p.lat.toFixed(5)},${p.lon.toFixed(5)}`;

function compute(modality: Modality, a: LonLat, b: LonLat): Route {
  const line = (modality === 'SEA' && seaLane(a, b)) || greatCircle(a, b);
  // Three decimals (about 100 m) is finer than any basemap the route is drawn on.
  const coordinates = line.map(([lon, lat]) => [round3(lon), round3(lat)] as LonLat);
  return { coordinates, distanceKm: Math.round(lineLengthKm(line)) };
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** The route of a shipment of `modality` from `from` to `to` (see above). Returns a shared object: do not change it. */
export function routeBetween(modality: Modality, from: LatLon, to: LatLon): Route {
  const key = `${modality}:${keyOf(from)}:${keyOf(to)}`;
  const kept = routes.get(key);
  if (kept) return kept;
  const reverse = routes.get(`${modality}:${keyOf(to)}:${keyOf(from)}`);
  const route = reverse
    ? { coordinates: reversed(reverse.coordinates, from.lon), distanceKm: reverse.distanceKm }
    : compute(modality, [from.lon, from.lat], [to.lon, to.lat]);
  return setBounded(routes, key, route, MAX_ROUTES);
}

/** A line backwards, shifted by whole turns so that it starts at the departure's own longitude. */
function reversed(coordinates: LonLat[], startLon: number): LonLat[] {
  const line = [...coordinates].reverse();
  const shift = Math.round((startLon - line[0][0]) / 360) * 360;
  return shift === 0 ? line : line.map(([lon, lat]) => [lon + shift, lat] as LonLat);
}

