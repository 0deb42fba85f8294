import type { LegMode } from '@portal/contracts/shipments';
import type { LonLat } from '@portal/contracts/map/geodesy';
import { routeBetween } from '../../../geography/routing';
import { SEA_DISTANCES_KM } from '../../../geography/seaDistances';

/**
 * A leg's drawn line and the distance its CO₂e uses, from the one routing module
 * (geography/routing): the seed's stored CO₂e and the detail's figures come from here
 * alike, so they agree.
 *
 * - sea: the routed sea-lane distance (marnet network), the "shortest feasible distance" GLEC asks for;
 * - air: the great-circle distance alone: the GLEC v3.2 air intensities (emissions.ts) already
 *   include the +95 km distance adjustment, so adding it here would count it twice;
 * - road and rail: there is no road or rail network in this project, so the great circle times
 *   a detour factor, and the method shown to the customer says so.
 */
export interface LegRoute {
  coordinates: LonLat[];
  distanceKm: number;
  method: string;
}

/** Great circle × factor for the land modes (an estimate, labelled as such). */
const DETOUR_FACTORS = { road: 1.2, rail: 1.2 } as const;

const ROUTING_MODALITY = { sea: 'SEA', air: 'AIR', road: 'ROA', rail: 'MUL' } as const;

export interface Stop {
  locode: string;
  lon: number;
  lat: number;
}

/** The routing module's sea-lane distance between two seaports, as tabulated (seaDistances.ts); null for a pair not in it. */
export function tabulatedSeaKm(a: string, b: string): number | null {
  return SEA_DISTANCES_KM[a < b ? `${a}-${b}` : `${b}-${a}`] ?? null;
}

/**
 * `geometry: false` (the feed, thousands of shipments) skips the sea-lane search whenever the
 * port pair's distance is tabulated: the line is then left empty.
 */
export function legRoute(mode: LegMode, from: Stop, to: Stop, { geometry = true } = {}): LegRoute {
  const tabulated = mode === 'sea' ? tabulatedSeaKm(from.locode, to.locode) : null;
  const route = geometry || tabulated === null ? routeBetween(ROUTING_MODALITY[mode], from, to) : { coordinates: [], distanceKm: tabulated };
  const km = tabulated ?? route.distanceKm;
  switch (mode) {
    case 'sea':
      return { coordinates: route.coordinates, distanceKm: km, method: 'shortest sea route between the ports' };
    case 'air':
      return { coordinates: route.coordinates, distanceKm: km, method: 'direct flight distance (the air intensity already allows 95 km for routing)' };
    default: {
      const factor = DETOUR_FACTORS[mode];
      return { coordinates: route.coordinates, distanceKm: km * factor, method: `straight line ${round(km)} km × ${factor}, an estimate of the ${mode} distance` };
    }
  }
}

const round = (km: number) => Math.round(km).toLocaleString('en');
