/**
 * JSON Schemas (2020-12, as OpenAPI 3.1 uses) of the answers of the public routes that no slice's
 * contract declares yet (shared/src/contracts/ declare theirs), written from the shared wire types
 * (shared/src/api/types.ts) and checked
 * against every answer the API tests receive (test/contract). Objects list every field and allow
 * no other: a field added to an answer fails the tests until it is documented here. Responses are
 * serialized with JSON.stringify, never from these schemas, so a missing field is a failing test,
 * never a field silently dropped from a screen.
 */
export type JsonSchema = Record<string, unknown>;

const str: JsonSchema = { type: 'string' };
const num: JsonSchema = { type: 'number' };
const int: JsonSchema = { type: 'integer' };
const bool: JsonSchema = { type: 'boolean' };
const day: JsonSchema = { type: 'string', format: 'date', example: '2026-11-24' };
const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
const orNull = (schema: JsonSchema): JsonSchema => ({ ...schema, type: [schema.type as string, 'null'] });
const listOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
const lonLat: JsonSchema = { type: 'array', items: num, minItems: 2, maxItems: 2, description: '[longitude, latitude] (WGS84)' };

/** An object with exactly these fields; those in `optional` may be absent. */
export function object(properties: Record<string, JsonSchema>, optional: string[] = [], extra: JsonSchema = {}): JsonSchema {
  return { type: 'object', properties, required: Object.keys(properties).filter((k) => !optional.includes(k)), additionalProperties: false, ...extra };
}

const modality: JsonSchema = { type: 'string', enum: ['SEA', 'AIR', 'MUL', 'ROA'] };

export const errorBody = object(
  {
    message: str,
    errors: { type: 'object', additionalProperties: listOf(str), description: 'Messages per field (nested fields dotted), first message first.' },
    code: { type: 'string', example: 'VALIDATION' },
  },
  ['errors', 'code'],
  { example: { message: 'The given data was invalid.', errors: { name: ['The name field is required.'] }, code: 'VALIDATION' } },
);

const shipmentFields = {
  shipmentid: { type: 'string', example: 'SEA26-000006' },
  modality,
  type: { type: 'string', example: 'FCL' },
  incoterm: { type: 'string', example: 'CFR' },
  goods: str,
  order_ref: str,
  departure: orNull({ type: 'string', description: 'UN/LOCODE of the place of departure' }),
  departure_name: str,
  departure_city: str,
  departure_country: str,
  departure_lat: num,
  departure_long: num,
  etd: orNull(day),
  atd: orNull(day),
  loadport: orNull(str),
  arrival: orNull({ type: 'string', description: 'UN/LOCODE of the place of arrival' }),
  arrival_name: str,
  arrival_city: str,
  arrival_country: str,
  arrival_lat: num,
  arrival_long: num,
  eta: orNull(day),
  ata: orNull(day),
  dischargeport: orNull(str),
  progress: { type: 'number', minimum: 0, maximum: 100, description: 'Per cent of the journey done' },
  delay_days: orNull({ type: 'integer', description: 'Days the arrival is after the planned ETA' }),
  delayed: bool,
  co2e_kg: orNull({ type: 'number', description: 'Well-to-wheel CO2e of the transport chain (GLEC / ISO 14083), kg' }),
};

const shipment = object(shipmentFields);

const perModality = (value: JsonSchema): JsonSchema => object({ SEA: value, AIR: value, MUL: value, ROA: value });

export const shipmentsList = object({ shipments: listOf(shipment), updated: orNull(dateTime) });
export const shipmentsData = object({
  sea: listOf(shipment),
  air: listOf(shipment),
  roa: listOf(shipment),
  mul: listOf(shipment),
  totals: perModality(int),
  updated: { type: 'string', description: 'Last change of the data in scope (ISO-8601), empty when none' },
  performance: perModality(object({ onTime: int, delayed: int })),
  co2e: object({ year: int, kg: perModality(num) }),
});
export const shipmentTotals = object({ totals: perModality(int) });
export const shipmentsUpdated = object({ updated: orNull(dateTime) });

export const shipmentRoute = object({ shipmentid: str, modality, coordinates: listOf(lonLat), distanceKm: num });

const place = object({ locode: str, name: str, city: str, country: str, lat: num, lon: num });
const milestone = object({
  code: { type: 'string', example: 'DEP' },
  label: str,
  place: str,
  locode: orNull(str),
  planned: day,
  date: day,
  state: { type: 'string', enum: ['actual', 'estimated'] },
  delayDays: int,
  late: bool,
});
const emissionLeg = object({
  mode: { type: 'string', enum: ['sea', 'air', 'rail', 'road'] },
  from: str,
  to: str,
  distanceKm: num,
  distanceMethod: str,
  tonnes: num,
  factor: { type: 'number', description: 'g CO2e per tonne-km, well-to-wheel' },
  factorName: str,
  factorSource: str,
  factorChecked: { type: 'boolean', description: 'False while the factor is not yet checked against its publisher\'s own table' },
  co2eKg: num,
  coordinates: listOf(lonLat),
});
const shipmentDocument = object({ id: int, name: str, content_type: str, original_filename: str, filename: str, publication_date: day });

export const shipmentDetail = object({
  shipment: object(
    {
      ...shipmentFields,
      status: { type: 'string', enum: ['Planned', 'In transit', 'Arrived', 'Delivered'] },
      carrier: str,
      vehicle: orNull(str),
      cargo: str,
      pieces: int,
      weight_kg: num,
      volume_m3: num,
      arrival_estimate: orNull(day),
      delivered_at: orNull(day),
      via: orNull(str),
      delivery_km: orNull(num),
      distance_km: orNull(num),
      // The consignee's town, where the on-carriage ends (none for road).
      delivery: orNull(str),
      delivery_place: orNull(str),
      delivery_name: orNull(str),
      delivery_country: orNull(str),
      delivery_lat: orNull(num),
      delivery_long: orNull(num),
    },
    ['via', 'delivery_km', 'distance_km', 'delivery', 'delivery_place', 'delivery_name', 'delivery_country', 'delivery_lat', 'delivery_long'],
  ),
  origin: place,
  destination: place,
  via: orNull(place),
  delivery: { ...orNull(place), description: 'The consignee\'s town, where the on-carriage by truck ends; null without on-carriage (road)' },
  milestones: listOf(milestone),
  currentIndex: { type: 'integer', description: 'Index in milestones of the last event that happened (-1: none yet)' },
  position: object({ coordinates: lonLat, fraction: num, text: str }),
  emissions: object({ method: str, totalKg: num, legs: listOf(emissionLeg) }),
  documents: listOf(shipmentDocument),
  asOf: day,
});

export const message = object({ message: str, redirect: str, param: { type: 'object', additionalProperties: { type: ['string', 'number'] } } }, ['redirect', 'param']);


/** A page of a table (GET …/rows): its rows and the count of all rows that match the filter. */
export const tablePage = (row: JsonSchema): JsonSchema => object({ rows: listOf(row), total: int });

export const myShipmentRow = object(
  {
    shipmentid: str,
    status: str,
    departure_name: str,
    arrival_name: str,
    etd: orNull(day),
    eta: orNull(day),
    progress: num,
    delayed: bool,
    delay_days: orNull(int),
    co2e_kg: orNull(num),
    atd: orNull(day),
    ata: orNull(day),
    departure_city: str,
    departure_country: str,
    arrival_city: str,
    arrival_country: str,
    departure: orNull(str),
    arrival: orNull(str),
    loadport: orNull(str),
    dischargeport: orNull(str),
    type: str,
    incoterm: str,
    goods: str,
    order_ref: str,
    carrier: orNull(str),
    weight_kg: orNull(num),
  },
  // Road tables have no ports.
  ['loadport', 'dischargeport'],
  { description: 'A row as the table serves it; the fields depend on the table\'s columns.' },
);
export const myDocumentRow = object(
  { id: int, name: str, content_type: str, original_filename: str, publication_date: day, expiration_date: orNull(day), size: orNull(int), filename: str, quote_nr: orNull(str) },
  ['size', 'quote_nr'],
);
export const myOfferRow = object({
  id: int,
  quote_nr: str,
  name: str,
  modality,
  origin: str,
  destination: str,
  publication_date: day,
  expiration_date: orNull(day),
  original_filename: str,
  filename: str,
});

/** Internal table routes (administration): the columns decide the row, so rows are open objects. */
export const tableInit = object(
  {
    name: str,
    columns: listOf({ type: 'object', required: ['field', 'headerName', 'type'], properties: { field: str, headerName: str, type: { type: 'string', enum: ['text', 'number', 'date', 'boolean'] } } }),
    filterData: { type: 'object', additionalProperties: object({ min: orNull(str), max: orNull(str) }) },
    defaultSort: listOf(object({ colId: str, sort: { type: 'string', enum: ['asc', 'desc'] } })),
    idField: str,
  },
  ['filterData', 'defaultSort', 'idField'],
);
export const anyRow: JsonSchema = { type: 'object' };
