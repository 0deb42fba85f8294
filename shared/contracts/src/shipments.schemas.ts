import {
  Array as List,
  Boolean as Bool,
  Integer,
  Null,
  Number as Num,
  Object as Obj,
  Optional,
  String as Str,
  Union,
  Unsafe,
  type TSchema,
} from '@sinclair/typebox';
import { updatedAtField } from './changes';
import { oneOf, strict } from './schemas';
import { SHIPMENT_STATUSES } from './rules/shipmentStatus';

/**
 * The shipments slice's answers (spec section 3's shipment as it travels), used by its contract
 * (shipments.ts) and the My Shipments tables' rows (tables.ts). Objects allow no field they do
 * not list: an answer with an undeclared field fails the API tests' document check.
 */
const orNull = <T extends TSchema>(schema: T) => Union([schema, Null()]);
const day = Str({ format: 'date', examples: ['2026-11-24'] });
/** Not TypeBox's Tuple: its `items` array is not JSON Schema 2020-12 (the OpenAPI document's). */
const lonLat = Unsafe<[number, number]>({ type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2, description: '[longitude, latitude] (WGS84)' });

export const MODALITIES = ['SEA', 'AIR', 'MUL', 'ROA'] as const;
export const modalitySchema = oneOf(MODALITIES);

/** One of the four modalities' figures: `{ SEA, AIR, MUL, ROA }`. */
const perModality = <T extends TSchema>(value: T) => Obj({ SEA: value, AIR: value, MUL: value, ROA: value }, strict);

const shipmentFields = {
  shipmentid: Str({ examples: ['SEA26-000006'] }),
  modality: modalitySchema,
  type: Str({ examples: ['FCL'] }),
  incoterm: Str({ examples: ['CFR'] }),
  goods: Str(),
  order_ref: Str(),
  departure: orNull(Str({ description: 'UN/LOCODE of the place of departure' })),
  departure_name: Str(),
  departure_city: Str(),
  departure_country: Str(),
  departure_lat: Num(),
  departure_long: Num(),
  etd: orNull(day),
  atd: orNull(day),
  loadport: orNull(Str()),
  arrival: orNull(Str({ description: 'UN/LOCODE of the place of arrival' })),
  arrival_name: Str(),
  arrival_city: Str(),
  arrival_country: Str(),
  arrival_lat: Num(),
  arrival_long: Num(),
  eta: orNull(day),
  ata: orNull(day),
  dischargeport: orNull(Str()),
  progress: Num({ minimum: 0, maximum: 100, description: 'Per cent of the journey done' }),
  delay_days: orNull(Integer({ description: 'Days the arrival (actual, or the latest estimate) is after the planned ETA' })),
  delayed: Bool({ description: 'delay_days beyond the threshold of rules/shipmentDelay' }),
  co2e_kg: orNull(Num({ description: 'Well-to-wheel CO2e of the transport chain (GLEC / ISO 14083), kg' })),
};

/** A listed shipment (the dashboard's lists, /shipments/shipments): its fields and when they last changed. */
export const shipmentSchema = Obj({ ...shipmentFields, updatedAt: updatedAtField('shipment') }, { ...strict, title: 'Shipment' });

/** The stored fields: progress moves with the clock, not with a change. */
const withoutProgress = ({ progress: _progress, ...rest }: typeof shipmentFields) => rest;
/** A shipment as the changes feed lists it: its stored fields and when they last changed. */
export const shipmentChangeSchema = Obj(
  { ...withoutProgress(shipmentFields), updatedAt: updatedAtField('shipment') },
  { ...strict, title: 'ShipmentChange' },
);

export const shipmentTotalsSchema = perModality(Integer());

/** What the dashboard's answer says besides its lists of shipments. */
const dashboardFigures = {
  totals: shipmentTotalsSchema,
  updated: Str({ description: 'Last change of the data in scope (ISO-8601), empty when none' }),
  performance: perModality(Obj({ onTime: Integer(), delayed: Integer() }, strict)),
  co2e: Obj({ year: Integer(), kg: perModality(Num()) }, strict),
};

export const shipmentsDataSchema = Obj(
  {
    sea: List(shipmentSchema),
    air: List(shipmentSchema),
    roa: List(shipmentSchema),
    mul: List(shipmentSchema),
    ...dashboardFigures,
  },
  strict,
);

/**
 * The dashboard's first screen in a few KB: the figures of the whole answer above, how
 * many shipments each of its lists holds, and the first of them in the same order.
 */
export const shipmentsOverviewSchema = Obj(
  {
    active: perModality(Integer({ minimum: 0, description: 'Shipments under way: the length of the whole answer\'s list of that modality' })),
    first: Obj(
      { sea: List(shipmentSchema), air: List(shipmentSchema), roa: List(shipmentSchema), mul: List(shipmentSchema) },
      { ...strict, description: "The start of each of the whole answer's lists, in its order" },
    ),
    ...dashboardFigures,
  },
  strict,
);

/**
 * How a shipment travels (sea lanes, great circle for air, straight for road and rail), [lon, lat]
 * pairs with longitudes unwrapped from the departure's so that the line is continuous across the
 * antimeridian; distanceKm its length.
 */
export const shipmentRouteSchema = Obj({ shipmentid: Str(), modality: modalitySchema, coordinates: List(lonLat), distanceKm: Num() }, { ...strict, title: 'ShipmentRoute' });

/** A place of a shipment's journey with its UN/LOCODE and WGS84 position. */
export const shipmentPlaceSchema = Obj({ locode: Str(), name: Str(), city: Str(), country: Str(), lat: Num(), lon: Num() }, { ...strict, title: 'ShipmentPlace' });

export const milestoneSchema = Obj(
  {
    code: Str({ examples: ['DEP'] }),
    label: Str(),
    place: Str({ description: 'Where it happens (a port, terminal, airport or address)' }),
    locode: orNull(Str()),
    planned: day,
    date: Str({ format: 'date', description: 'The actual day once it happened, else the latest estimate' }),
    state: oneOf(['actual', 'estimated']),
    delayDays: Integer({ description: 'date − planned in days (negative: early)' }),
    late: Bool(),
  },
  { ...strict, title: 'Milestone' },
);

export const LEG_MODES = ['sea', 'air', 'rail', 'road'] as const;

export const emissionLegSchema = Obj(
  {
    mode: oneOf(LEG_MODES),
    from: Str(),
    to: Str(),
    distanceKm: Num({ description: 'Distance used for the calculation (distanceMethod: how it was obtained)' }),
    distanceMethod: Str(),
    tonnes: Num(),
    factor: Num({ description: 'g CO2e per tonne-km, well-to-wheel' }),
    factorName: Str(),
    factorSource: Str(),
    factorChecked: Bool({ description: "False while the factor is not yet checked against its publisher's own table" }),
    co2eKg: Num(),
    coordinates: List(lonLat, { description: 'The leg drawn on the map; empty when it has no known geometry' }),
  },
  { ...strict, title: 'EmissionLeg' },
);

export const shipmentEmissionsSchema = Obj({ method: Str(), totalKg: Num(), legs: List(emissionLegSchema) }, { ...strict, title: 'ShipmentEmissions' });

export const shipmentDocumentSchema = Obj(
  { id: Integer(), name: Str(), content_type: Str(), original_filename: Str(), filename: Str(), publication_date: day },
  { ...strict, title: 'ShipmentDocument' },
);

/** Who carries a shipment and what: the feed's facts as stored and as the detail shows them. */
const carriageFields = {
  carrier: Str(),
  vehicle: orNull(Str({ description: 'Vessel and voyage, flight, truck or train, where the mode has one' })),
  cargo: Str({ description: 'Containers or packages, e.g. "2 × 40\' HC"' }),
  pieces: Integer(),
  weight_kg: Num(),
  volume_m3: Num(),
};

export const shipmentDetailSchema = Obj(
  {
    shipment: Obj(
      {
        ...shipmentFields,
        status: oneOf([...SHIPMENT_STATUSES]),
        ...carriageFields,
        arrival_estimate: orNull(day),
        delivered_at: orNull(day),
        via: Optional(orNull(Str())),
        delivery_km: Optional(orNull(Num())),
        distance_km: Optional(orNull(Num())),
        // The consignee's town, where the on-carriage ends (none for road).
        delivery: Optional(orNull(Str())),
        delivery_place: Optional(orNull(Str())),
        delivery_name: Optional(orNull(Str())),
        delivery_country: Optional(orNull(Str())),
        delivery_lat: Optional(orNull(Num())),
        delivery_long: Optional(orNull(Num())),
        // The transport documents' references besides order_ref (the PO number); null where the mode has none.
        container_number: Optional(orNull(Str({ description: 'Sea and rail: the container, ISO 6346 (owner code, U, serial, check digit)', examples: ['MSCU1234565'] }))),
        bill_of_lading: Optional(orNull(Str({ description: 'Sea: the bill of lading number', examples: ['MSCU260123456'] }))),
        air_waybill: Optional(orNull(Str({ description: 'Air: the air waybill, xxx-xxxxxxxx (airline prefix, serial, mod-7 check digit)', examples: ['020-12345675'] }))),
        cmr_number: Optional(orNull(Str({ description: 'Road: the CMR consignment note number', examples: ['CMR26012345'] }))),
      },
      strict,
    ),
    origin: shipmentPlaceSchema,
    destination: shipmentPlaceSchema,
    via: orNull(shipmentPlaceSchema),
    delivery: Union([shipmentPlaceSchema, Null()], {
      description: "The consignee's town, where the on-carriage by truck ends; null without on-carriage (road)",
    }),
    milestones: List(milestoneSchema),
    currentIndex: Integer({ description: 'Index in milestones of the last event that happened (-1: none yet)' }),
    position: Obj(
      { coordinates: lonLat, fraction: Num(), text: Str() },
      { ...strict, description: "Where the cargo is now: [lon, lat], the share of the main carriage's line (0..1), and in words" },
    ),
    emissions: shipmentEmissionsSchema,
    documents: List(shipmentDocumentSchema),
    asOf: Str({ format: 'date', description: "The day the milestone history was generated for (the feed's day)" }),
  },
  { ...strict, title: 'ShipmentDetail' },
);

/** A row of the My Shipments tables as the table serves it (mock-api/src/modules/shipments/tables.ts's columns). */
const withoutPlaces = ({ modality: _modality, departure_lat: _dLat, departure_long: _dLong, arrival_lat: _aLat, arrival_long: _aLong, ...rest }: typeof shipmentFields) => rest;
// A call, not a destructuring statement, so a browser build can leave it out (webpack/browserContractLoader.cjs).
const rowFields = withoutPlaces(shipmentFields);
export const myShipmentRowSchema = Obj(
  {
    ...rowFields,
    status: Str(),
    // Road tables have no ports.
    loadport: Optional(rowFields.loadport),
    dischargeport: Optional(rowFields.dischargeport),
    carrier: orNull(Str()),
    weight_kg: orNull(Num()),
    updatedAt: updatedAtField('shipment'),
  },
  { ...strict, title: 'MyShipmentRow' },
);
