import type { Modality } from '@portal/contracts/wire';
import { addDays } from '@portal/contracts/dates/days';
import type { SeedScale } from '../config';
import type { Db } from '../db';
import { SHIPMENTS_DAY_KEY } from '../modules/shipments/feedDay';
import type { SeededCustomer } from './organisations';
import type { Random } from '../core/random';
import { COUNTRIES, placesOfKind, seaportName, type Place, type PlaceKind } from '../geography/places';
import { shipmentReferences, type ShipmentReferences } from './references';
import { shipmentFacts, type ShipmentFacts } from './shipmentFacts';
import type { RouteColumns } from '../modules/shipments/detail/legs';

/**
 * Shipments over all four modalities for every organisation, on real lanes between real ports,
 * airports, rail terminals and European cities, with dates relative to the day of the seed so
 * that some are planned, some under way, some at the port with on-carriage open and most done.
 * SEED_SCALE=large grows LARGE_CUSTOMER_CODE to LARGE_SHIPMENT_COUNT shipments over ten years,
 * mostly by sea, about 2 000 of them active (the benchmark's organisation: its sea table holds
 * over 100 000 rows, the largest export).
 */
export const LARGE_CUSTOMER_CODE = 'C10001';
const LARGE_SHIPMENT_COUNT = 135_000;


interface ModeProfile {
  kind: PlaceKind;
  transit: [number, number];
  /** Days from arrival at the port to the final destination (0: the arrival is the destination). */
  onCarriage: [number, number];
  types: (readonly [string, number])[];
  incoterms: string[];
}

const MODES: Record<Modality, ModeProfile> = {
  SEA: {
    kind: 'seaport',
    transit: [18, 42],
    onCarriage: [2, 7],
    types: [
      ['FCL', 65],
      ['LCL', 35],
    ],
    incoterms: ['FOB', 'FOB', 'EXW', 'FCA', 'DAP', 'CFR', 'CIF', 'DDP'],
  },
  AIR: { kind: 'airport', transit: [1, 4], onCarriage: [1, 3], types: [['Loose cargo', 1]], incoterms: ['EXW', 'FCA', 'FCA', 'DAP', 'FOB', 'CPT', 'DDP'] },
  ROA: {
    kind: 'inland',
    transit: [1, 4],
    onCarriage: [0, 0],
    types: [
      ['FTL', 55],
      ['LTL', 45],
    ],
    incoterms: ['EXW', 'FCA', 'DAP', 'DAP', 'DDP', 'CPT'],
  },
  MUL: {
    kind: 'rail',
    transit: [15, 24],
    onCarriage: [1, 5],
    types: [
      ['FCL', 60],
      ['LCL', 25],
      ['Break Bulk', 15],
    ],
    incoterms: ['EXW', 'FCA', 'DAP', 'CPT', 'DDP'],
  },
};

const MODE_WEIGHTS: (readonly [Modality, number])[] = [
  ['SEA', 40],
  ['AIR', 25],
  ['ROA', 25],
  ['MUL', 10],
];
/**
 * The large organisation is a retailer's import book: containers from Asia above all, a little
 * air, road and rail. Some 80 % of its shipments go by sea, so its sea table passes 100 000 rows.
 */
const LARGE_MODE_WEIGHTS: (readonly [Modality, number])[] = [
  ['SEA', 80],
  ['AIR', 8],
  ['ROA', 8],
  ['MUL', 4],
];

/** The city an airport, port or terminal serves, where its name is not the city. */
const CITY_OF: Record<string, string> = {
  AMS: 'Amsterdam',
  BRU: 'Brussels',
  LGG: 'Liège',
  FRA: 'Frankfurt am Main',
  MUC: 'Munich',
  LEJ: 'Leipzig',
  LUX: 'Luxembourg',
  CDG: 'Paris',
  LHR: 'London',
  MXP: 'Milan',
  MAD: 'Madrid',
  ZRH: 'Zurich',
  IST: 'Istanbul',
  DXB: 'Dubai',
  DOH: 'Doha',
  BOM: 'Mumbai',
  DEL: 'Delhi',
  SIN: 'Singapore',
  HKG: 'Hong Kong',
  PVG: 'Shanghai',
  PEK: 'Beijing',
  CAN: 'Guangzhou',
  SZX: 'Shenzhen',
  CGO: 'Zhengzhou',
  TPE: 'Taipei',
  ICN: 'Seoul',
  NRT: 'Tokyo',
  BKK: 'Bangkok',
  SGN: 'Ho Chi Minh City',
  LAX: 'Los Angeles',
  JFK: 'New York',
  ORD: 'Chicago',
  ATL: 'Atlanta',
  MIA: 'Miami',
  ANC: 'Anchorage',
  MEM: 'Memphis',
  YYZ: 'Toronto',
  MEX: 'Mexico City',
  GRU: 'São Paulo',
  JNB: 'Johannesburg',
  NBO: 'Nairobi',
  SYD: 'Sydney',
  INNSA: 'Mumbai',
  TRAMR: 'Istanbul',
  AEJEA: 'Dubai',
  MAPTM: 'Tangier',
  GBLGP: 'London',
  THLCH: 'Chonburi',
  MYTPP: 'Johor Bahru',
  CNYTN: 'Shenzhen',
  CNNSA: 'Guangzhou',
  CNXIY: "Xi'an",
  DEDUI: 'Duisburg',
  DEHAM: 'Hamburg',
  USLGB: 'Long Beach',
};

interface Stop {
  locode: string;
  name: string;
  city: string;
  country: string;
  lat: number;
  long: number;
  /** What the loadport/dischargeport column shows. */
  port: string | null;
}

function stopOf(place: Place): Stop {
  const city = (place.iata && CITY_OF[place.iata]) || CITY_OF[place.locode] || place.name;
  const name = place.kind === 'seaport' ? seaportName(place.name) : place.kind === 'inland' ? `${place.name} distribution centre` : place.name;
  const port = place.kind === 'inland' ? null : `${place.name} (${place.iata ?? place.locode})`;
  return { locode: place.locode, name, city, country: place.countryName, lat: place.latitude, long: place.longitude, port };
}

const GOODS_BY_CUSTOMER: Record<string, string[]> = {
  C10001: ['Ladies apparel', 'Denim jeans', 'Footwear', 'Home textiles', 'Kitchenware', 'Toys'],
  C10002: ['Garden furniture', 'Terracotta pots', 'Garden tools', 'Artificial plants', 'Barbecues'],
  C10003: ['Sofas', 'Ceramic tableware', 'Lighting', 'Rugs', 'Bedding'],
  C10004: ['Oak furniture', 'Flat-pack wardrobes', 'Mattresses', 'Office chairs'],
  C10005: ['Laptops', 'LED displays', 'Smartphone accessories', 'Printed circuit boards', 'Lithium batteries (UN3480)'],
  C10006: ['Industrial solvents (UN1993)', 'Polymer granulate', 'Coating resins', 'Sodium hydroxide (UN1823)'],
  C10007: ['Stainless steel cookware', 'Glass food containers', 'Plastic storage boxes', 'Vacuum flasks'],
  C10008: ['Camping tents', 'Sleeping bags', 'Fishing equipment', 'Kayaks', 'Outdoor jackets'],
  C10009: ['Bluetooth speakers', 'Power banks', 'USB cables', 'Smart watches', 'Electronic components'],
  C10010: ['Chilled vegetables', 'Frozen fries', 'Apples', 'Pears', 'Cut flowers'],
};
const GENERIC_GOODS = ['General cargo', 'Machine parts', 'Consumer goods', 'Spare parts'];

// Type aliases (not interfaces), intersected: assignable to the Db's named parameters.
export type ShipmentRow = RouteColumns &
  ShipmentFacts &
  ShipmentReferences & {
    shipmentid: string;
    customer_id: number;
    modality: Modality;
    type: string;
    incoterm: string;
    goods: string;
    order_ref: string;
    loadport: string | null;
    etd: string | null;
    atd: string | null;
    dischargeport: string | null;
    eta: string | null;
    ata: string | null;
    delivered_at: string | null;
    arrival_estimate: string | null;
    created_at: string;
    updated_at: string;
    /** The day the feed generated this row for (the daily refresh's progress, simulation/feed.ts). */
    feed_day: string;
  };

interface Lanes {
  home: Place[];
  abroad: Place[];
  all: Place[];
}

/** Places near the customer (its continent) and far away, per kind. */
function lanesFor(customer: SeededCustomer): Record<PlaceKind, Lanes> {
  const continent = COUNTRIES[customer.country]?.continent ?? 'Europe';
  const out = {} as Record<PlaceKind, Lanes>;
  for (const kind of ['seaport', 'airport', 'inland', 'rail'] as PlaceKind[]) {
    const all = placesOfKind(kind);
    const home = all.filter((p) => p.continent === continent);
    const abroad = all.filter((p) => p.continent !== continent);
    out[kind] = { home: home.length ? home : all, abroad: abroad.length ? abroad : all, all };
  }
  return out;
}

function pickTwoDistinct(random: Random, from: Place[], to: Place[]): [Place, Place] {
  const a = random.pick(from);
  let b = random.pick(to);
  for (let i = 0; i < 10 && b.locode === a.locode; i++) b = random.pick(to);
  return [a, b];
}

function route(random: Random, mode: Modality, lanes: Record<PlaceKind, Lanes>): [Place, Place] {
  if (mode === 'ROA') return pickTwoDistinct(random, lanes.inland.all, lanes.inland.all);
  if (mode === 'MUL') {
    // China–Europe rail: mostly westbound, from a Chinese hub to a European terminal.
    const rail = lanes.rail.all;
    const china = rail.filter((p) => p.countryCode === 'CN');
    const europe = rail.filter((p) => p.continent === 'Europe');
    return random.chance(0.8) ? pickTwoDistinct(random, china, europe) : pickTwoDistinct(random, europe, china);
  }
  const { home, abroad } = lanes[MODES[mode].kind];
  // Three in four are imports to the customer's region.
  return random.chance(0.75) ? pickTwoDistinct(random, abroad, home) : pickTwoDistinct(random, home, abroad);
}

export interface TimelineOptions {
  today: string;
  /** ETDs fall between today - pastDays and today + 30. */
  pastDays: number;
}

/** Planned and actual dates of one shipment, as far as they have happened by `today`. */
export function timeline(random: Random, mode: Modality, { today, pastDays }: TimelineOptions) {
  const profile = MODES[mode];
  const etd = addDays(today, random.int(-pastDays, 30));
  const eta = addDays(etd, random.int(...profile.transit));
  const departed = addDays(
    etd,
    random.weighted([
      [0, 70],
      [1, 20],
      [2, 10],
    ]),
  );
  const atd = departed <= today ? departed : null;
  const planned = addDays(
    eta,
    random.weighted([
      [-1, 10],
      [0, 55],
      [1, 20],
      [2, 10],
      [4, 5],
    ]),
  );
  // A late departure cannot arrive before it left: at least a day after the actual departure.
  const arrived = planned > departed ? planned : addDays(departed, 1);
  const ata = atd && arrived <= today ? arrived : null;
  const delivered = ata ? addDays(ata, random.int(...profile.onCarriage)) : null;
  const delivered_at = delivered && delivered <= today ? delivered : null;
  // The carrier's latest estimate while the shipment is not yet there: the plan until it should
  // have left, then the arrival it will make (a late departure or a slow voyage shows early).
  const arrival_estimate = ata ? null : atd || etd <= today ? arrived : eta;
  return { etd, eta, atd, ata, delivered_at, arrival_estimate };
}

interface BuildOptions extends TimelineOptions {
  now: Date;
  /** How often each mode comes: MODE_WEIGHTS, or the large organisation's own. */
  modeWeights: readonly (readonly [Modality, number])[];
  seq: number;
  /** The stream of the facts added with the shipment detail (carrier, cargo, hub, CO₂e). */
  facts: Random;
}

function buildShipment(random: Random, customer: SeededCustomer, lanes: Record<PlaceKind, Lanes>, options: BuildOptions): ShipmentRow {
  const mode = random.weighted(options.modeWeights);
  const profile = MODES[mode];
  const [from, to] = route(random, mode, lanes);
  const dates = timeline(random, mode, options);
  // A few bookings have no ETD yet: they exist but stay out of every list until planned.
  const planned = random.chance(0.96);
  const departure = stopOf(from);
  const arrival = stopOf(to);
  const active = planned && !dates.delivered_at;
  const touched = active
    ? new Date(options.now.getTime() - random.int(2, 45) * 60_000)
    : new Date(`${dates.delivered_at ?? addDays(dates.etd, -7)}T${String(random.int(6, 20)).padStart(2, '0')}:00:00Z`);
  // Booked one to three weeks before departure, and never after the seed.
  const booked = Date.parse(`${addDays(dates.etd, -random.int(7, 21))}T09:00:00Z`);
  const created = new Date(Math.min(booked, options.now.getTime() - random.int(60, 600) * 60_000));
  const when = planned ? dates : { etd: null, eta: null, atd: null, ata: null, delivered_at: null, arrival_estimate: null };
  const type = random.weighted(profile.types);
  const facts = shipmentFacts(options.facts, {
    mode,
    type,
    from,
    to,
    row: {
      modality: mode,
      departure: departure.locode, departure_name: departure.name, departure_city: departure.city, departure_country: departure.country, departure_lat: departure.lat, departure_long: departure.long,
      arrival: arrival.locode, arrival_name: arrival.name, arrival_city: arrival.city, arrival_country: arrival.country, arrival_lat: arrival.lat, arrival_long: arrival.long,
    },
    etd: when.etd,
    eta: when.eta,
    ata: when.ata,
    arrival_estimate: when.arrival_estimate,
  });
  const shipmentid = `${mode}${dates.etd.slice(2, 4)}-${String(options.seq).padStart(6, '0')}`;
  return {
    shipmentid,
    customer_id: customer.id,
    modality: mode,
    type,
    incoterm: random.pick(profile.incoterms),
    goods: random.pick(GOODS_BY_CUSTOMER[customer.code] ?? GENERIC_GOODS),
    order_ref: `PO-${customer.code.slice(-3)}-${random.int(10000, 99999)}`,
    departure: departure.locode,
    departure_name: departure.name,
    departure_city: departure.city,
    departure_country: departure.country,
    departure_lat: departure.lat,
    departure_long: departure.long,
    loadport: departure.port,
    arrival: arrival.locode,
    arrival_name: arrival.name,
    arrival_city: arrival.city,
    arrival_country: arrival.country,
    arrival_lat: arrival.lat,
    arrival_long: arrival.long,
    dischargeport: arrival.port,
    ...when,
    ...facts,
    ...shipmentReferences(mode, shipmentid),
    created_at: created.toISOString(),
    // Never in the future (a delivery of today stamped later in the day) nor before creation.
    updated_at: new Date(Math.max(created.getTime(), Math.min(touched.getTime(), options.now.getTime() - 60_000))).toISOString(),
    feed_day: options.today,
  };
}

const COLUMNS: (keyof ShipmentRow)[] = [
  'shipmentid', 'customer_id', 'modality', 'type', 'incoterm', 'goods', 'order_ref',
  'departure', 'departure_name', 'departure_city', 'departure_country', 'departure_lat', 'departure_long', 'loadport', 'etd', 'atd',
  'arrival', 'arrival_name', 'arrival_city', 'arrival_country', 'arrival_lat', 'arrival_long', 'dischargeport', 'eta', 'ata', 'delivered_at',
  'arrival_estimate', 'carrier', 'vehicle', 'cargo', 'pieces', 'weight_kg', 'volume_m3', 'via', 'delivery_km', 'distance_km', 'co2e_kg', 'delay_days',
  'delivery_place', 'delivery_name', 'delivery_country', 'delivery_lat', 'delivery_long',
  'container_number', 'bill_of_lading', 'air_waybill', 'cmr_number',
  'created_at', 'updated_at', 'feed_day',
];
/** A row's parameters: the row's own names when a statement has one row, `<column>_<i>` when it has several. */
const paramName = (column: string, i: number, count: number) => (count === 1 ? column : `${column}_${i}`);
const rowValues = (i: number, count: number) => `(${COLUMNS.map((c) => `@${paramName(c, i, count)}`).join(', ')})`;
const insertShipments = (count: number) => `INSERT INTO shipments (${COLUMNS.join(', ')}) VALUES ${Array.from({ length: count }, (_, i) => rowValues(i, count)).join(', ')}`;
/** The refresh writes each row in place (its reference is its key): no moment without the shipment. */
const upsertShipments = (count: number) =>
  `${insertShipments(count)} ON CONFLICT (shipmentid) DO UPDATE SET ${COLUMNS.filter((c) => c !== 'shipmentid')
    .map((c) => `${c} = excluded.${c}`)
    .join(', ')} WHERE shipments.booked_at IS NULL`;

/** Each statement's text, made once per row count (a full batch, and the last one's remainder). */
const statements = new Map<string, string>();
const statementFor = (upsert: boolean, count: number): string => {
  const key = `${upsert ? 'upsert' : 'insert'} ${count}`;
  let sql = statements.get(key);
  if (!sql) statements.set(key, (sql = upsert ? upsertShipments(count) : insertShipments(count)));
  return sql;
};

/**
 * Writes `rows` in statements of the engine's bulk size each (Dialect.bulkInsertRows: many rows
 * per INSERT on PostgreSQL, one prepared statement per row on SQLite): `insert` into an empty feed
 * (the seed), `upsert` in place of the stored rows of the same reference (the daily refresh; a
 * booked shipment is the customer's and stays as it is). The references of one call are distinct
 * (one statement may not touch a row twice). The caller holds the transaction.
 */
export async function writeShipments(db: Db, rows: readonly ShipmentRow[], mode: 'insert' | 'upsert'): Promise<void> {
  const size = db.dialect.bulkInsertRows;
  for (let start = 0; start < rows.length; start += size) {
    const part = rows.slice(start, start + size);
    let params: Record<string, unknown> = part[0];
    if (part.length > 1) {
      params = {};
      for (let i = 0; i < part.length; i++) for (const c of COLUMNS) params[paramName(c, i, part.length)] = part[i][c];
    }
    await db.run(statementFor(mode === 'upsert', part.length), params);
  }
}

/** app_meta key holding the day (Y-m-d) the stored shipments were generated for. */
/** app_meta key and value of what the generator writes: a database of an older generator is re-generated. */
export const SHIPMENTS_VERSION_KEY = 'shipments_feed_version';
export const SHIPMENTS_FEED_VERSION = '7-unique-references';

export interface GenerateOptions {
  /** The shipments slice's stream; each organisation forks its own from it. */
  random: Random;
  customers: readonly SeededCustomer[];
  scale: SeedScale;
  /** Y-m-d: every shipment date is relative to it. */
  today: string;
  /** Dates the last synchronisation ("last updated N minutes ago"). */
  now: Date;
}

/**
 * The shipments of `customers` for `today`, in the feed's order (the order fixes the references:
 * the same day and organisations give the same shipments). CPU only: the caller writes them.
 */
export function* shipmentRows({ random, customers, scale, today, now }: GenerateOptions): Generator<ShipmentRow> {
  let seq = 0;
  for (const customer of customers) {
    const stream = random.fork(customer.code);
    const facts = random.fork(`${customer.code}:facts`);
    const lanes = lanesFor(customer);
    const large = scale === 'large' && customer.code === LARGE_CUSTOMER_CODE;
    // Normal: a year of business. Large: 135 000 over ten years, which leaves some 2 000 under
    // way at any time (the dashboard's list) and a sea table past 100 000 rows (the export).
    const count = large ? LARGE_SHIPMENT_COUNT : stream.int(220, 380);
    const pastDays = large ? 3650 : 330;
    const modeWeights = large ? LARGE_MODE_WEIGHTS : MODE_WEIGHTS;
    for (let i = 0; i < count; i++) {
      seq += 1;
      yield buildShipment(stream, customer, lanes, { today, pastDays, now, seq, facts, modeWeights });
    }
  }
}

/** The position of a row in the feed's order, from its reference (`SEA26-000042` → 42). */
export const feedSeqOf = (shipmentid: string): number => Number(shipmentid.slice(shipmentid.lastIndexOf('-') + 1));

/** Records the day the stored shipments were generated for, and by which generator. */
export async function recordFeedDay(db: Db, today: string): Promise<void> {
  const upsert = 'INSERT INTO app_meta (meta_key, meta_value) VALUES (@key, @value) ON CONFLICT (meta_key) DO UPDATE SET meta_value = excluded.meta_value';
  await db.run(upsert, { key: SHIPMENTS_DAY_KEY, value: today });
  await db.run(upsert, { key: SHIPMENTS_VERSION_KEY, value: SHIPMENTS_FEED_VERSION });
}

/**
 * Inserts the shipments of `customers` for `today` and records the day, into an empty feed (the
 * seed). The caller wraps it in a transaction.
 */
/** Rows the seed holds before it writes them: several of PostgreSQL's statements' worth, little memory. */
const WRITE_CHUNK = 2_000;

export async function generateShipments(options: GenerateOptions & { db: Db }): Promise<number> {
  let count = 0;
  let batch: ShipmentRow[] = [];
  for (const row of shipmentRows(options)) {
    batch.push(row);
    count++;
    if (batch.length === WRITE_CHUNK) {
      await writeShipments(options.db, batch, 'insert');
      batch = [];
    }
  }
  await writeShipments(options.db, batch, 'insert');
  await recordFeedDay(options.db, options.today);
  return count;
}
