/**
 * THE rule set of the quote request (spec §5): one yup schema over the form's values. The
 * browser form validates with it, and the API validates a posted payload with it after
 * payloadToForm (quotePayload.ts), so both refuse exactly the same requests.
 *
 * Context (yup `$` values): `isGroup` (a customer group is selected: the organisation is then
 * required), `today` (YYYY-MM-DD; defaults to the local date) and `departureSlackDays` (0 unless
 * given: how many days either side of `today`'s window a departure may still fall, see
 * SERVER_DEPARTURE_SLACK_DAYS).
 */
import { boolean, mixed, number, object, string, type AnySchema, type ValidationError } from 'yup';
import type { Modality } from '../wire';
import { addDays, localToday } from '../dates/days';
import {
  CONTAINER_TYPES,
  CURRENCIES,
  DANGEROUS_GOODS_CLASSES,
  PACKAGE_TYPES,
  QUOTE_LIMITS as L,
  QUOTE_MODALITIES,
  SHIPMENT_TYPES,
  VEHICLE_TYPES,
  incotermsFor,
} from './quoteConstants';
import { VISIBILITY, volumeRequired, type QuoteField, type QuoteFormValues } from './quoteFormValues';

export const QUOTE_MESSAGES = {
  submitting: 'Your request is submitted, please wait...',
  saveFailed: 'An unknown error occurred [SAVE_QUOTE]',
} as const;

/** The toast of a refused send: how many fields to correct, and that each says what it needs. */
export const invalidFormMessage = (fields: number): string =>
  fields === 1
    ? '1 field needs correcting: it is marked below with what to enter.'
    : `${fields} fields need correcting: each is marked below with what to enter.`;

/** The goods value's currency error: the API sends it under goods_value (amount and currency travel together). */
export const CURRENCY_MESSAGE = 'Choose the currency of the goods value.';

/**
 * The browser checks the departure against the customer's local date, the API against the
 * server's. A customer west of the server is still on yesterday (one east already on tomorrow),
 * so the API allows one day either side of the window: the form's own date is never refused.
 */
export const SERVER_DEPARTURE_SLACK_DAYS = 1;

const DECIMAL = /^-?\d+([.,]\d+)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const COUNTRY = /^[A-Z]{2}$/;
const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** What the form calls the place a modality leaves from or arrives at (its label and its messages agree). */
export function portNoun(modality: unknown): string {
  return modality === 'AIR' ? 'airport' : modality === 'MUL' ? 'port or rail terminal' : 'port';
}

/** "The origin airport is required." for air, "… port …" for sea, as the field is labelled. */
function portRule(side: 'origin' | 'destination') {
  return string()
    .trim()
    .when('modality', ([modality]: unknown[], s) =>
      s.required(`The ${side} ${portNoun(modality)} is required.`).matches(LOCODE, { message: `Choose the ${side} ${portNoun(modality)} from the list.`, excludeEmptyString: true }),
    );
}

/** '12,5' → 12.5; '' → undefined (empty is "missing", not "not a number"); junk → NaN. */
export function parseDecimal(raw: unknown): number | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'number') return raw;
  const text = String(raw).trim();
  if (text === '') return undefined;
  return DECIMAL.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

// Kept in dates/days (no yup) so the quote lists can read the day without the form's rules.
export { localToday };

function isRealDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function addOneYear(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${Number(y) + 1}-${m}-${d}`;
}


/** The first and last allowed departure day for the validation context. */
function departureWindow(context: Record<string, unknown> | undefined): { first: string; last: string } {
  const today = (context?.today as string | undefined) ?? localToday();
  const slack = Number(context?.departureSlackDays ?? 0);
  return { first: addDays(today, -slack), last: addDays(addOneYear(today), slack) };
}

const text = (max: number, label: string) => string().trim().max(max, `${label} may be at most ${max} characters.`);

/** A number typed as text: empty is allowed here (required is added where a rule says so). */
const decimal = (label: string) =>
  number()
    .transform((_value, original) => parseDecimal(original))
    .typeError(`${label} must be a number.`);

const positive = (label: string, max: number, integer = false) => {
  let schema = decimal(label).moreThan(0, `${label} must be more than 0.`).max(max, `${label} may be at most ${max.toLocaleString('en-US')}.`);
  if (integer) schema = schema.integer(`${label} must be a whole number.`);
  return schema;
};

/** Schemas a conditional rule keeps, by the values it depends on (they come from the request: bounded). */
const BUILT_PER_RULE = 32;

/**
 * A rule that depends on sibling fields. Always declared at the field's top level so yup sorts
 * the fields it reads before it (a condition nested deeper would see them unset while casting).
 * The schema for given values is built once and kept (yup's schemas never change once made):
 * building one clones each of its tests, and the API validates every quote request with this.
 */
function conditional(deps: QuoteField[], build: (values: Partial<QuoteFormValues>) => AnySchema): AnySchema {
  const built = new Map<string, AnySchema>();
  return mixed().when(deps, (values: unknown[]) => {
    const key = JSON.stringify(values);
    let schema = built.get(key);
    if (!schema) {
      if (built.size >= BUILT_PER_RULE) built.delete(built.keys().next().value as string);
      schema = build(Object.fromEntries(deps.map((dep, i) => [dep, values[i]])));
      built.set(key, schema);
    }
    return schema;
  });
}

/**
 * A field of the visibility table: validated with `schema` while shown, ignored (and dropped
 * from the result) while hidden, so a stale value in a hidden field never blocks a request.
 */
function whenShown(field: QuoteField, schema: AnySchema): AnySchema {
  const rule = VISIBILITY[field];
  if (!rule) return schema;
  return conditional(rule.deps, (values) => (rule.shown(values) ? schema : mixed().strip()));
}

const requiredText = (max: number, label: string, message: string) => text(max, label).required(message);

const choice = (list: readonly string[], message: string) => string().trim().oneOf([...list, ''], message);

const modalityOf = (value: unknown): Modality | null => (QUOTE_MODALITIES.includes(value as Modality) ? (value as Modality) : null);

type PackageLine = 1 | 2 | 3;
const LINE_FIELDS: Record<PackageLine, { type: 'packageType' | 'packageType2' | 'packageType3'; count: QuoteField; suffix: string }> = {
  1: { type: 'packageType', count: 'packageCount', suffix: '' },
  2: { type: 'packageType2', count: 'packageCount2', suffix: ' (line 2)' },
  3: { type: 'packageType3', count: 'packageCount3', suffix: ' (line 3)' },
};

/** Required when its line's package type is chosen; the line itself may be hidden (lines 2 and 3). */
function packageCount(line: PackageLine): AnySchema {
  const { type, count, suffix } = LINE_FIELDS[line];
  const rule = VISIBILITY[count];
  const deps: QuoteField[] = rule ? [...new Set<QuoteField>([...rule.deps, type])] : [type];
  return conditional(deps, (values) => {
    if (rule && !rule.shown(values)) return mixed().strip();
    const schema = positive(`Package count${suffix}`, L.packageCount, true);
    return values[type] ? schema.required(`Package count${suffix} is required when a package type is chosen.`) : schema.notRequired();
  });
}

export const quoteFormSchema = object({
  customer: string()
    .trim()
    .when('$isGroup', ([isGroup]: unknown[], s) => (isGroup ? s.required('Choose the organisation this quote is for.') : s.strip())),
  modality: string().required('Please choose a transport mode.').oneOf([...QUOTE_MODALITIES], 'Please choose a transport mode.'),
  incoterm: string()
    .required('Please choose an incoterm.')
    .when('modality', ([modality]: unknown[], s) => {
      const m = modalityOf(modality);
      return m ? s.oneOf([...incotermsFor(m), ''], `Incoterm must be one of ${incotermsFor(m).join(', ')} for this transport mode.`) : s;
    }),
  incotermLocation: requiredText(L.incotermLocation, 'Incoterm location', 'The incoterm location is required.'),
  goodsDescription: requiredText(L.goodsDescription, 'Goods description', 'A description of the goods is required.'),
  departureDate: string()
    .trim()
    .required('The expected departure date is required.')
    .test('date', 'Enter the expected departure date as YYYY-MM-DD.', (value) => !value || isRealDate(value))
    .test('not-past', 'The expected departure date cannot be in the past.', function (value) {
      return !value || !isRealDate(value) || value >= departureWindow(this.options.context).first;
    })
    .test('within-year', 'Quotes can be requested for a departure within one year.', function (value) {
      return !value || !isRealDate(value) || value <= departureWindow(this.options.context).last;
    }),
  originCountry: string().trim().required('The origin country is required.').matches(COUNTRY, { message: 'Choose the origin country from the list.', excludeEmptyString: true }),
  originCity: whenShown('originCity', requiredText(L.city, 'Origin city', 'The origin city is required.')),
  originZipCode: whenShown('originZipCode', requiredText(L.zipCode, 'Origin zipcode', 'The origin zipcode is required.')),
  originPort: whenShown('originPort', portRule('origin')),
  destinationCountry: string().trim().required('The destination country is required.').matches(COUNTRY, { message: 'Choose the destination country from the list.', excludeEmptyString: true }),
  destinationCity: whenShown('destinationCity', requiredText(L.city, 'Destination city', 'The destination city is required.')),
  destinationZipCode: whenShown('destinationZipCode', requiredText(L.zipCode, 'Destination zipcode', 'The destination zipcode is required.')),
  destinationPort: whenShown('destinationPort', portRule('destination')),
  shipmentType: whenShown(
    'shipmentType',
    string()
      .required('The shipment type is required.')
      .when('modality', ([modality]: unknown[], s) => {
        const m = modalityOf(modality);
        return m ? s.oneOf([...SHIPMENT_TYPES[m], ''], `Shipment type must be one of ${SHIPMENT_TYPES[m].join(', ')}.`) : s;
      }),
  ),
  containerType: whenShown('containerType', string().required('The container type is required.').oneOf([...CONTAINER_TYPES, ''], 'Choose a container type from the list.')),
  vehicleType: whenShown('vehicleType', string().required('The vehicle type is required for road transport.').oneOf([...VEHICLE_TYPES, ''], 'Choose a vehicle type from the list.')),
  packageType: string().required('The package type is required.').oneOf([...PACKAGE_TYPES, ''], 'Choose a package type from the list.'),
  packageCount: packageCount(1),
  packageType2: whenShown('packageType2', choice(PACKAGE_TYPES, 'Choose a package type from the list.')),
  packageCount2: packageCount(2),
  packageType3: whenShown('packageType3', choice(PACKAGE_TYPES, 'Choose a package type from the list.')),
  packageCount3: packageCount(3),
  palletExchange: whenShown('palletExchange', boolean().typeError('Pallet exchange must be yes or no.')),
  tailgate: whenShown('tailgate', string().required('Please say whether a tailgate is needed.').oneOf(['yes', 'no', ''], 'Please say whether a tailgate is needed.')),
  weight: positive('Weight', L.weightKg).required('The weight is required.'),
  volume: conditional(['modality', 'shipmentType'], (values) => {
    const schema = positive('Volume', L.volumeCbm);
    return volumeRequired(values) ? schema.required('The volume is required for air and sea LCL.') : schema.notRequired();
  }),
  loadingMeters: whenShown('loadingMeters', positive('Loading meters', L.loadingMeters)),
  temperature: decimal('Temperature')
    .min(L.temperatureMin, `Temperature must be at least ${L.temperatureMin} °C.`)
    .max(L.temperatureMax, `Temperature may be at most ${L.temperatureMax} °C.`),
  customsHandling: boolean().typeError('Customs handling must be yes or no.'),
  extraGoodsInsurance: boolean().typeError('Extra goods insurance must be yes or no.'),
  dangerousGoods: boolean().typeError('Dangerous goods must be yes or no.'),
  dangerousGoodsClass: whenShown(
    'dangerousGoodsClass',
    string().required('The dangerous goods class is required for dangerous goods.').oneOf([...DANGEROUS_GOODS_CLASSES, ''], 'Choose a dangerous goods class from the list.'),
  ),
  goodsValue: whenShown('goodsValue', positive('Goods value', L.goodsValue).required('The goods value is required for extra insurance.')),
  goodsValueCurrency: whenShown('goodsValueCurrency', string().required(CURRENCY_MESSAGE).oneOf([...CURRENCIES, ''], CURRENCY_MESSAGE)),
  specialInstructions: text(L.specialInstructions, 'Special instructions'),
});

export interface QuoteValidationContext {
  isGroup?: boolean;
  today?: string;
  /** Days of slack around the departure window (the API: SERVER_DEPARTURE_SLACK_DAYS). */
  departureSlackDays?: number;
}

export type QuoteFormErrors = Partial<Record<QuoteField, string>>;

function firstErrors(error: ValidationError): QuoteFormErrors {
  const errors: Record<string, string> = {};
  for (const item of error.inner.length > 0 ? error.inner : [error]) {
    const path = item.path || 'form';
    if (!(path in errors)) errors[path] = item.errors[0];
  }
  return errors as QuoteFormErrors;
}

/** The form's error map: the first message per field, `{}` when valid. Synchronous (no async tests). */
export function validateQuoteForm(values: QuoteFormValues, context: QuoteValidationContext = {}): QuoteFormErrors {
  try {
    quoteFormSchema.validateSync(values, { abortEarly: false, context });
    return {};
  } catch (error) {
    if ((error as ValidationError).name === 'ValidationError') return firstErrors(error as ValidationError);
    throw error;
  }
}
