import { ID_COLUMN, attribute, column, coordinateAttribute, country, flag, text } from './attributes';
import { defineEntity } from './define';
import type { RuleMaker } from './declaration';

/**
 * UN/LOCODE: 2 letters of the country and 3 of the place (letters, or digits 2-9), e.g. NLRTM.
 * The function classifier is UN/ECE's 8 positions: 1 port, 2 rail, 3 road, 4 airport,
 * 5 postal, 6 multimodal, 7 fixed transport, B border crossing; '-' where not applicable.
 */
export const UNLOCODE_PATTERN = /^[A-Z]{2}[A-Z2-9]{3}$/;
const FUNCTION_PATTERN = /^[1-7B-]{8}$/;
const UNKNOWN_FUNCTION = '--------';

const functionRule: RuleMaker = ({ string }) =>
  string()
    .trim()
    .uppercase()
    .transform((v) => (v ? v : UNKNOWN_FUNCTION))
    .default(UNKNOWN_FUNCTION)
    .matches(FUNCTION_PATTERN, 'The function is 8 positions of 1-7, B or -, e.g. 1-3-----.');

export const unlocodeEntity = defineEntity({
  resource: 'unlocode',
  names: { one: 'UN/LOCODE', many: 'UN/LOCODEs' },
  singular: 'UN/LOCODE',
  description: 'UN/LOCODE places: ports, airports and inland locations with coordinates.',
  labelField: 'unlocode',
  showParam: 'unlocode',
  attributes: {
    id: ID_COLUMN,
    unlocode: text('UN/LOCODE', 5, {
      required: true,
      upperCase: true,
      placeholder: 'NLRTM',
      help: 'Country code and three letters or digits 2-9; unique.',
      column: { width: 140 },
      refine: (s) => s.uppercase().matches(UNLOCODE_PATTERN, 'A UN/LOCODE is the 2-letter country code and 3 letters or digits 2-9, e.g. NLRTM.'),
    }),
    name: text('Name', 100, { required: true, column: { width: 220, wrap: true } }),
    country: country({
      help: 'Must match the first two letters of the UN/LOCODE.',
      refine: (s) =>
        s.test('matches-code', 'The country must match the first two letters of the UN/LOCODE.', function (value) {
          const locode = String(this.parent.unlocode ?? '').trim().toUpperCase();
          return !value || locode.length < 2 || locode.slice(0, 2) === value;
        }),
    }),
    country_name: column('Country name', 'text', { width: 180, wrap: true }),
    subdivision: text('Subdivision', 10, {
      upperCase: true,
      help: 'ISO 3166-2 subdivision, e.g. ZH.',
      column: { width: 130 },
      refine: (s) => s.uppercase().matches(/^[A-Z0-9]*$/, 'A subdivision holds letters and digits only.'),
    }),
    // Empty means "not known": all eight positions '-', the table's default.
    function: attribute('text', 'Function', 'text', functionRule, {
      maxLength: 8,
      placeholder: '1-3-----',
      help: '8 positions: 1 port, 2 rail, 3 road, 4 airport, 5 postal, 6 multimodal, 7 fixed, B border; - where not.',
      column: { width: 130 },
    }),
    latitude: coordinateAttribute('Latitude', 90, { column: { width: 120 } }),
    longitude: coordinateAttribute('Longitude', 180, { column: { width: 120 } }),
    is_port: flag('Seaport', { column: { header: 'Port', width: 100 } }),
    is_airport: flag('Airport', { column: { width: 110 } }),
  },
  columnOrder: ['id', 'unlocode', 'name', 'country', 'country_name', 'subdivision', 'function', 'is_port', 'is_airport', 'latitude', 'longitude'],
});
