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

/** The box around the located locations of a continent ('All': of every one), or null when there are none. */
export function continentBox(locations: readonly Pick<NetworkLocation, 'latitude' | 'longitude' | 'continent'>[], continent: ContinentChoice): LonLatBox | null {
  const points = locatedOnly(inContinent(locations, continent));
  if (points.length === 0) return null;
  const box: LonLatBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { latitude, longitude } of points) {
    box[0] = Math.min(box[0], longitude!);
    box[1] = Math.min(box[1], latitude!);
    box[2] = Math.max(box[2], longitude!);
    box[3] = Math.max(box[3], latitude!);
  }
  return box;
}
