/** API types for the entities of spec section 3, as they travel over the wire. */

export type Modality = 'SEA' | 'AIR' | 'MUL' | 'ROA';
/** Field errors as the API returns them on 400/422: the first message of each field is shown. */
export type FieldErrors = Record<string, string[]>;

export interface ApiErrorBody {
  message: string;
  errors?: FieldErrors;
  code?: string;
}

export interface MessageResponse {
  message: string;
  /** A route name (spec §7); `path` is the portal page it names. */
  redirect?: string;
  path?: string;
  param?: Record<string, string | number>;
}

// ---- Session, profile and selection ----

// Declared with their endpoints, in the portal, auth and profile slices' contracts.
export type { UserProfile, UserSetting, Licences, ImpersonationInfo, UserProfileResponse, CustomerOption, CustomerOptionsResponse } from '../contracts/portal';
export type { LoginResponse } from '../contracts/auth';
export type { AvatarUpdateResponse, OrganisationRef, UserDetailsResponse, ImpersonationResponse } from '../contracts/profile';

// ---- Shipments ----

export interface Shipment {
  shipmentid: string;
  modality: Modality;
  type: string;
  incoterm: string;
  goods: string;
  order_ref: string;
  departure_name: string;
  departure_city: string;
  departure_country: string;
  departure_lat: number;
  departure_long: number;
  departure: string | null;
  etd: string | null;
  atd: string | null;
  loadport: string | null;
  arrival_name: string;
  arrival_city: string;
  arrival_country: string;
  arrival_lat: number;
  arrival_long: number;
  arrival: string | null;
  eta: string | null;
  ata: string | null;
  dischargeport: string | null;
  progress: number;
  /** Days the arrival (actual, or the latest estimate) is after the planned ETA; null without a plan. */
  delay_days: number | null;
  /** delay_days beyond the threshold of rules/shipmentDelay. */
  delayed: boolean;
  /** Well-to-wheel CO₂e of the whole transport chain in kg (GLEC Framework / ISO 14083). */
  co2e_kg: number | null;
}

/**
 * GET /api/shipments/route/:mode/:id: how the shipment travels (sea lanes, great circle for
 * air, straight for road and rail), [lon, lat] pairs with longitudes unwrapped from the
 * departure's so that the line is continuous across the antimeridian; distanceKm its length.
 */
export interface ShipmentRoute {
  shipmentid: string;
  modality: Modality;
  coordinates: [number, number][];
  distanceKm: number;
}

export type ShipmentTotals = Record<Modality, number>;

export interface ShipmentsData {
  sea: Shipment[];
  air: Shipment[];
  roa: Shipment[];
  mul: Shipment[];
  totals: ShipmentTotals;
  updated: string;
  /** Active shipments per modality on time and delayed (rules/shipmentDelay). */
  performance: Record<Modality, { onTime: number; delayed: number }>;
  /** The selection's CO₂e (kg, well-to-wheel) of shipments departed this calendar year (UTC), per modality. */
  co2e: { year: number; kg: Record<Modality, number> };
}

/** A place of a shipment's journey with its UN/LOCODE and WGS84 position. */
export interface ShipmentPlace {
  locode: string;
  name: string;
  city: string;
  country: string;
  lat: number;
  lon: number;
}

type MilestoneState = 'actual' | 'estimated';

export interface Milestone {
  code: string;
  label: string;
  /** Where it happens (a port, terminal, airport or address). */
  place: string;
  locode: string | null;
  planned: string;
  /** The actual day once it happened, else the latest estimate. */
  date: string;
  state: MilestoneState;
  /** date − planned in days (negative: early). */
  delayDays: number;
  late: boolean;
}

export type LegMode = 'sea' | 'air' | 'rail' | 'road';

export interface EmissionLeg {
  mode: LegMode;
  from: string;
  to: string;
  /** Distance used for the calculation and how it was obtained. */
  distanceKm: number;
  distanceMethod: string;
  tonnes: number;
  /** Emission intensity, g CO₂e per tonne-km, well-to-wheel. */
  factor: number;
  factorName: string;
  factorSource: string;
  /** False while the value is not yet checked against the publisher's own table (the page says so). */
  factorChecked: boolean;
  co2eKg: number;
  /** Route drawn on the map, [lon, lat] pairs; empty when the leg has no known geometry. */
  coordinates: [number, number][];
}

export interface ShipmentEmissions {
  method: string;
  totalKg: number;
  legs: EmissionLeg[];
}

export interface ShipmentDocument {
  id: number;
  name: string;
  content_type: string;
  original_filename: string;
  filename: string;
  publication_date: string;
}

/** Who carries a shipment and what: the feed's facts as stored and as the detail shows them (a type alias: the seed's rows must stay assignable to the Db's parameters). */
export type ShipmentCarriage = {
  carrier: string;
  /** Vessel and voyage, flight, truck or train, where the mode has one. */
  vehicle: string | null;
  /** Containers or packages, e.g. "2 × 40' HC". */
  cargo: string;
  pieces: number;
  weight_kg: number;
  volume_m3: number;
};

/** GET /api/shipments/detail/:mode/:id */
export interface ShipmentDetail {
  shipment: Shipment &
    ShipmentCarriage & {
      status: 'Planned' | 'In transit' | 'Arrived' | 'Delivered';
      arrival_estimate: string | null;
      delivered_at: string | null;
    };
  origin: ShipmentPlace;
  destination: ShipmentPlace;
  via: ShipmentPlace | null;
  /** The consignee's town, where the on-carriage by truck ends; null without on-carriage (road). */
  delivery: ShipmentPlace | null;
  milestones: Milestone[];
  /** The index in milestones of the last event that happened (-1: none yet). */
  currentIndex: number;
  /** Where the cargo is now: [lon, lat], the share of the main carriage's line (0..1), and in words. */
  position: { coordinates: [number, number]; fraction: number; text: string };
  emissions: ShipmentEmissions;
  documents: ShipmentDocument[];
  /** The day the milestone history was generated for (the feed's day). */
  asOf: string;
}

// ---- Network and contact ----

// Declared with their endpoints, in the network slice's contract.
export type { NetworkLocation, NetworkData, NetworkOffices } from '../contracts/network';

// ---- External apps ----

/** Why an external app is refused: no licence on the account, or a group is selected. */
type ExternalAppRefusal = 'notLicensed' | 'groupSelected';

export interface TrackerCredentials {
  isLicensed: boolean;
  userEmail: string;
  userPassword: string;
  companyCode: string;
  trackerUrl?: string;
  loginUrl?: string;
  /** Set when isLicensed is false. */
  reason?: ExternalAppRefusal;
  /** Where a licence is requested (the API's LICENCE_REQUEST_EMAIL; the head office's address by default). */
  licenceRequestEmail?: string;
}

export interface KpiCredentials {
  isLicensed: boolean;
  accessToken: string;
  refreshToken: string;
  dashboardUrl?: string;
  /** Seconds the access token stays valid (0 when not licensed). */
  expiresIn?: number;
}

/** GET /api/externalapp/licences: what the current selection may open, without issuing tokens. */
export interface ExternalAppLicences {
  companyCode: string | null;
  isGroup: boolean;
  tracker: boolean;
  kpi: boolean;
  /** Where a licence is requested (the API's LICENCE_REQUEST_EMAIL). */
  licenceRequestEmail: string;
}

/** GET /api/externalapp/getMyTMSConfig: the TMS address for the current selection. */
export interface TmsConfig {
  isAvailable: boolean;
  url: string;
  companyCode: string | null;
}
