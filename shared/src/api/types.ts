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

interface Avatar {
  id: number;
  url: string;
}

interface Person {
  name: string;
  appellative: string;
}

export interface UserProfile {
  id: number;
  email: string;
  role: 'admin' | 'customer';
  person: Person;
  avatar: Avatar | null;
}

export interface UserSetting {
  language: string;
  dateFormat: string;
  defaultCustomer: string | null;
}

export interface Licences {
  tracker: boolean;
  kpi: boolean;
}

export interface ImpersonationInfo {
  impersonator: { id: number; email: string; name: string };
}

export interface UserProfileResponse {
  profile: UserProfile;
  userSetting: UserSetting;
  permissions: string[];
  licences: Licences;
  impersonation: ImpersonationInfo | null;
}

export interface LoginResponse {
  profile: UserProfile;
  csrfToken: string;
}

export interface CustomerOption {
  label: string;
  value: string;
}

export interface CustomerOptionsResponse {
  options: CustomerOption[];
  selected: string | null;
}

// ---- Shipments ----

// Declared with their endpoints, in the shipments slice's contract.
export type {
  Shipment,
  ShipmentRoute,
  ShipmentTotals,
  ShipmentsData,
  ShipmentPlace,
  Milestone,
  LegMode,
  EmissionLeg,
  ShipmentEmissions,
  ShipmentDocument,
  ShipmentCarriage,
  ShipmentDetail,
} from '../contracts/shipments';

// ---- Quotes ----

export interface Quote {
  quote_nr: string;
  modality: Modality;
  inco_terms: string;
  inco_terms_location: string;
  expected_departure: string;
  quote_status: string;
  expired: boolean;
  can_download: boolean;
  customer: string;
  customergroup?: string | null;
  requestor_email: string;
  created_at: string;
  origin_city: string;
  origin_country: string;
  destination_city: string;
  destination_country: string;
  goods_description: string;
  originCountry?: string;
  originCity?: string;
  /** Sent by this API besides the spec's fields. */
  customer_name?: string;
  origin_port?: string | null;
  destination_port?: string | null;
  /** The ports' own names and the countries' names, so a place reads "Tokyo, Japan (JPTYO)". */
  origin_port_name?: string | null;
  destination_port_name?: string | null;
  origin_country_name?: string | null;
  destination_country_name?: string | null;
  shipment_type?: string | null;
  /** An offer's last valid day (YYYY-MM-DD). */
  valid_until?: string | null;
}

export interface UnlocodeCountry {
  code: string;
  name: string;
}

export interface UnlocodePlace {
  unlocode: string;
  name: string;
  country: string;
  function?: string;
  subdivision?: string;
  is_port?: boolean;
  is_airport?: boolean;
  /** The place's own name the search matched ("Amsterdam Schiphol Airport"), when not its UN/LOCODE name. */
  also_named?: string;
}

// ---- Network and contact ----

// Declared with their endpoints, in the network slice's contract.
export type { NetworkLocation, NetworkData, NetworkOffices } from '../contracts/network';

// ---- External apps ----

// Declared with their endpoints, in the external apps slice's contract.
export type { ExternalAppLicences, TrackerCredentials, KpiCredentials, TmsConfig } from '../contracts/externalApps';

// ---- Profile: avatar, other users' profiles, impersonation ----

export interface AvatarUpdateResponse {
  avatarId: number;
}

export interface OrganisationRef {
  code: string;
  name: string;
}

/** GET /api/portal/users/:id, for user administrators. */
export interface UserDetailsResponse {
  profile: UserProfile;
  active: boolean;
  company: string | null;
  lastLoginAt: string | null;
  createdAt: string;
  customers: OrganisationRef[];
  groups: OrganisationRef[];
  /** The viewer may open the reference area's edit page (administration.users.edit). */
  canEdit: boolean;
  /** core.impersonate.start, not impersonating now, not an administrator, not oneself, active. */
  canImpersonate: boolean;
}

/** POST /api/portal/impersonate/:userId and /stop; userId is the impersonated user. */
export interface ImpersonationResponse {
  message: string;
  userId: number;
}
