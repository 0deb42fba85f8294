/**
 * Form values ⇄ the request payload of spec §3 (`POST /api/quotes/quotes/store`).
 * formToPayload sends only what is shown: a hidden field goes as null, whatever it still holds.
 * payloadToForm is its inverse for the API, which then validates with the form's own schema.
 */
import type { Modality } from '../wire';
import { AIR_SHIPMENT_TYPE, CURRENCIES, type Currency } from './quoteConstants';
import { CURRENCY_MESSAGE, parseDecimal } from './quoteFormSchema';
import { emptyQuoteForm, isShown, type QuoteField, type QuoteFormValues } from './quoteFormValues';

export interface QuoteRequestPayload {
  /** The organisation code within a selected group (null when a single organisation is selected). */
  customer: string | null;
  modality: Modality;
  inco_terms: string;
  inco_terms_location: string;
  goods_description: string;
  expected_departure: string;
  origin_country: string;
  origin_city: string | null;
  origin_zipcode: string | null;
  origin_port: string | null;
  destination_country: string;
  destination_city: string | null;
  destination_zipcode: string | null;
  destination_port: string | null;
  shipment_type: string | null;
  container_type: string | null;
  vehicle_type: string | null;
  package_type: string;
  package_type_2: string | null;
  package_type_3: string | null;
  pallet_exchange: boolean;
  package_count: number | null;
  package_count_2: number | null;
  package_count_3: number | null;
  weight: number | null;
  volume: number | null;
  loading_meters: number | null;
  temperature: number | null;
  tailgate: boolean | null;
  customs_handling: boolean;
  extra_goods_insurance: boolean;
  dangerous_goods: boolean;
  /** Amount plus currency text, e.g. '25000.00 EUR'. */
  goods_value: string | null;
  dangerous_goods_class: string | null;
  special_instructions: string | null;
}

export type QuotePayloadField = keyof QuoteRequestPayload;

/** Which payload field carries each form field (the currency travels inside goods_value). */
export const FORM_TO_PAYLOAD: Record<QuoteField, QuotePayloadField> = {
  customer: 'customer',
  modality: 'modality',
  incoterm: 'inco_terms',
  incotermLocation: 'inco_terms_location',
  goodsDescription: 'goods_description',
  departureDate: 'expected_departure',
  originCountry: 'origin_country',
  originCity: 'origin_city',
  originZipCode: 'origin_zipcode',
  originPort: 'origin_port',
  destinationCountry: 'destination_country',
  destinationCity: 'destination_city',
  destinationZipCode: 'destination_zipcode',
  destinationPort: 'destination_port',
  shipmentType: 'shipment_type',
  containerType: 'container_type',
  vehicleType: 'vehicle_type',
  packageType: 'package_type',
  packageCount: 'package_count',
  packageType2: 'package_type_2',
  packageCount2: 'package_count_2',
  packageType3: 'package_type_3',
  packageCount3: 'package_count_3',
  palletExchange: 'pallet_exchange',
  tailgate: 'tailgate',
  weight: 'weight',
  volume: 'volume',
  loadingMeters: 'loading_meters',
  temperature: 'temperature',
  customsHandling: 'customs_handling',
  extraGoodsInsurance: 'extra_goods_insurance',
  dangerousGoods: 'dangerous_goods',
  dangerousGoodsClass: 'dangerous_goods_class',
  goodsValue: 'goods_value',
  goodsValueCurrency: 'goods_value',
  specialInstructions: 'special_instructions',
};

const PAYLOAD_TO_FORM: Partial<Record<string, QuoteField>> = Object.fromEntries(
  (Object.entries(FORM_TO_PAYLOAD) as [QuoteField, QuotePayloadField][]).filter(([form]) => form !== 'goodsValueCurrency').map(([form, payload]) => [payload, form]),
);

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** Two decimals at most: what a person means by 12.345 cbm is not 12.3449999. */
const toNumber = (value: string): number | null => {
  const parsed = parseDecimal(value);
  return parsed === undefined || Number.isNaN(parsed) ? null : Math.round(parsed * 1000) / 1000;
};

/** `1234.5` + 'EUR' → '1234.50 EUR'. */
function formatGoodsValue(amount: string, currency: string): string | null {
  const value = toNumber(amount);
  return value === null ? null : `${value.toFixed(2)} ${currency}`.trim();
}

/** The payload of spec §3 from (validated) form values. */
export function formToPayload(values: QuoteFormValues): QuoteRequestPayload {
  const shown = (field: QuoteField) => isShown(field, values);
  const ifShown = (field: QuoteField, value: string) => (shown(field) ? orNull(value) : null);
  const numberIfShown = (field: QuoteField, value: string) => (shown(field) ? toNumber(value) : null);
  const shipmentType = values.modality === 'AIR' ? AIR_SHIPMENT_TYPE : ifShown('shipmentType', values.shipmentType);
  return {
    customer: orNull(values.customer),
    modality: values.modality.trim() as Modality,
    inco_terms: values.incoterm.trim(),
    inco_terms_location: values.incotermLocation.trim(),
    goods_description: values.goodsDescription.trim(),
    expected_departure: values.departureDate.trim(),
    origin_country: values.originCountry.trim(),
    origin_city: ifShown('originCity', values.originCity),
    origin_zipcode: ifShown('originZipCode', values.originZipCode),
    origin_port: ifShown('originPort', values.originPort),
    destination_country: values.destinationCountry.trim(),
    destination_city: ifShown('destinationCity', values.destinationCity),
    destination_zipcode: ifShown('destinationZipCode', values.destinationZipCode),
    destination_port: ifShown('destinationPort', values.destinationPort),
    shipment_type: shipmentType,
    container_type: ifShown('containerType', values.containerType),
    vehicle_type: ifShown('vehicleType', values.vehicleType),
    package_type: values.packageType.trim(),
    package_type_2: ifShown('packageType2', values.packageType2),
    package_type_3: ifShown('packageType3', values.packageType3),
    pallet_exchange: shown('palletExchange') && values.palletExchange,
    package_count: toNumber(values.packageCount),
    package_count_2: numberIfShown('packageCount2', values.packageCount2),
    package_count_3: numberIfShown('packageCount3', values.packageCount3),
    weight: toNumber(values.weight),
    volume: toNumber(values.volume),
    loading_meters: numberIfShown('loadingMeters', values.loadingMeters),
    temperature: toNumber(values.temperature),
    tailgate: shown('tailgate') ? values.tailgate === 'yes' : null,
    customs_handling: values.customsHandling,
    extra_goods_insurance: values.extraGoodsInsurance,
    dangerous_goods: values.dangerousGoods,
    goods_value: shown('goodsValue') ? formatGoodsValue(values.goodsValue, values.goodsValueCurrency) : null,
    dangerous_goods_class: ifShown('dangerousGoodsClass', values.dangerousGoodsClass),
    special_instructions: orNull(values.specialInstructions),
  };
}

// ---- The API's side: whatever JSON arrives, into form values for the schema ----

type Loose = Record<string, unknown>;

/** Text stays text, a number becomes its text; anything else (objects, arrays) is "not given". */
const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/** Booleans pass as they are so that the schema can refuse junk ("yes please") with a message. */
const asFlag = (value: unknown): unknown => (value === undefined || value === null ? false : value);

function splitGoodsValue(value: unknown): { amount: string; currency: Currency | '' } {
  if (typeof value === 'number') return { amount: String(value), currency: '' };
  const text = asText(value).trim();
  const match = /^(.*?)\s*([A-Za-z]{3})$/.exec(text);
  if (!match) return { amount: text, currency: '' };
  const currency = match[2].toUpperCase();
  return { amount: match[1], currency: (CURRENCIES as readonly string[]).includes(currency) ? (currency as Currency) : ('?' as Currency) };
}

export function payloadToForm(body: unknown): QuoteFormValues {
  const p: Loose = body && typeof body === 'object' && !Array.isArray(body) ? (body as Loose) : {};
  const values = emptyQuoteForm();
  const t = (key: QuotePayloadField) => asText(p[key]);
  const goods = splitGoodsValue(p.goods_value);
  const tailgate = p.tailgate;
  return {
    ...values,
    customer: t('customer'),
    modality: t('modality') as QuoteFormValues['modality'],
    incoterm: t('inco_terms'),
    incotermLocation: t('inco_terms_location'),
    goodsDescription: t('goods_description'),
    departureDate: t('expected_departure'),
    originCountry: t('origin_country'),
    originCity: t('origin_city'),
    originZipCode: t('origin_zipcode'),
    originPort: t('origin_port'),
    destinationCountry: t('destination_country'),
    destinationCity: t('destination_city'),
    destinationZipCode: t('destination_zipcode'),
    destinationPort: t('destination_port'),
    // Air's fixed 'Loose cargo' is not a choice of the form.
    shipmentType: p.modality === 'AIR' && p.shipment_type === AIR_SHIPMENT_TYPE ? '' : t('shipment_type'),
    containerType: t('container_type'),
    vehicleType: t('vehicle_type'),
    packageType: t('package_type'),
    packageCount: t('package_count'),
    packageType2: t('package_type_2'),
    packageCount2: t('package_count_2'),
    packageType3: t('package_type_3'),
    packageCount3: t('package_count_3'),
    palletExchange: asFlag(p.pallet_exchange) as boolean,
    tailgate: (tailgate === true ? 'yes' : tailgate === false ? 'no' : asText(tailgate)) as QuoteFormValues['tailgate'],
    weight: t('weight'),
    volume: t('volume'),
    loadingMeters: t('loading_meters'),
    temperature: t('temperature'),
    customsHandling: asFlag(p.customs_handling) as boolean,
    extraGoodsInsurance: asFlag(p.extra_goods_insurance) as boolean,
    dangerousGoods: asFlag(p.dangerous_goods) as boolean,
    dangerousGoodsClass: t('dangerous_goods_class'),
    goodsValue: goods.amount,
    goodsValueCurrency: goods.currency,
    specialInstructions: t('special_instructions'),
  };
}

/** Form-field errors → payload-field errors (the API's 422), keeping every message in order. */
export function errorsToPayloadFields(errors: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const key = FORM_TO_PAYLOAD[field as QuoteField] ?? field;
    for (const message of messages) if (!(out[key] ??= []).includes(message)) out[key].push(message);
  }
  return out;
}

/**
 * Which form field a message of the API's field belongs to. goods_value carries both the amount
 * and the currency, so its currency message goes back to the currency field.
 */
function formFieldOf(field: string, message: string): QuoteField | undefined {
  if (field === 'goods_value' && message === CURRENCY_MESSAGE) return 'goodsValueCurrency';
  return PAYLOAD_TO_FORM[field] ?? (field in FORM_TO_PAYLOAD ? (field as QuoteField) : undefined);
}

/** An API 422 (payload fields) → the form's error map (first message per form field). */
export function errorsFromApi(errors: Record<string, string[]>): Partial<Record<QuoteField, string>> {
  const out: Partial<Record<QuoteField, string>> = {};
  for (const [field, messages] of Object.entries(errors)) {
    for (const message of messages) {
      const formField = formFieldOf(field, message);
      if (formField && message && !out[formField]) out[formField] = message;
    }
  }
  return out;
}
