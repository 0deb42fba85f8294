import type { EmissionLeg, LegMode, ShipmentEmissions } from '@portal/shared';

/**
 * Well-to-wheel CO₂e of a transport chain by the GLEC Framework / ISO 14083 method:
 *
 *   leg CO₂e (kg) = distance (km) × mass (t) × intensity (g CO₂e / t-km) ÷ 1000
 *
 * summed over the legs. Mass is the shipment's gross weight; distance per leg comes from
 * legRoute.ts. The intensities are the GLEC default values (well-to-wheel, "vehicle type
 * unknown" / average load where the Framework offers one), used when no carrier-specific
 * figure is known — which is the case for every shipment of this portal. Each figure carries
 * its source so a customer can check it.
 */
export interface Intensity {
  /** g CO₂e per tonne-km, well-to-wheel. */
  factor: number;
  name: string;
  source: string;
}

const GLEC = 'GLEC Framework v2.0, Module 2 default values (Smart Freight Centre)';

/** Deep-sea container: 76 g CO₂e/TEU-km (industry average, dry), at GLEC's default 10 t per TEU. */
export const SEA_CONTAINER: Intensity = { factor: 7.6, name: 'Container ship, industry average (dry), 76 g/TEU-km at 10 t/TEU', source: `${GLEC}, ocean container default` };
export const ROAD_TRUCK: Intensity = { factor: 92, name: 'Truck > 20 t GVW, average/mixed load, Europe (diesel)', source: `${GLEC}, road default` };
export const RAIL_FREIGHT: Intensity = { factor: 28, name: 'Rail freight, average/mixed load (diesel traction)', source: `${GLEC}, rail default` };
export const AIR_SHORT: Intensity = { factor: 1130, name: 'Air freight < 1,000 km, aircraft type unknown', source: `${GLEC}, air default` };
export const AIR_MEDIUM: Intensity = { factor: 700, name: 'Air freight 1,000–3,700 km, aircraft type unknown', source: `${GLEC}, air default` };
export const AIR_LONG: Intensity = { factor: 630, name: 'Air freight > 3,700 km, aircraft type unknown', source: `${GLEC}, air default` };

/** The default intensity for a leg of `mode` over `distanceKm` (air depends on the flight's length). */
export function intensityFor(mode: LegMode, distanceKm: number): Intensity {
  switch (mode) {
    case 'sea':
      return SEA_CONTAINER;
    case 'road':
      return ROAD_TRUCK;
    case 'rail':
      return RAIL_FREIGHT;
    case 'air':
      return distanceKm < 1000 ? AIR_SHORT : distanceKm <= 3700 ? AIR_MEDIUM : AIR_LONG;
  }
}

export const METHOD = 'Well-to-wheel CO₂e by the GLEC Framework / ISO 14083: distance × weight × default intensity per leg.';

export interface LegInput {
  mode: LegMode;
  from: string;
  to: string;
  distanceKm: number;
  distanceMethod: string;
  coordinates: [number, number][];
}

/** kg CO₂e of one leg, unrounded. */
export function legCo2eKg(distanceKm: number, tonnes: number, factor: number): number {
  return (distanceKm * tonnes * factor) / 1000;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** The figures of every leg and their sum; distances in whole km, CO₂e to 0.1 kg. */
export function shipmentEmissions(legs: readonly LegInput[], weightKg: number): ShipmentEmissions {
  const tonnes = weightKg / 1000;
  let total = 0;
  const out: EmissionLeg[] = legs.map((leg) => {
    const intensity = intensityFor(leg.mode, leg.distanceKm);
    const kg = legCo2eKg(leg.distanceKm, tonnes, intensity.factor);
    total += kg;
    return {
      mode: leg.mode,
      from: leg.from,
      to: leg.to,
      distanceKm: Math.round(leg.distanceKm),
      distanceMethod: leg.distanceMethod,
      tonnes: Math.round(tonnes * 1000) / 1000,
      factor: intensity.factor,
      factorName: intensity.name,
      factorSource: intensity.source,
      co2eKg: oneDecimal(kg),
      coordinates: leg.coordinates,
    };
  });
  return { method: METHOD, totalKg: oneDecimal(total), legs: out };
}
