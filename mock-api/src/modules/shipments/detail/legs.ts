import type { LegMode, Modality, ShipmentPlace } from '@portal/shared';
import { findPlace, type PlaceKind } from '../../../seed/data/places';
import { legRoute } from './legRoute';
import type { LegInput } from './emissions';

/**
 * A shipment's transport chain: the main carriage from the departure to the arrival place,
 * through its transshipment hub when it has one (`via`), then for sea, air and multimodal the
 * on-carriage by truck to the consignee, whose distance the booking records (`delivery_km`; the
 * address itself is not in the feed, so that leg has no line on the map).
 */
export interface ChainRow {
  modality: Modality;
  departure: string;
  departure_name: string;
  departure_city: string;
  departure_country: string;
  departure_lat: number;
  departure_long: number;
  arrival: string;
  arrival_name: string;
  arrival_city: string;
  arrival_country: string;
  arrival_lat: number;
  arrival_long: number;
  via: string | null;
  delivery_km: number;
}

const MAIN_MODE: Record<Modality, LegMode> = { SEA: 'sea', AIR: 'air', MUL: 'rail', ROA: 'road' };
const HUB_KIND: Record<Modality, PlaceKind> = { SEA: 'seaport', AIR: 'airport', MUL: 'rail', ROA: 'inland' };

export const mainMode = (modality: Modality): LegMode => MAIN_MODE[modality];

export function originOf(row: ChainRow): ShipmentPlace {
  return { locode: row.departure, name: row.departure_name, city: row.departure_city, country: row.departure_country, lat: row.departure_lat, lon: row.departure_long };
}

export function destinationOf(row: ChainRow): ShipmentPlace {
  return { locode: row.arrival, name: row.arrival_name, city: row.arrival_city, country: row.arrival_country, lat: row.arrival_lat, lon: row.arrival_long };
}

/** The transshipment hub (port, airport or gauge-change terminal), or null for a direct service. */
export function viaOf(row: Pick<ChainRow, 'via' | 'modality'>): ShipmentPlace | null {
  if (!row.via) return null;
  const place = findPlace(row.via, HUB_KIND[row.modality]);
  if (!place) return null;
  const name = place.kind === 'seaport' ? `Port of ${place.name}` : place.name;
  return { locode: place.locode, name, city: place.name, country: place.countryName, lat: place.latitude, lon: place.longitude };
}

export function chainLegs(row: ChainRow, options: { geometry?: boolean } = {}): LegInput[] {
  const mode = MAIN_MODE[row.modality];
  const stops = [originOf(row), viaOf(row), destinationOf(row)].filter((p): p is ShipmentPlace => p !== null);
  const legs: LegInput[] = [];
  for (let i = 1; i < stops.length; i++) {
    const route = legRoute(mode, stops[i - 1], stops[i], options);
    legs.push({ mode, from: stops[i - 1].name, to: stops[i].name, distanceKm: route.distanceKm, distanceMethod: route.method, coordinates: route.coordinates });
  }
  if (row.modality !== 'ROA' && row.delivery_km > 0) {
    legs.push({ mode: 'road', from: row.arrival_name, to: `Consignee near ${row.arrival_city}`, distanceKm: row.delivery_km, distanceMethod: 'delivery distance of the booking (road)', coordinates: [] });
  }
  return legs;
}
