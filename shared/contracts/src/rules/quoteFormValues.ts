/**
 * The quote request form's values (spec §3, client side), the visibility table (spec §5) as pure
 * functions, and the two clearing rules of spec §4 (transport mode, incoterm). Pure TS: the API
 * validates with the same definitions.
 */
import type { Modality } from '../wire';
import { BREAK_BULK, EUROPALLET, type Currency } from './quoteConstants';

export interface QuoteFormValues {
  /** Only when a group is selected: the member organisation the quote is for (see quoteForm.ts). */
  customer: string;
  modality: Modality | '';
  incoterm: string;
  incotermLocation: string;
  goodsDescription: string;
  /** YYYY-MM-DD */
  departureDate: string;
  originCountry: string;
  originCity: string;
  originZipCode: string;
  originPort: string;
  destinationCountry: string;
  destinationCity: string;
  destinationZipCode: string;
  destinationPort: string;
  shipmentType: string;
  containerType: string;
  vehicleType: string;
  packageType: string;
  packageCount: string;
  packageType2: string;
  packageCount2: string;
  packageType3: string;
  packageCount3: string;
  palletExchange: boolean;
  /** A yes/no answer that is required where shown, so it starts unanswered. */
  tailgate: '' | 'yes' | 'no';
  /** Numbers are kept as typed (text) and parsed by the schema: '12,5' and '12.5' both work. */
  weight: string;
  volume: string;
  loadingMeters: string;
  temperature: string;
  customsHandling: boolean;
  extraGoodsInsurance: boolean;
  dangerousGoods: boolean;
  dangerousGoodsClass: string;
  goodsValue: string;
  goodsValueCurrency: Currency | '';
  specialInstructions: string;
}

export type QuoteField = keyof QuoteFormValues;

export function emptyQuoteForm(): QuoteFormValues {
  return {
    customer: '',
    modality: '',
    incoterm: '',
    incotermLocation: '',
    goodsDescription: '',
    departureDate: '',
    originCountry: '',
    originCity: '',
    originZipCode: '',
    originPort: '',
    destinationCountry: '',
    destinationCity: '',
    destinationZipCode: '',
    destinationPort: '',
    shipmentType: '',
    containerType: '',
    vehicleType: '',
    packageType: '',
    packageCount: '',
    packageType2: '',
    packageCount2: '',
    packageType3: '',
    packageCount3: '',
    palletExchange: false,
    tailgate: '',
    weight: '',
    volume: '',
    loadingMeters: '',
    temperature: '',
    customsHandling: false,
    extraGoodsInsurance: false,
    dangerousGoods: false,
    dangerousGoodsClass: '',
    goodsValue: '',
    goodsValueCurrency: '',
    specialInstructions: '',
  };
}

/** The order of the form, top to bottom: "the fields below" the incoterm are the ones after it. */
export const QUOTE_FIELD_ORDER: readonly QuoteField[] = Object.keys(emptyQuoteForm()) as QuoteField[];

// ---- Visibility (spec §5) ----

const ORIGIN_CITY_HIDDEN = ['FOB', 'FAS'];
const ORIGIN_PORT_HIDDEN = ['EXW', 'FCA'];
const DESTINATION_CITY_HIDDEN = ['CFR', 'DAT', 'CIF'];
const DESTINATION_PORT_HIDDEN = ['EXW', 'FOB', 'DAP', 'FCA', 'DDP', 'FAS'];

type Values = Partial<QuoteFormValues>;

export interface VisibilityRule {
  /** The fields the rule reads; the schema re-evaluates the field when one of them changes. */
  deps: QuoteField[];
  shown(values: Values): boolean;
}

const has = (value: string | undefined): boolean => Boolean(value);
const line2Shown = (v: Values) => has(v.packageType);
const line3Shown = (v: Values) => line2Shown(v) && has(v.packageType2);

const originCity: VisibilityRule = {
  deps: ['modality', 'incoterm'],
  shown: (v) => v.modality === 'ROA' || !ORIGIN_CITY_HIDDEN.includes(v.incoterm ?? ''),
};
const destinationCity: VisibilityRule = {
  deps: ['modality', 'incoterm'],
  shown: (v) => v.modality === 'ROA' || !DESTINATION_CITY_HIDDEN.includes(v.incoterm ?? ''),
};
const roadOnly: VisibilityRule = { deps: ['modality'], shown: (v) => v.modality === 'ROA' };

/**
 * Every conditional field of the form. A field that is not listed is always shown (once a
 * transport mode is chosen). Each `shown` reads only its `deps` (a unit test holds it to that).
 */
export const VISIBILITY: Partial<Record<QuoteField, VisibilityRule>> = {
  originCity,
  // The zip code belongs to the address: it comes and goes with the city.
  originZipCode: originCity,
  originPort: {
    deps: ['modality', 'incoterm'],
    shown: (v) => has(v.modality) && v.modality !== 'ROA' && !ORIGIN_PORT_HIDDEN.includes(v.incoterm ?? ''),
  },
  destinationCity,
  destinationZipCode: destinationCity,
  destinationPort: {
    deps: ['modality', 'incoterm'],
    shown: (v) => has(v.modality) && v.modality !== 'ROA' && !DESTINATION_PORT_HIDDEN.includes(v.incoterm ?? ''),
  },
  containerType: {
    deps: ['modality', 'shipmentType'],
    shown: (v) => v.modality === 'SEA' || (v.modality === 'MUL' && v.shipmentType !== BREAK_BULK),
  },
  shipmentType: { deps: ['modality'], shown: (v) => has(v.modality) && v.modality !== 'AIR' },
  vehicleType: roadOnly,
  loadingMeters: roadOnly,
  tailgate: { deps: ['modality'], shown: (v) => v.modality === 'AIR' || v.modality === 'ROA' },
  palletExchange: {
    deps: ['modality', 'packageType', 'packageType2', 'packageType3'],
    shown: (v) =>
      (v.modality === 'ROA' || v.modality === 'MUL') &&
      (v.packageType === EUROPALLET || (line2Shown(v) && v.packageType2 === EUROPALLET) || (line3Shown(v) && v.packageType3 === EUROPALLET)),
  },
  goodsValue: { deps: ['extraGoodsInsurance'], shown: (v) => v.extraGoodsInsurance === true },
  goodsValueCurrency: { deps: ['extraGoodsInsurance'], shown: (v) => v.extraGoodsInsurance === true },
  dangerousGoodsClass: { deps: ['dangerousGoods'], shown: (v) => v.dangerousGoods === true },
  // Up to three package lines: the next line opens once the one above has a package type.
  packageType2: { deps: ['packageType'], shown: line2Shown },
  packageCount2: { deps: ['packageType'], shown: line2Shown },
  packageType3: { deps: ['packageType', 'packageType2'], shown: line3Shown },
  packageCount3: { deps: ['packageType', 'packageType2'], shown: line3Shown },
};

export function isShown(field: QuoteField, values: Values): boolean {
  const rule = VISIBILITY[field];
  return rule ? rule.shown(values) : true;
}

/** Volume is required for air, and for sea LCL (spec §5). */
export const volumeRequired = (v: Values): boolean => v.modality === 'AIR' || (v.modality === 'SEA' && v.shipmentType === 'LCL');

// ---- Clearing rules (spec §4) ----

/** Choosing a transport mode clears every other field; choosing the same one again deselects it. */
export function chooseModality(values: QuoteFormValues, modality: Modality): QuoteFormValues {
  const next = emptyQuoteForm();
  next.customer = values.customer; // who the quote is for is not part of the request's content
  next.modality = values.modality === modality ? '' : modality;
  return next;
}

/** The fields an incoterm choice clears: every one after it in QUOTE_FIELD_ORDER. */
export const FIELDS_BELOW_INCOTERM: readonly QuoteField[] = QUOTE_FIELD_ORDER.slice(QUOTE_FIELD_ORDER.indexOf('incoterm') + 1);

/** Choosing an incoterm clears every field below it (QUOTE_FIELD_ORDER); the same one again changes nothing. */
export function chooseIncoterm(values: QuoteFormValues, incoterm: string): QuoteFormValues {
  if (values.incoterm === incoterm) return values;
  const empty = emptyQuoteForm();
  const next: QuoteFormValues = { ...values, incoterm };
  for (const field of FIELDS_BELOW_INCOTERM) (next as unknown as Record<string, unknown>)[field] = empty[field];
  return next;
}
