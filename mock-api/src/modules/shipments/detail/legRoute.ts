import type { LegMode } from '@portal/shared';
import { routeBetween } from '../routing';
import type { LonLat } from '@portal/shared/map/geodesy';

/**
 * A leg's drawn line and the distance its CO₂e uses, from the one routing module
 * (modules/shipments/routing): the seed's stored CO₂e and the detail's figures come from here
 * alike, so they agree.
 *
 * - sea: the routed sea-lane distance (marnet network), the "shortest feasible distance" GLEC asks for;
 * - air: great-circle distance + 95 km, the GLEC Framework / ISO 14083 rule for air;
 * - road and rail: there is no road or rail network in this project, so the great circle times
 *   a detour factor, and the method shown to the customer says so.
 */
export interface LegRoute {
  coordinates: LonLat[];
  distanceKm: number;
  method: string;
}

export const AIR_DISTANCE_ADDITION_KM = 95;

/** Great circle × factor for the land modes (an estimate, labelled as such). */
export const DETOUR_FACTORS = { road: 1.2, rail: 1.2 } as const;

const ROUTING_MODALITY = { sea: 'SEA', air: 'AIR', road: 'ROA', rail: 'MUL' } as const;

export function legRoute(mode: LegMode, from: LonLat, to: LonLat): LegRoute {
  const route = routeBetween(ROUTING_MODALITY[mode], { lon: from[0], lat: from[1] }, { lon: to[0], lat: to[1] });
  const km = route.distanceKm;
  switch (mode) {
    case 'sea':
      return { coordinates: route.coordinates, distanceKm: km, method: 'sea-lane distance (routed over the marnet sea-lane network)' };
    case 'air':
      return { coordinates: route.coordinates, distanceKm: km + AIR_DISTANCE_ADDITION_KM, method: `great circle ${round(km)} km + ${AIR_DISTANCE_ADDITION_KM} km (GLEC / ISO 14083 rule for air)` };
    default: {
      const factor = DETOUR_FACTORS[mode];
      return { coordinates: route.coordinates, distanceKm: km * factor, method: `great circle ${round(km)} km × ${factor} (estimated ${mode} detour; no ${mode} network)` };
    }
  }
}

const round = (km: number) => Math.round(km).toLocaleString('en');
