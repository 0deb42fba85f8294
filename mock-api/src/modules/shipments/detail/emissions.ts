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
  /** Where the value comes from: document, version, table, basis. */
  source: string;
  /**
   * Whether the value was checked against the publisher's own table. The defaults below came
   * from a secondary source, and the GLEC Framework v3 tables could not be read offline to check
   * them (what was found is in docs/shipments.md, "CO₂e"); the page says so next to the figure.
   */
  checked: boolean;
}

/**
 * The one table of default intensities. To move to checked values: replace factor and source
 * here (GLEC Framework v3.x, Smart Freight Centre: air Table 1; road Tables 7–10 by region;
 * container ships by trade lane, Table 13 in v3.1) and set checked; the page and the stored
 * CO₂e (after the next daily refresh) follow.
 */
const UNCHECKED = 'GLEC Framework default value (well-to-wheel), taken from a secondary source; not yet checked against the published GLEC v3 table';

/** Deep-sea container: 76 g CO₂e/TEU-km (industry average, dry), at GLEC's default 10 t per TEU. */
export const SEA_CONTAINER: Intensity = { factor: 7.6, name: 'Container ship, industry average (dry): 76 g/TEU-km at 10 t per TEU', source: UNCHECKED, checked: false };
export const ROAD_TRUCK: Intensity = { factor: 92, name: 'Truck > 20 t GVW, average/mixed load, Europe, diesel', source: UNCHECKED, checked: false };
export const RAIL_FREIGHT: Intensity = { factor: 28, name: 'Rail freight, average/mixed load, diesel traction', source: UNCHECKED, checked: false };
export const AIR_SHORT: Intensity = { factor: 1130, name: 'Air freight < 1,000 km, aircraft type unknown', source: UNCHECKED, checked: false };
export const AIR_MEDIUM: Intensity = { factor: 700, name: 'Air freight 1,000–3,700 km, aircraft type unknown', source: UNCHECKED, checked: false };
export const AIR_LONG: Intensity = { factor: 630, name: 'Air freight > 3,700 km, aircraft type unknown', source: UNCHECKED, checked: false };

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

const METHOD = 'Well-to-wheel CO₂e by the GLEC Framework / ISO 14083: distance × weight × default intensity per leg.';

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
    // The whole kilometres shown are the ones used, so the page's figures give its total.
    const km = Math.round(leg.distanceKm);
    const intensity = intensityFor(leg.mode, km);
    const kg = legCo2eKg(km, tonnes, intensity.factor);
    total += kg;
    return {
      mode: leg.mode,
      from: leg.from,
      to: leg.to,
      distanceKm: km,
      distanceMethod: leg.distanceMethod,
      tonnes: Math.round(tonnes * 1000) / 1000,
      factor: intensity.factor,
      factorName: intensity.name,
      factorSource: intensity.source,
      factorChecked: intensity.checked,
      co2eKg: oneDecimal(kg),
      coordinates: leg.coordinates,
    };
  });
  return { method: METHOD, totalKg: oneDecimal(total), legs: out };
}
