import { distanceKm } from '@portal/contracts/map/geodesy';
import type { Random } from '../core/random';
import { realUnlocodes } from '../geography/unlocodes';

/**
 * The consignee's town for a shipment's on-carriage: a real UN/LOCODE location (the seed's
 * reference list, with coordinates) at a trucking distance from the arrival place, in the same
 * country where one lies in range. The on-carriage is then a leg with two real places, a line on
 * the map and a distance of its own.
 */
export interface DeliveryPlace {
  locode: string;
  name: string;
  countryName: string;
  latitude: number;
  longitude: number;
}

interface Arrival {
  locode: string;
  latitude: number;
  longitude: number;
}

let towns: DeliveryPlace[] | null = null;
/** Candidates per arrival and range, worked out once: the seed asks for the same ports thousands of times. */
const candidates = new Map<string, DeliveryPlace[]>();

function allTowns(): DeliveryPlace[] {
  towns ??= realUnlocodes()
    .filter((row) => row.latitude !== null && row.longitude !== null)
    .map((row) => ({ locode: row.unlocode, name: row.name, countryName: row.country_name, latitude: row.latitude!, longitude: row.longitude! }));
  return towns;
}

function candidatesFor(arrival: Arrival, [minKm, maxKm]: [number, number]): DeliveryPlace[] {
  const key = `${arrival.locode}:${minKm}:${maxKm}`;
  let found = candidates.get(key);
  if (!found) {
    const at: [number, number] = [arrival.longitude, arrival.latitude];
    const country = arrival.locode.slice(0, 2);
    const inRange = allTowns().filter((t) => {
      const km = distanceKm(at, [t.longitude, t.latitude]);
      return t.locode !== arrival.locode && km >= minKm && km <= maxKm;
    });
    const home = inRange.filter((t) => t.locode.startsWith(country));
    found = home.length ? home : inRange.length ? inRange : nearestTown(arrival);
    candidates.set(key, found);
  }
  return found;
}

/** Where the list has no town in range: the nearest one within FALLBACK_KM (an airport's own city counts). */
const FALLBACK_KM = 600;
function nearestTown(arrival: Arrival): DeliveryPlace[] {
  const at: [number, number] = [arrival.longitude, arrival.latitude];
  let best: DeliveryPlace | null = null;
  let bestKm = FALLBACK_KM;
  for (const t of allTowns()) {
    const km = distanceKm(at, [t.longitude, t.latitude]);
    // Not the arrival place itself (an airport's city, a few km off, is a fine consignee town).
    if (km < 5 || km > bestKm) continue;
    best = t;
    bestKm = km;
  }
  return best ? [best] : [];
}

/** A town `range` km (great circle) from the arrival, or null when the reference list has none there. */
export function deliveryPlace(random: Random, arrival: Arrival, range: [number, number]): DeliveryPlace | null {
  const found = candidatesFor(arrival, range);
  return found.length ? random.pick(found) : null;
}
