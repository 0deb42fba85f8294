import type { EmissionLeg, LegMode, ShipmentEmissions } from '@portal/contracts/shipments';

/**
 * Well-to-wheel CO₂e of a transport chain by the GLEC Framework / ISO 14083 method:
 *
 *   leg CO₂e (kg) = distance (km) × mass (t) × intensity (g CO₂e / t-km) ÷ 1000
 *
 * summed over the legs. Mass is the shipment's gross weight; distance per leg comes from
 * legRoute.ts. The intensities are the GLEC Framework v3.2 default values (well-to-wheel,
 * "aircraft type unknown" / "lane unknown" / average load where the Framework offers one), used
 * when no carrier-specific figure is known — which is the case for every shipment of this
 * portal. Each figure carries its source so a customer can check it.
 */
export interface Intensity {
  /** g CO₂e per tonne-km, well-to-wheel. */
  factor: number;
  name: string;
  /**
   * The published source a customer can look up: framework, version, module, table, page, and
   * the well-to-wheel split where known. Who quoted it to us, and how far each quote is trusted,
   * is provenance for us, kept in docs/shipments.md ("CO₂e"), not on the customer's page.
   */
  source: string;
  /**
   * Whether the value was checked against the publisher's own table. The values below come
   * from secondary quotes of GLEC Framework v3.2; the publisher's PDF could not be read here
   * (docs/shipments.md, "CO₂e"), so none is checked and the page says so next to the figure.
   */
  checked: boolean;
}

const GLEC = 'GLEC Framework v3.2 (Smart Freight Centre, Oct 2025), Module 2';

/**
 * The one table of default intensities. To move to checked values: compare factor and source
 * with the published GLEC v3.2 tables, correct them here and set checked; the page and the
 * stored CO₂e (after bumping SHIPMENTS_FEED_VERSION) follow.
 */

/**
 * Deep-sea container, industry average (trade lane unknown), dry: 71.7 g/TEU-km at GLEC's default
 * 10 t per TEU. An end-user value: it includes the 70 % load factor and the +15 % distance
 * adjustment, so it applies to the shortest feasible distance (our routed sea lanes).
 */
export const SEA_CONTAINER: Intensity = {
  factor: 7.17,
  name: 'Container ship, industry average (trade lane unknown), dry: 71.7 g/TEU-km at 10 t per TEU; includes the +15 % distance adjustment',
  source: `${GLEC}, Table 18, p. 111–112, well-to-wheel 71.7 g/TEU-km = WTT 12.7 + TTW 59`,
  checked: false,
};

/** Articulated truck 34–40 t GVW, Europe (quotes conflict, 101 or 89: docs/shipments.md). */
export const ROAD_TRUCK: Intensity = {
  factor: 101,
  name: 'Articulated truck 34–40 t GVW, average/mixed load, diesel, Europe',
  source: `${GLEC}, Table 8 (Europe), p. 101, well-to-wheel 101`,
  checked: false,
};

/** Rail, diesel traction (our rail legs run the China–Europe land bridge, traction not known: diesel is the conservative choice). */
export const RAIL_FREIGHT: Intensity = {
  factor: 30.7,
  name: 'Rail freight, average/mixed load, diesel traction, Europe',
  source: `${GLEC}, Table 4 (Europe), p. 97, well-to-wheel 30.7 (electric traction: 10.8)`,
  checked: false,
};

/** GLEC v3 has two air bands by great-circle distance; the values include the +95 km distance adjustment. */
export const AIR_SHORT_HAUL_LIMIT_KM = 1500;

export const AIR_SHORT: Intensity = {
  factor: 1363,
  name: 'Air freight ≤ 1,500 km great circle, aircraft type unknown; includes the +95 km distance adjustment',
  source: `${GLEC}, Table 1, p. 94, well-to-wheel 1,363 = WTT 234 + TTW 1,129`,
  checked: false,
};

export const AIR_LONG: Intensity = {
  factor: 788,
  name: 'Air freight > 1,500 km great circle, aircraft type unknown; includes the +95 km distance adjustment',
  source: `${GLEC}, Table 1, p. 94, well-to-wheel 788 = WTT 135 + TTW 653`,
  checked: false,
};

/** The default intensity for a leg of `mode` over `distanceKm` (air: the flight's great-circle distance picks the band). */
export function intensityFor(mode: LegMode, distanceKm: number): Intensity {
  switch (mode) {
    case 'sea':
      return SEA_CONTAINER;
    case 'road':
      return ROAD_TRUCK;
    case 'rail':
      return RAIL_FREIGHT;
    case 'air':
      return distanceKm <= AIR_SHORT_HAUL_LIMIT_KM ? AIR_SHORT : AIR_LONG;
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
