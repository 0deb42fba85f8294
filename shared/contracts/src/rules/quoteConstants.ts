/**
 * Business constants of the quote request form (spec §9, settled by decisions.md). Pure data:
 * the browser form and the API's validation read the same lists.
 */
import type { Modality } from '../wire';
import { MODALITIES } from '../modes';

export const QUOTE_MODALITIES: readonly Modality[] = MODALITIES;

/** decisions.md: EXW, FCA, DAP for every modality, FOB for SEA and AIR only. */
export const INCOTERM_BUTTONS: Record<Modality, readonly string[]> = {
  SEA: ['EXW', 'FCA', 'FOB', 'DAP'],
  AIR: ['EXW', 'FCA', 'FOB', 'DAP'],
  MUL: ['EXW', 'FCA', 'DAP'],
  ROA: ['EXW', 'FCA', 'DAP'],
};

/** decisions.md: the modality's further terms, in the "Other" dropdown. */
export const OTHER_INCOTERMS: Record<Modality, readonly string[]> = {
  SEA: ['CFR', 'CPT', 'CIP', 'DAT', 'DDP', 'FAS', 'CIF'],
  AIR: ['CFR', 'CPT', 'CIP', 'DAT', 'DDP', 'CIF'],
  MUL: ['CPT', 'CIP', 'DAT', 'DDP'],
  ROA: ['CPT', 'CIP', 'DAT', 'DDP'],
};

export const incotermsFor = (modality: Modality): string[] => [...INCOTERM_BUTTONS[modality], ...OTHER_INCOTERMS[modality]];

/** Air has no choice: it is sent as 'Loose cargo'. */
export const AIR_SHIPMENT_TYPE = 'Loose cargo';
export const BREAK_BULK = 'Break Bulk';

export const SHIPMENT_TYPES: Record<Modality, readonly string[]> = {
  SEA: ['LCL', 'FCL'],
  MUL: ['LCL', 'FCL', BREAK_BULK],
  ROA: ['LTL', 'FTL'],
  AIR: [],
};

/** decisions.md: the short list as quick choices, "Other" opens the long list; no entry lost. */
export const CONTAINER_TYPES_SHORT = ['20GP', '40GP', '40HC', '45PWHC'] as const;
export const CONTAINER_TYPES_LONG = ['20FR', '20HC', '20HT', '20OT', '20RE', '40FR', '40OT', '40PWHC', '40RE', '40REHC', '45GP', '45HC', '45REHC'] as const;
export const CONTAINER_TYPES: readonly string[] = [...CONTAINER_TYPES_SHORT, ...CONTAINER_TYPES_LONG];

export const EUROPALLET = 'Europallet';
export const PACKAGE_TYPES_SHORT = [EUROPALLET, 'Blockpallet', 'Cartons'] as const;
export const PACKAGE_TYPES_LONG = [
  'Bags',
  'Boxes',
  'Cases',
  'Coils',
  'Crates',
  'Drums',
  "IBC's",
  'Packages',
  'Pieces',
  'Reals',
  'Rolls',
  'Skids',
  'Spools',
  'Stackable euro',
  'Stackable blok',
  'Units',
] as const;
export const PACKAGE_TYPES: readonly string[] = [...PACKAGE_TYPES_SHORT, ...PACKAGE_TYPES_LONG];

export const VEHICLE_TYPES: readonly string[] = [
  'Standard trailer',
  'Boxtrailer',
  'Frigoboxtrailer',
  'Megatrailer',
  'Jumbotrailer',
  'Code XL trailer',
  'Tautliner',
  'Tilttrailer',
  'Solotruck',
  'Road train',
  'Jumbo road train',
  'Open trailer',
  'Semi-flat bed',
];

export const CURRENCIES = ['EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The UN dangerous goods classes and divisions (ADR / IMDG / IATA DGR). */
export const DANGEROUS_GOODS_CLASSES: readonly string[] = ['1', '2.1', '2.2', '2.3', '3', '4.1', '4.2', '4.3', '5.1', '5.2', '6.1', '6.2', '7', '8', '9'];

/** Upper bounds that keep a typo (an extra zero or three) from becoming a request. */
export const QUOTE_LIMITS = {
  packageCount: 99_999,
  weightKg: 1_000_000,
  volumeCbm: 10_000,
  loadingMeters: 100,
  temperatureMin: -60,
  temperatureMax: 60,
  goodsValue: 100_000_000,
  incotermLocation: 100,
  goodsDescription: 500,
  city: 100,
  zipCode: 20,
  specialInstructions: 2000,
} as const;
