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
export type { UserProfile, UserSetting, Licences, ImpersonationInfo, UserProfileResponse, CustomerOption, CustomerOptionsResponse } from './portal';
export type { LoginResponse } from './auth';
export type { AvatarUpdateResponse, OrganisationRef, UserDetailsResponse, ImpersonationResponse } from './profile';

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
} from './shipments';

// ---- Network and contact ----

// Declared with their endpoints, in the network slice's contract.
export type { NetworkLocation, NetworkData, NetworkOffices } from './network';

// ---- External apps ----

// Declared with their endpoints, in the external apps slice's contract.
export type { ExternalAppLicences, TrackerCredentials, KpiCredentials, TmsConfig } from './externalApps';
