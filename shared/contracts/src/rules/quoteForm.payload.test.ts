import type { Modality } from '../wire';
import { CURRENCY_MESSAGE, errorsFromApi, errorsToPayloadFields, formToPayload, payloadToForm, validateQuoteForm, type QuoteFormValues, type QuoteRequestPayload } from './quoteForm';
import { TEST_TODAY, validQuoteForm } from './quoteForm.fixtures';

describe('form → payload (spec §3)', () => {
  it('maps a sea FCL request field by field', () => {
    const values: QuoteFormValues = {
      ...validQuoteForm('SEA'),
      packageType2: 'Drums',
      packageCount2: '4',
      temperature: '-18',
      customsHandling: true,
      extraGoodsInsurance: true,
      goodsValue: '25000,5',
      goodsValueCurrency: 'USD',
      dangerousGoods: true,
      dangerousGoodsClass: '3',
      specialInstructions: '  Fragile, do not stack  ',
    };
    const expected: QuoteRequestPayload = {
      customer: null,
      modality: 'SEA',
      inco_terms: 'CIF',
      inco_terms_location: 'Rotterdam',
      goods_description: 'Garden furniture, flat-packed',
      expected_departure: '2030-06-15',
      origin_country: 'CN',
      origin_city: 'Ningbo',
      origin_zipcode: '315800',
      origin_port: 'CNNGB',
      destination_country: 'NL',
      destination_city: null,
      destination_zipcode: null,
      destination_port: 'NLRTM',
      shipment_type: 'FCL',
      container_type: '40HC',
      vehicle_type: null,
      package_type: 'Cartons',
      package_type_2: 'Drums',
      package_type_3: null,
      pallet_exchange: false,
      package_count: 120,
      package_count_2: 4,
      package_count_3: null,
      weight: 2400,
      volume: null,
      loading_meters: null,
      temperature: -18,
      tailgate: null,
      customs_handling: true,
      extra_goods_insurance: true,
      dangerous_goods: true,
      goods_value: '25000.50 USD',
      dangerous_goods_class: '3',
      special_instructions: 'Fragile, do not stack',
    };
    expect(formToPayload(values)).toEqual(expected);
  });

  it("air sends shipment_type 'Loose cargo' whatever the form holds", () => {
    const payload = formToPayload({ ...validQuoteForm('AIR'), shipmentType: 'FCL' });
    expect(payload.shipment_type).toBe('Loose cargo');
    expect(payload.volume).toBe(6.5);
    expect(payload.tailgate).toBe(false);
    expect(payload.container_type).toBeNull();
  });

  it('road sends vehicle, loading meters, pallet exchange and tailgate', () => {
    const payload = formToPayload(validQuoteForm('ROA'));
    expect(payload).toMatchObject({ shipment_type: 'FTL', vehicle_type: 'Megatrailer', loading_meters: 13.6, pallet_exchange: true, tailgate: true, origin_port: null, destination_port: null });
  });

  it('hidden fields go as null even when they still hold a value', () => {
    const payload = formToPayload({
      ...validQuoteForm('SEA'),
      destinationCity: 'Rotterdam', // hidden for CIF
      vehicleType: 'Megatrailer', // road only
      loadingMeters: '3',
      palletExchange: true, // not sea
      tailgate: 'yes', // not sea
      dangerousGoodsClass: '3', // dangerous goods off
      goodsValue: '100', // insurance off
      goodsValueCurrency: 'EUR',
    });
    expect(payload).toMatchObject({ destination_city: null, vehicle_type: null, loading_meters: null, pallet_exchange: false, tailgate: null, dangerous_goods_class: null, goods_value: null });
  });

  it('sends the organisation chosen within a group', () => {
    expect(formToPayload({ ...validQuoteForm('MUL'), customer: 'C10002' }).customer).toBe('C10002');
  });
});

describe('payload → form (the API side) and back', () => {
  it.each<Modality>(['SEA', 'AIR', 'MUL', 'ROA'])('%s round-trips and stays valid', (modality) => {
    const payload = formToPayload(validQuoteForm(modality));
    const back = payloadToForm(JSON.parse(JSON.stringify(payload)));
    expect(validateQuoteForm(back, { today: TEST_TODAY })).toEqual({});
    expect(formToPayload(back)).toEqual(payload);
  });

  it('splits goods_value into amount and currency', () => {
    expect(payloadToForm({ goods_value: '1200.00 EUR' })).toMatchObject({ goodsValue: '1200.00', goodsValueCurrency: 'EUR' });
    expect(payloadToForm({ goods_value: 1200 })).toMatchObject({ goodsValue: '1200', goodsValueCurrency: '' });
  });

  it('an unknown currency is refused, not silently dropped', () => {
    const values = payloadToForm({ ...formToPayload(validQuoteForm('SEA')), extra_goods_insurance: true, goods_value: '100 GBP' });
    expect(validateQuoteForm(values, { today: TEST_TODAY }).goodsValueCurrency).toBe('Choose the currency of the goods value.');
  });

  it('junk JSON becomes missing fields, never a crash', () => {
    for (const body of [null, 'text', 42, [], { modality: { $ne: 1 }, weight: [1, 2], dangerous_goods: 'maybe' }]) {
      const errors = validateQuoteForm(payloadToForm(body), { today: TEST_TODAY });
      expect(errors.modality).toBe('Please choose a transport mode.');
    }
    expect(validateQuoteForm(payloadToForm({ dangerous_goods: 'maybe' }), { today: TEST_TODAY }).dangerousGoods).toBe('Dangerous goods must be yes or no.');
  });
});

describe('error maps', () => {
  it('form fields → payload fields, currency folded into goods_value', () => {
    expect(errorsToPayloadFields({ incoterm: ['a'], goodsValue: ['b'], goodsValueCurrency: ['c'], departureDate: ['d'] })).toEqual({ inco_terms: ['a'], goods_value: ['b', 'c'], expected_departure: ['d'] });
  });
  it('payload fields → the form error map, first message each', () => {
    expect(errorsFromApi({ inco_terms: ['a', 'x'], goods_value: ['b'], package_count_2: ['c'], unknown_thing: ['z'] })).toEqual({ incoterm: 'a', goodsValue: 'b', packageCount2: 'c' });
  });
  it("goods_value's currency message goes back to the currency field, the amount's to the amount", () => {
    expect(errorsFromApi({ goods_value: [CURRENCY_MESSAGE] })).toEqual({ goodsValueCurrency: CURRENCY_MESSAGE });
    expect(errorsFromApi({ goods_value: ['Goods value must be a number.', CURRENCY_MESSAGE] })).toEqual({ goodsValue: 'Goods value must be a number.', goodsValueCurrency: CURRENCY_MESSAGE });
  });
  it('round trip: the API answer for a missing currency shows at the currency field', () => {
    const values = { ...validQuoteForm('SEA'), extraGoodsInsurance: true, goodsValue: '1000', goodsValueCurrency: '' as const };
    const apiErrors = errorsToPayloadFields(Object.fromEntries(Object.entries(validateQuoteForm(values, { today: TEST_TODAY })).map(([f, m]) => [f, [m as string]])));
    expect(errorsFromApi(apiErrors)).toEqual({ goodsValueCurrency: CURRENCY_MESSAGE });
  });
});
