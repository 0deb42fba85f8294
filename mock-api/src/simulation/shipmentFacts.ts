import type { Modality } from '@portal/contracts/wire';
import type { ShipmentCarriage } from '@portal/contracts/shipments';
import { daysBetween } from '@portal/contracts/rules/shipmentDelay';
import type { Random } from '../core/random';
import { findPlace, type Place } from '../geography/places';
import { distanceKm as greatCircleKm } from '@portal/contracts/map/geodesy';
import { chainLegs, type DeliveryColumns, type RouteColumns } from '../modules/shipments/detail/legs';
import { shipmentEmissions } from '../modules/shipments/detail/emissions';
import { deliveryPlace, type DeliveryPlace } from './deliveryPlaces';

/**
 * What the TMS feed knows of a shipment besides its route and dates: carrier and vessel, flight
 * or truck, the cargo (containers or packages, weight, volume), the transshipment hub, the
 * delivery distance, the arrival delay and the CO₂e of the whole chain. Drawn from a stream of
 * its own, so the routes and dates of the existing generator stay as they were.
 */
// A type alias, not an interface: the shipment row built from it must stay assignable to the Db's named parameters.
export type ShipmentFacts = DeliveryColumns &
  ShipmentCarriage & {
    via: string | null;
    /** The on-carriage's road distance (0 for road shipments). */
    delivery_km: number;
    distance_km: number;
    co2e_kg: number;
    delay_days: number | null;
  };

const SEA_CARRIERS: [string, string, string[]][] = [
  ['Maersk', 'MAE', ['Maersk Essen', 'Maersk Elba', 'Mette Maersk', 'Maersk Horsburgh']],
  ['MSC', 'MSC', ['MSC Gülsün', 'MSC Isabella', 'MSC Tessa', 'MSC Loreto']],
  ['CMA CGM', 'CMA', ['CMA CGM Jacques Saadé', 'CMA CGM Trocadero', 'CMA CGM Marco Polo']],
  ['Hapag-Lloyd', 'HLC', ['Berlin Express', 'Hamburg Express', 'Al Nefud']],
  ['ONE', 'ONE', ['ONE Innovation', 'ONE Triumph', 'ONE Stork']],
  ['Evergreen', 'EMC', ['Ever Ace', 'Ever Given', 'Ever Alot']],
  ['COSCO Shipping', 'COS', ['COSCO Shipping Universe', 'COSCO Shipping Aries']],
];
const AIR_CARRIERS: [string, string][] = [
  ['Lufthansa Cargo', 'LH'], ['KLM Cargo', 'KL'], ['Emirates SkyCargo', 'EK'], ['Qatar Airways Cargo', 'QR'],
  ['Cathay Cargo', 'CX'], ['Turkish Cargo', 'TK'], ['Singapore Airlines Cargo', 'SQ'], ['Cargolux', 'CV'],
];
const ROAD_CARRIERS = ['Meridian Road Services', 'Girteka', 'Raben Group', 'DSV Road', 'Waberer’s', 'Dachser'];
const RAIL_CARRIERS = ['DB Cargo Eurasia', 'RailGate Europe', 'Nurminen Logistics', 'United Transport and Logistics Company'];

/** Transshipment hubs: a direct service is the rule, a hub is used where it lies on the way. */
const SEA_HUBS = ['SGSIN', 'MYTPP', 'LKCMB', 'AEJEA', 'OMSLL', 'EGPSD', 'GRPIR', 'ESALG', 'MAPTM', 'KRPUS', 'HKHKG'];
const AIR_HUBS = ['AEDXB', 'QADOH', 'TRIST', 'DEFRA', 'NLAMS', 'USANC', 'SGSIN', 'HKHKG', 'LULUX'];
/** China–Europe rail changes gauge at the Polish–Belarusian border. */
const GAUGE_CHANGE = 'PLMAL';

const pos = (p: { latitude: number; longitude: number }): [number, number] => [p.longitude, p.latitude];
const MIN_HUB_KM = 400;

function bestHub(random: Random, from: Place, to: Place, hubs: string[], kind: Place['kind'], share: number, maxDetour: number): string | null {
  if (!random.chance(share)) return null;
  const direct = greatCircleKm(pos(from), pos(to));
  let best: { locode: string; detour: number } | null = null;
  for (const code of hubs) {
    const hub = findPlace(code, kind);
    // A hub next door to either end (Singapore → Tanjung Pelepas) is no transshipment worth the name.
    if (!hub || greatCircleKm(pos(from), pos(hub)) < MIN_HUB_KM || greatCircleKm(pos(hub), pos(to)) < MIN_HUB_KM) continue;
    const detour = (greatCircleKm(pos(from), pos(hub)) + greatCircleKm(pos(hub), pos(to))) / direct;
    if (!best || detour < best.detour) best = { locode: code, detour };
  }
  return best && best.detour <= maxDetour ? best.locode : null;
}

function cargo(random: Random, mode: Modality, type: string): Pick<ShipmentFacts, 'cargo' | 'pieces' | 'weight_kg' | 'volume_m3'> {
  if (type === 'FCL') {
    const size = random.weighted([["20'", 30], ["40'", 30], ["40' HC", 40]] as const);
    const pieces = random.weighted([[1, 50], [2, 30], [3, 12], [4, 8]]);
    const perBox = size === "20'" ? random.int(8_000, 21_000) : random.int(9_000, 24_000);
    const volume = size === "20'" ? 28 : size === "40'" ? 58 : 68;
    return { cargo: `${pieces} × ${size}`, pieces, weight_kg: pieces * perBox, volume_m3: pieces * random.int(Math.round(volume * 0.6), volume) };
  }
  if (mode === 'AIR') {
    const pieces = random.int(1, 40);
    const weight = pieces * random.int(15, 180);
    return { cargo: `${pieces} ${pieces === 1 ? 'package' : 'packages'}`, pieces, weight_kg: weight, volume_m3: Math.round(weight / random.int(120, 250) * 10) / 10 };
  }
  if (type === 'FTL') {
    const pieces = random.int(24, 33);
    return { cargo: `${pieces} pallets (full trailer)`, pieces, weight_kg: pieces * random.int(300, 700), volume_m3: Math.round(pieces * 1.6) };
  }
  if (type === 'Break Bulk') {
    const pieces = random.int(2, 12);
    return { cargo: `${pieces} crates`, pieces, weight_kg: pieces * random.int(800, 3_500), volume_m3: pieces * random.int(3, 9) };
  }
  // LCL and LTL: a few pallets.
  const pieces = random.int(1, 14);
  return { cargo: `${pieces} ${pieces === 1 ? 'pallet' : 'pallets'}`, pieces, weight_kg: pieces * random.int(150, 650), volume_m3: Math.round(pieces * random.float(1.0, 1.8) * 10) / 10 };
}

function carrierAndVehicle(random: Random, mode: Modality, etd: string | null): Pick<ShipmentFacts, 'carrier' | 'vehicle'> {
  const week = etd ? Math.floor(Date.parse(`${etd}T00:00:00Z`) / (7 * 86_400_000)) % 52 : 0;
  switch (mode) {
    case 'SEA': {
      const [carrier, , vessels] = random.pick(SEA_CARRIERS);
      return { carrier, vehicle: `${random.pick(vessels)} / ${String(week + 1).padStart(2, '0')}${random.int(1, 9)}${random.pick(['W', 'E', 'N', 'S'])}` };
    }
    case 'AIR': {
      const [carrier, code] = random.pick(AIR_CARRIERS);
      return { carrier, vehicle: `${code}${random.int(100, 9899)}` };
    }
    case 'ROA':
      return { carrier: random.pick(ROAD_CARRIERS), vehicle: `Truck ${random.code(2, 'ABCDEFGHJKLNPRSTVXZ')}-${random.int(100, 999)}-${random.code(2, 'BDFGHJKLNPRSTVXZ')}` };
    case 'MUL':
      return { carrier: random.pick(RAIL_CARRIERS), vehicle: `Train X${random.int(8000, 8999)}` };
  }
}

export interface FactsInput {
  mode: Modality;
  type: string;
  from: Place;
  to: Place;
  row: RouteColumns & { modality: Modality };
  etd: string | null;
  eta: string | null;
  ata: string | null;
  arrival_estimate: string | null;
}

/** Great-circle range of the consignee's town from the arrival place, km: an airport's trucks run shorter. */
const DELIVERY_KM: [number, number] = [20, 270];
const AIR_DELIVERY_KM: [number, number] = [12, 150];

function deliveryColumns(place: DeliveryPlace | null): DeliveryColumns {
  if (!place) return { delivery_place: null, delivery_name: null, delivery_country: null, delivery_lat: null, delivery_long: null };
  return { delivery_place: place.locode, delivery_name: place.name, delivery_country: place.countryName, delivery_lat: place.latitude, delivery_long: place.longitude };
}

export function shipmentFacts(random: Random, input: FactsInput): ShipmentFacts {
  const { mode, type, from, to } = input;
  const goods = cargo(random, mode, type);
  const who = carrierAndVehicle(random, mode, input.etd);
  const via =
    mode === 'SEA' ? bestHub(random, from, to, SEA_HUBS, 'seaport', 0.45, 1.12)
    : mode === 'AIR' ? (greatCircleKm(pos(from), pos(to)) > 3000 ? bestHub(random, from, to, AIR_HUBS, 'airport', 0.35, 1.1) : null)
    : mode === 'MUL' ? (findPlace(GAUGE_CHANGE, 'rail') && from.locode !== GAUGE_CHANGE && to.locode !== GAUGE_CHANGE ? GAUGE_CHANGE : null)
    : null;
  const delivery = deliveryColumns(mode === 'ROA' ? null : deliveryPlace(random, to, mode === 'AIR' ? AIR_DELIVERY_KM : DELIVERY_KM));
  const legs = chainLegs({ ...input.row, via, ...delivery }, { geometry: false });
  const emissions = shipmentEmissions(legs, goods.weight_kg);
  const onCarriage = delivery.delivery_place ? legs[legs.length - 1] : null;
  return {
    ...who,
    ...goods,
    via,
    ...delivery,
    delivery_km: onCarriage ? Math.round(onCarriage.distanceKm) : 0,
    distance_km: Math.round(legs.reduce((sum, leg) => sum + leg.distanceKm, 0)),
    co2e_kg: emissions.totalKg,
    delay_days: daysBetween(input.eta, input.ata ?? input.arrival_estimate),
  };
}
