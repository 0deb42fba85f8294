import type { Modality } from '../wire';
import {
  INCOTERM_BUTTONS,
  OTHER_INCOTERMS,
  VISIBILITY,
  chooseIncoterm,
  chooseModality,
  emptyQuoteForm,
  incotermsFor,
  isShown,
  QUOTE_FIELD_ORDER,
  type QuoteField,
  type QuoteFormValues,
} from './quoteForm';

const form = (patch: Partial<QuoteFormValues>): QuoteFormValues => ({ ...emptyQuoteForm(), ...patch });

describe('incoterms per modality (decisions.md)', () => {
  it.each<[Modality, string[], string[]]>([
    ['SEA', ['EXW', 'FCA', 'FOB', 'DAP'], ['CFR', 'CPT', 'CIP', 'DAT', 'DDP', 'FAS', 'CIF']],
    ['AIR', ['EXW', 'FCA', 'FOB', 'DAP'], ['CFR', 'CPT', 'CIP', 'DAT', 'DDP', 'CIF']],
    ['MUL', ['EXW', 'FCA', 'DAP'], ['CPT', 'CIP', 'DAT', 'DDP']],
    ['ROA', ['EXW', 'FCA', 'DAP'], ['CPT', 'CIP', 'DAT', 'DDP']],
  ])('%s: buttons %j, Other %j', (modality, buttons, other) => {
    expect([...INCOTERM_BUTTONS[modality]]).toEqual(buttons);
    expect([...OTHER_INCOTERMS[modality]]).toEqual(other);
    expect(incotermsFor(modality)).toEqual([...buttons, ...other]);
  });
});

/**
 * Spec §5 visibility, the city and port rows, written out per incoterm (not recomputed):
 * origin city hidden for FOB and FAS unless road; origin port hidden for road, EXW and FCA;
 * destination city hidden for CFR, DAT and CIF unless road; destination port hidden for road,
 * EXW, FOB, DAP, FCA, DDP and FAS.
 */
type Places = [originCity: boolean, originPort: boolean, destinationCity: boolean, destinationPort: boolean];
const NON_ROAD: Record<string, Places> = {
  EXW: [true, false, true, false],
  FCA: [true, false, true, false],
  FOB: [false, true, true, false],
  DAP: [true, true, true, false],
  CFR: [true, true, false, true],
  CPT: [true, true, true, true],
  CIP: [true, true, true, true],
  DAT: [true, true, false, true],
  DDP: [true, true, true, false],
  FAS: [false, true, true, false],
  CIF: [true, true, false, true],
};
const placeCases: [Modality, string, Places][] = [];
for (const modality of ['SEA', 'AIR', 'MUL'] as Modality[]) for (const term of incotermsFor(modality)) placeCases.push([modality, term, NON_ROAD[term]]);
// Road: cities always, never a port.
for (const term of incotermsFor('ROA')) placeCases.push(['ROA', term, [true, false, true, false]]);

describe('visibility: cities and ports by modality and incoterm', () => {
  it.each(placeCases)('%s %s', (modality, incoterm, [originCity, originPort, destinationCity, destinationPort]) => {
    const v = form({ modality, incoterm });
    expect({
      originCity: isShown('originCity', v),
      originZipCode: isShown('originZipCode', v),
      originPort: isShown('originPort', v),
      destinationCity: isShown('destinationCity', v),
      destinationZipCode: isShown('destinationZipCode', v),
      destinationPort: isShown('destinationPort', v),
    }).toEqual({ originCity, originZipCode: originCity, originPort, destinationCity, destinationZipCode: destinationCity, destinationPort });
  });

  it('the "unless road" clauses hold even for terms road does not offer', () => {
    for (const incoterm of ['FOB', 'FAS']) expect(isShown('originCity', form({ modality: 'ROA', incoterm }))).toBe(true);
    for (const incoterm of ['CFR', 'DAT', 'CIF']) expect(isShown('destinationCity', form({ modality: 'ROA', incoterm }))).toBe(true);
  });
});

type Row = [description: string, field: QuoteField, patch: Partial<QuoteFormValues>, shown: boolean];
const rows: Row[] = [
  // Container type: sea, or multimodal unless Break Bulk.
  ['container: SEA FCL', 'containerType', { modality: 'SEA', shipmentType: 'FCL' }, true],
  ['container: SEA LCL', 'containerType', { modality: 'SEA', shipmentType: 'LCL' }, true],
  ['container: MUL FCL', 'containerType', { modality: 'MUL', shipmentType: 'FCL' }, true],
  ['container: MUL not chosen yet', 'containerType', { modality: 'MUL', shipmentType: '' }, true],
  ['container: MUL Break Bulk', 'containerType', { modality: 'MUL', shipmentType: 'Break Bulk' }, false],
  ['container: AIR', 'containerType', { modality: 'AIR' }, false],
  ['container: ROA', 'containerType', { modality: 'ROA', shipmentType: 'FTL' }, false],
  // Shipment type: all modalities except air.
  ['shipment type: SEA', 'shipmentType', { modality: 'SEA' }, true],
  ['shipment type: MUL', 'shipmentType', { modality: 'MUL' }, true],
  ['shipment type: ROA', 'shipmentType', { modality: 'ROA' }, true],
  ['shipment type: AIR', 'shipmentType', { modality: 'AIR' }, false],
  ['shipment type: no modality yet', 'shipmentType', { modality: '' }, false],
  // Vehicle type and loading meters: road.
  ...(['SEA', 'AIR', 'MUL', 'ROA'] as Modality[]).flatMap((modality): Row[] => [
    [`vehicle type: ${modality}`, 'vehicleType', { modality }, modality === 'ROA'],
    [`loading meters: ${modality}`, 'loadingMeters', { modality }, modality === 'ROA'],
    // Tailgate: air and road.
    [`tailgate: ${modality}`, 'tailgate', { modality }, modality === 'AIR' || modality === 'ROA'],
  ]),
  // Pallet exchange: a Europallet package type with road or multimodal.
  ['pallet exchange: ROA Europallet', 'palletExchange', { modality: 'ROA', packageType: 'Europallet' }, true],
  ['pallet exchange: MUL Europallet', 'palletExchange', { modality: 'MUL', packageType: 'Europallet' }, true],
  ['pallet exchange: ROA Europallet on line 2', 'palletExchange', { modality: 'ROA', packageType: 'Cartons', packageType2: 'Europallet' }, true],
  ['pallet exchange: ROA Europallet on line 3', 'palletExchange', { modality: 'ROA', packageType: 'Cartons', packageType2: 'Drums', packageType3: 'Europallet' }, true],
  ['pallet exchange: Europallet left on a closed line 2', 'palletExchange', { modality: 'ROA', packageType: '', packageType2: 'Europallet' }, false],
  ['pallet exchange: ROA Blockpallet', 'palletExchange', { modality: 'ROA', packageType: 'Blockpallet' }, false],
  ['pallet exchange: SEA Europallet', 'palletExchange', { modality: 'SEA', packageType: 'Europallet' }, false],
  ['pallet exchange: AIR Europallet', 'palletExchange', { modality: 'AIR', packageType: 'Europallet' }, false],
  // Goods value: extra insurance on.
  ['goods value: insurance on', 'goodsValue', { modality: 'SEA', extraGoodsInsurance: true }, true],
  ['goods value: insurance off', 'goodsValue', { modality: 'SEA', extraGoodsInsurance: false }, false],
  ['currency: insurance on', 'goodsValueCurrency', { extraGoodsInsurance: true }, true],
  ['currency: insurance off', 'goodsValueCurrency', { extraGoodsInsurance: false }, false],
  // Dangerous goods class: dangerous goods on.
  ['DG class: on', 'dangerousGoodsClass', { dangerousGoods: true }, true],
  ['DG class: off', 'dangerousGoodsClass', { dangerousGoods: false }, false],
  // Up to three package lines.
  ['line 2: line 1 empty', 'packageType2', { packageType: '' }, false],
  ['line 2: line 1 chosen', 'packageType2', { packageType: 'Cartons' }, true],
  ['count 2 follows line 2', 'packageCount2', { packageType: 'Cartons' }, true],
  ['line 3: line 2 empty', 'packageType3', { packageType: 'Cartons', packageType2: '' }, false],
  ['line 3: line 2 chosen', 'packageType3', { packageType: 'Cartons', packageType2: 'Drums' }, true],
  ['line 3: line 2 closed', 'packageType3', { packageType: '', packageType2: 'Drums' }, false],
  ['count 3 follows line 3', 'packageCount3', { packageType: 'Cartons', packageType2: 'Drums' }, true],
  // Always shown.
  ['weight always', 'weight', { modality: 'AIR' }, true],
  ['volume always', 'volume', { modality: 'ROA' }, true],
];

describe('visibility table (spec §5)', () => {
  it.each(rows)('%s', (_d, field, patch, shown) => {
    expect(isShown(field, form(patch))).toBe(shown);
  });
});

describe('every visibility rule reads only the fields it declares', () => {
  it.each(Object.entries(VISIBILITY))('%s', (_field, rule) => {
    const full = form({ modality: 'MUL', incoterm: 'CPT', shipmentType: 'FCL', packageType: 'Europallet', packageType2: 'Europallet', extraGoodsInsurance: true, dangerousGoods: true });
    const guarded = new Proxy(full, {
      get(target, key: string) {
        if (!rule!.deps.includes(key as QuoteField)) throw new Error(`reads undeclared ${key}`);
        return target[key as QuoteField];
      },
    });
    expect(() => rule!.shown(guarded)).not.toThrow();
  });
});

describe('choosing a transport mode (spec §4)', () => {
  it('clears every other field, keeping who the quote is for', () => {
    const filled = form({ customer: 'C10001', modality: 'SEA', incoterm: 'FOB', weight: '12', dangerousGoods: true, originCountry: 'NL' });
    expect(chooseModality(filled, 'AIR')).toEqual(form({ customer: 'C10001', modality: 'AIR' }));
  });
  it('choosing it again deselects it', () => {
    expect(chooseModality(form({ modality: 'ROA', weight: '5' }), 'ROA')).toEqual(emptyQuoteForm());
  });
});

describe('choosing an incoterm (spec §4)', () => {
  it('clears every field below it and nothing above', () => {
    const filled = form({ customer: 'C10002', modality: 'SEA', incoterm: 'FOB', incotermLocation: 'Ningbo', weight: '1', specialInstructions: 'x', dangerousGoods: true });
    expect(chooseIncoterm(filled, 'CIF')).toEqual(form({ customer: 'C10002', modality: 'SEA', incoterm: 'CIF' }));
  });
  it('the same incoterm again keeps the form as it is', () => {
    const filled = form({ modality: 'SEA', incoterm: 'FOB', weight: '1' });
    expect(chooseIncoterm(filled, 'FOB')).toBe(filled);
  });
  it('the incoterm comes right after the transport mode in the form order', () => {
    expect(QUOTE_FIELD_ORDER.indexOf('incoterm')).toBe(QUOTE_FIELD_ORDER.indexOf('modality') + 1);
  });
});
