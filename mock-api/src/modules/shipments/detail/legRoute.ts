import type { LegMode } from '@portal/shared';
import { greatCircleKm, greatCirclePoints, type LonLat } from './geo';

/**
 * The one place a leg's distance and drawn line come from, for the CO₂e figures (seed and
 * detail) and the detail map alike.
 *
 * Air follows the GLEC Framework / ISO 14083 rule for air: great-circle distance + 95 km.
 * Sea, rail and road have no router in this module yet: their distance is the great circle
 * times a detour factor, and the method says so in the figures a customer sees. Sea lanes come
 * from the shared routing module (modules/shipments/routing) once it is merged; this function
 * is where it plugs in.
 */
export interface LegRoute {
  coordinates: LonLat[];
  distanceKm: number;
  method: string;
}

export const AIR_DISTANCE_ADDITION_KM = 95;

/** Great circle × factor while no router answers for the mode (a labelled estimate). */
export const DETOUR_FACTORS: Record<Exclude<LegMode, 'air'>, number> = { sea: 1.3, rail: 1.2, road: 1.2 };

export function legRoute(mode: LegMode, from: LonLat, to: LonLat): LegRoute {
  const gcd = greatCircleKm(from, to);
  const coordinates = greatCirclePoints(from, to);
  if (mode === 'air') return { coordinates, distanceKm: gcd + AIR_DISTANCE_ADDITION_KM, method: `great-circle ${round(gcd)} km + ${AIR_DISTANCE_ADDITION_KM} km (GLEC/ISO 14083 air rule)` };
  const factor = DETOUR_FACTORS[mode];
  return { coordinates, distanceKm: gcd * factor, method: `great-circle ${round(gcd)} km × ${factor} (estimated ${mode} detour, no ${mode} router)` };
}

const round = (km: number) => Math.round(km).toLocaleString('en');
