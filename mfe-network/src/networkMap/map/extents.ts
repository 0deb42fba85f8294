/**
 * Which part of the world a continent button shows: the box around that continent's located
 * locations (not a fixed outline, so the view always frames the network there). Pure.
 */
import { ALL_CONTINENTS, type ContinentChoice } from '@portal/contracts/rules/network';
import type { NetworkLocation } from '@portal/contracts/network';

/** [minLon, minLat, maxLon, maxLat] */
export type LonLatBox = [number, number, number, number];

/**
 * The box around the located locations of a continent ('All': of every one), or null when there
 * are none. One pass without copies: a continent button frames up to 10 000 points.
 */
export function continentBox(locations: readonly Pick<NetworkLocation, 'latitude' | 'longitude' | 'continent'>[], continent: ContinentChoice): LonLatBox | null {
  const all = continent === ALL_CONTINENTS;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < locations.length; i++) {
    const location = locations[i];
    const x = location.longitude;
    const y = location.latitude;
    if (typeof x !== 'number' || typeof y !== 'number' || !(Math.abs(y) <= 90 && Math.abs(x) <= 180) || (!all && location.continent !== continent)) continue;
    if (x < west) west = x;
    if (x > east) east = x;
    if (y < south) south = y;
    if (y > north) north = y;
  }
  return west === Infinity ? null : [west, south, east, north];
}
