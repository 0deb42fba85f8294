import type { LegMode, ShipmentPlace } from '@portal/contracts/shipments';
import type { Modality } from '@portal/contracts/wire';
import { findPlace, seaportName, type PlaceKind } from '../../../geography/places';
import { legRoute } from './legRoute';
import type { LegInput } from './emissions';

/**
 * A shipment's transport chain: the main carriage from the departure to the arrival place,
 * through its transshipment hub when it has one (`via`), then for sea, air and multimodal the
 * on-carriage by truck from the arrival place to the consignee's delivery place.
 */

/** Both ends of a stored shipment, as the shipments table holds them. */
export type RouteColumns = {
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
};

/** Where the on-carriage ends: the consignee's town (a UN/LOCODE location); null for road, whose arrival is the delivery address. */
export type DeliveryColumns = {
  delivery_place: string | null;
  delivery_name: string | null;
  delivery_country: string | null;
  delivery_lat: number | null;
  delivery_long: number | null;
};

export type ChainRow = RouteColumns & DeliveryColumns & { modality: Modality; via: string | null };

const MAIN_MODE: Record<Modality, LegMode> = { SEA: 'sea', AIR: 'air', MUL: 'rail', ROA: 'road' };
const HUB_KIND: Record<Modality, PlaceKind> = { SEA: 'seaport', AIR: 'airport', MUL: 'rail', ROA: 'inland' };

export const mainMode = (modality: Modality): LegMode => MAIN_MODE[modality];

export function originOf(row: RouteColumns): ShipmentPlace {
  return { locode: row.departure, name: row.departure_name, city: row.departure_city, country: row.departure_country, lat: row.departure_lat, lon: row.departure_long };
}

export function destinationOf(row: RouteColumns): ShipmentPlace {
  return { locode: row.arrival, name: row.arrival_name, city: row.arrival_city, country: row.arrival_country, lat: row.arrival_lat, lon: row.arrival_long };
}

/** The consignee's delivery place, or null when the shipment has no on-carriage (road) or none is recorded. */
export function deliveryOf(row: DeliveryColumns): ShipmentPlace | null {
  if (!row.delivery_place || !row.delivery_name || row.delivery_lat === null || row.delivery_long === null) return null;
  return { locode: row.delivery_place, name: `Consignee, ${row.delivery_name}`, city: row.delivery_name, country: row.delivery_country ?? '', lat: row.delivery_lat, lon: row.delivery_long };
}

/** The transshipment hub (port, airport or gauge-change terminal), or null for a direct service. */
export function viaOf(row: Pick<ChainRow, 'via' | 'modality'>): ShipmentPlace | null {
  if (!row.via) return null;
  const place = findPlace(row.via, HUB_KIND[row.modality]);
  if (!place) return null;
  const name = place.kind === 'seaport' ? seaportName(place.name) : place.name;
  return { locode: place.locode, name, city: place.name, country: place.countryName, lat: place.latitude, lon: place.longitude };
}

function legBetween(mode: LegMode, from: ShipmentPlace, to: ShipmentPlace, options: { geometry?: boolean }): LegInput {
  const route = legRoute(mode, from, to, options);
  return { mode, from: from.name, to: to.name, distanceKm: route.distanceKm, distanceMethod: route.method, coordinates: route.coordinates };
}

/** The legs in order: main carriage (one leg per hub), then the truck to the consignee. */
export function chainLegs(row: ChainRow, options: { geometry?: boolean } = {}): LegInput[] {
  const mode = MAIN_MODE[row.modality];
  const stops = [originOf(row), viaOf(row), destinationOf(row)].filter((p): p is ShipmentPlace => p !== null);
  const legs: LegInput[] = [];
  for (let i = 1; i < stops.length; i++) legs.push(legBetween(mode, stops[i - 1], stops[i], options));
  const delivery = row.modality === 'ROA' ? null : deliveryOf(row);
  if (delivery) legs.push(legBetween('road', stops[stops.length - 1], delivery, options));
  return legs;
}
