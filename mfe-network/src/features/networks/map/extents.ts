/**
 * Which part of the world a continent button shows: the box around that continent's located
 * locations (not a fixed outline, so the view always frames the network there). Pure.
 */
import { ALL_CONTINENTS, hasCoordinates, type ContinentChoice } from '@portal/contracts/rules/network';
import type { NetworkLocation } from '@portal/contracts/network';

/** [minLon, minLat, maxLon, maxLat] */
export type LonLatBox = [number, number, number, number];

export function locatedOnly<T extends Pick<NetworkLocation, 'latitude' | 'longitude'>>(locations: readonly T[]): T[] {
  return locations.filter(hasCoordinates);
}

export function inContinent<T extends Pick<NetworkLocation, 'continent'>>(locations: readonly T[], continent: ContinentChoice): T[] {
  return continent === ALL_CONTINENTS ? [...locations] : locations.filter((l) => l.continent === continent);
}

/**
 * The box around the located locations of a continent ('All': of every one), or null when there
 * are none. One indexed pass, no copies and no calls: the map's 10 000 points are framed on every
 * page load, while the code is still cold (a for…of with a call per point took a phone 60 ms).
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
