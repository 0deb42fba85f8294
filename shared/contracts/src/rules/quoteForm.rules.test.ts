import type { Modality } from '../wire';
import { emptyQuoteForm, localToday, parseDecimal, SERVER_DEPARTURE_SLACK_DAYS, validateQuoteForm, type QuoteField, type QuoteFormValues } from './quoteForm';
import { TEST_TODAY, validQuoteForm } from './quoteForm.fixtures';

const ctx = { today: TEST_TODAY };
const errorsOf = (values: QuoteFormValues, context: Record<string, unknown> = ctx) => validateQuoteForm(values, context);

describe('the valid request of each modality passes', () => {
  it.each<Modality>(['SEA', 'AIR', 'MUL', 'ROA'])('%s', (modality) => {
    expect(errorsOf(validQuoteForm(modality))).toEqual({});
  });
});

describe('an empty form', () => {
  it('names every unconditionally required field', () => {
    const errors = errorsOf(emptyQuoteForm());
    expect(errors).toMatchObject({
      modality: 'Please choose a transport mode.',
      incoterm: 'Please choose an incoterm.',
      incotermLocation: 'The incoterm location is required.',
      goodsDescription: 'A description of the goods is required.',
      departureDate: 'The expected departure date is required.',
      originCountry: 'The origin country is required.',
      destinationCountry: 'The destination country is required.',
      packageType: 'The package type is required.',
      weight: 'The weight is required.',
    });
  });
});

type Case = [description: string, modality: Modality, patch: Partial<QuoteFormValues>, field: QuoteField, expected: string | undefined];

/** Spec §5, every conditional required rule: required where shown, not asked for where hidden. */
const conditionalRequired: Case[] = [
  ['origin city when shown', 'SEA', { originCity: '' }, 'originCity', 'The origin city is required.'],
  ['origin zipcode when shown', 'SEA', { originZipCode: '' }, 'originZipCode', 'The origin zipcode is required.'],
  ['origin city not when hidden (FOB)', 'SEA', { incoterm: 'FOB', originCity: '', originZipCode: '', destinationCity: 'Rotterdam', destinationZipCode: '3011', destinationPort: '' }, 'originCity', undefined],
  ['origin zipcode not when hidden (FAS)', 'SEA', { incoterm: 'FAS', originCity: '', originZipCode: '', destinationCity: 'Rotterdam', destinationZipCode: '3011' }, 'originZipCode', undefined],
  ['destination city when shown', 'AIR', { destinationCity: '' }, 'destinationCity', 'The destination city is required.'],
  ['destination zipcode when shown', 'AIR', { destinationZipCode: '' }, 'destinationZipCode', 'The destination zipcode is required.'],
  ['destination city not when hidden (CIF)', 'SEA', { destinationCity: '' }, 'destinationCity', undefined],
  ['origin port when shown', 'SEA', { originPort: '' }, 'originPort', 'The origin port is required.'],
  ['origin port not when hidden (EXW)', 'AIR', { originPort: '' }, 'originPort', undefined],
  ['origin port not for road', 'ROA', { originPort: '' }, 'originPort', undefined],
  ['destination port when shown', 'MUL', { destinationPort: '' }, 'destinationPort', 'The destination port or rail terminal is required.'],
  ['origin airport when shown (air, its own word)', 'AIR', { incoterm: 'FOB', originPort: '' }, 'originPort', 'The origin airport is required.'],
  ['destination port not when hidden (DAP)', 'ROA', { destinationPort: '' }, 'destinationPort', undefined],
  ['vehicle type for road', 'ROA', { vehicleType: '' }, 'vehicleType', 'The vehicle type is required for road transport.'],
  ['vehicle type not for sea', 'SEA', { vehicleType: '' }, 'vehicleType', undefined],
  ['shipment type when shown (sea)', 'SEA', { shipmentType: '' }, 'shipmentType', 'The shipment type is required.'],
  ['shipment type when shown (road)', 'ROA', { shipmentType: '' }, 'shipmentType', 'The shipment type is required.'],
  ['shipment type not for air', 'AIR', { shipmentType: '' }, 'shipmentType', undefined],
  ['container type when shown (sea)', 'SEA', { containerType: '' }, 'containerType', 'The container type is required.'],
  ['container type when shown (multimodal FCL)', 'MUL', { containerType: '' }, 'containerType', 'The container type is required.'],
  ['container type not for multimodal Break Bulk', 'MUL', { shipmentType: 'Break Bulk', containerType: '' }, 'containerType', undefined],
  ['package count when package type chosen', 'SEA', { packageCount: '' }, 'packageCount', 'Package count is required when a package type is chosen.'],
  ['package count 2 when package type 2 chosen', 'SEA', { packageType2: 'Drums', packageCount2: '' }, 'packageCount2', 'Package count (line 2) is required when a package type is chosen.'],
  ['package count 2 not without package type 2', 'SEA', { packageType2: '', packageCount2: '' }, 'packageCount2', undefined],
  ['package count 3 when package type 3 chosen', 'SEA', { packageType2: 'Drums', packageCount2: '4', packageType3: 'Bags', packageCount3: '' }, 'packageCount3', 'Package count (line 3) is required when a package type is chosen.'],
  ['package count 3 not when line 3 is closed', 'SEA', { packageType2: '', packageType3: 'Bags', packageCount3: '' }, 'packageCount3', undefined],
  ['volume for air', 'AIR', { volume: '' }, 'volume', 'The volume is required for air and sea LCL.'],
  ['volume for sea LCL', 'SEA', { shipmentType: 'LCL', volume: '' }, 'volume', 'The volume is required for air and sea LCL.'],
  ['volume not for sea FCL', 'SEA', { shipmentType: 'FCL', volume: '' }, 'volume', undefined],
  ['volume not for road', 'ROA', { volume: '' }, 'volume', undefined],
  ['volume not for multimodal LCL', 'MUL', { shipmentType: 'LCL', volume: '' }, 'volume', undefined],
  ['goods value with extra insurance', 'SEA', { extraGoodsInsurance: true, goodsValue: '', goodsValueCurrency: 'EUR' }, 'goodsValue', 'The goods value is required for extra insurance.'],
  ['currency with extra insurance', 'SEA', { extraGoodsInsurance: true, goodsValue: '25000', goodsValueCurrency: '' }, 'goodsValueCurrency', 'Choose the currency of the goods value.'],
  ['goods value not without insurance', 'SEA', { extraGoodsInsurance: false, goodsValue: '' }, 'goodsValue', undefined],
  ['DG class with dangerous goods', 'SEA', { dangerousGoods: true, dangerousGoodsClass: '' }, 'dangerousGoodsClass', 'The dangerous goods class is required for dangerous goods.'],
  ['DG class not without dangerous goods', 'SEA', { dangerousGoods: false, dangerousGoodsClass: '' }, 'dangerousGoodsClass', undefined],
  ['tailgate for road', 'ROA', { tailgate: '' }, 'tailgate', 'Please say whether a tailgate is needed.'],
  ['tailgate for air', 'AIR', { tailgate: '' }, 'tailgate', 'Please say whether a tailgate is needed.'],
  ['tailgate not for sea', 'SEA', { tailgate: '' }, 'tailgate', undefined],
  ['tailgate not for multimodal', 'MUL', { tailgate: '' }, 'tailgate', undefined],
  ['a stale hidden value does not block (DG class junk, DG off)', 'SEA', { dangerousGoods: false, dangerousGoodsClass: 'nonsense' }, 'dangerousGoodsClass', undefined],
];

/** Spec §5: package count, weight, volume, temperature, loading meters and goods value give not-a-number messages. */
const notANumber: Case[] = [
  ['package count', 'SEA', { packageCount: 'twelve' }, 'packageCount', 'Package count must be a number.'],
  ['package count 2', 'SEA', { packageType2: 'Drums', packageCount2: '4x' }, 'packageCount2', 'Package count (line 2) must be a number.'],
  ['package count 3', 'SEA', { packageType2: 'Drums', packageCount2: '4', packageType3: 'Bags', packageCount3: 'a' }, 'packageCount3', 'Package count (line 3) must be a number.'],
  ['weight', 'SEA', { weight: '12kg' }, 'weight', 'Weight must be a number.'],
  ['volume', 'AIR', { volume: '1.2.3' }, 'volume', 'Volume must be a number.'],
  ['temperature', 'SEA', { temperature: 'cold' }, 'temperature', 'Temperature must be a number.'],
  ['loading meters', 'ROA', { loadingMeters: 'half' }, 'loadingMeters', 'Loading meters must be a number.'],
  ['goods value', 'SEA', { extraGoodsInsurance: true, goodsValueCurrency: 'USD', goodsValue: '€100' }, 'goodsValue', 'Goods value must be a number.'],
];

const ranges: Case[] = [
  ['package count must be whole', 'SEA', { packageCount: '2.5' }, 'packageCount', 'Package count must be a whole number.'],
  ['weight must be positive', 'SEA', { weight: '0' }, 'weight', 'Weight must be more than 0.'],
  ['weight has an upper bound', 'SEA', { weight: '1000001' }, 'weight', 'Weight may be at most 1,000,000.'],
  ['temperature may be negative', 'SEA', { temperature: '-18' }, 'temperature', undefined],
  ['temperature bound', 'SEA', { temperature: '-80' }, 'temperature', 'Temperature must be at least -60 °C.'],
  ['decimal comma accepted', 'SEA', { weight: '2400,5' }, 'weight', undefined],
  ['departure date format', 'SEA', { departureDate: '15-06-2030' }, 'departureDate', 'Enter the expected departure date as YYYY-MM-DD.'],
  ['departure date must exist', 'SEA', { departureDate: '2030-02-30' }, 'departureDate', 'Enter the expected departure date as YYYY-MM-DD.'],
  ['departure date not in the past', 'SEA', { departureDate: '2030-05-31' }, 'departureDate', 'The expected departure date cannot be in the past.'],
  ['departure date today is fine', 'SEA', { departureDate: TEST_TODAY }, 'departureDate', undefined],
  ['departure date within a year', 'SEA', { departureDate: '2031-06-02' }, 'departureDate', 'Quotes can be requested for a departure within one year.'],
  ['incoterm must fit the modality', 'ROA', { incoterm: 'FOB' }, 'incoterm', 'Incoterm must be one of EXW, FCA, DAP, CPT, CIP, DAT, DDP for this transport mode.'],
  ['shipment type must fit the modality', 'ROA', { shipmentType: 'FCL' }, 'shipmentType', 'Shipment type must be one of LTL, FTL.'],
  ['container type from the list', 'SEA', { containerType: '50XX' }, 'containerType', 'Choose a container type from the list.'],
  ['package type from the list', 'SEA', { packageType: 'Barrels' }, 'packageType', 'Choose a package type from the list.'],
  ['country is a code', 'SEA', { originCountry: 'China' }, 'originCountry', 'Choose the origin country from the list.'],
  ['port is a UN/LOCODE', 'SEA', { originPort: 'Ningbo' }, 'originPort', 'Choose the origin port from the list.'],
  ['long description refused', 'SEA', { goodsDescription: 'x'.repeat(501) }, 'goodsDescription', 'Goods description may be at most 500 characters.'],
  ['blank description is missing', 'SEA', { goodsDescription: '   ' }, 'goodsDescription', 'A description of the goods is required.'],
];

describe.each([
  ['conditional required rules', conditionalRequired],
  ['not-a-number rules', notANumber],
  ['ranges, formats and lists', ranges],
])('%s', (_title, cases) => {
  it.each(cases)('%s', (_d, modality, patch, field, expected) => {
    expect(errorsOf({ ...validQuoteForm(modality), ...patch })[field]).toBe(expected);
  });
});

describe("the API's day of slack on the departure (browser and server may be on different dates)", () => {
  const server = { ...ctx, departureSlackDays: SERVER_DEPARTURE_SLACK_DAYS };
  const departureError = (departureDate: string, context: Record<string, unknown>) => errorsOf({ ...validQuoteForm('SEA'), departureDate }, context).departureDate;
  it('the server accepts yesterday (a customer west of it) but not the day before', () => {
    expect(departureError('2030-05-31', server)).toBeUndefined();
    expect(departureError('2030-05-30', server)).toBe('The expected departure date cannot be in the past.');
  });
  it('the server accepts a year and a day (a customer east of it) but not more', () => {
    expect(departureError('2031-06-02', server)).toBeUndefined();
    expect(departureError('2031-06-03', server)).toBe('Quotes can be requested for a departure within one year.');
  });
  it('the browser keeps the strict window', () => {
    expect(departureError('2030-05-31', ctx)).toBe('The expected departure date cannot be in the past.');
    expect(departureError('2031-06-02', ctx)).toBe('Quotes can be requested for a departure within one year.');
  });
});

describe('the organisation within a group', () => {
  it('is required when a group is selected', () => {
    expect(errorsOf(validQuoteForm('SEA'), { ...ctx, isGroup: true }).customer).toBe('Choose the organisation this quote is for.');
    expect(errorsOf({ ...validQuoteForm('SEA'), customer: 'C10001' }, { ...ctx, isGroup: true })).toEqual({});
  });
  it('is not asked for a single organisation', () => {
    expect(errorsOf(validQuoteForm('SEA'), { ...ctx, isGroup: false }).customer).toBeUndefined();
  });
});

describe('helpers', () => {
  it.each<[unknown, number | undefined]>([
    ['12', 12],
    [' 12,5 ', 12.5],
    ['-3.25', -3.25],
    ['', undefined],
    ['  ', undefined],
    [null, undefined],
    [7, 7],
  ])('parseDecimal(%j) = %j', (raw, expected) => expect(parseDecimal(raw)).toBe(expected));
  it.each(['1e5', '12kg', '1.2.3', '1,000.5', 'abc'])('parseDecimal(%j) is NaN', (raw) => expect(parseDecimal(raw)).toBeNaN());
  it('localToday is the local calendar date', () => expect(localToday(new Date(2031, 0, 9, 23, 30))).toBe('2031-01-09'));
});
