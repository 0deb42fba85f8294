import { object, string } from 'yup';
import type { ReferenceEntity } from './declaration';
import { countryOptions } from './countries';
import { coordinate, countryCode, flag, optionalText, requiredText } from './fields';

/**
 * UN/LOCODE: 2 letters of the country and 3 of the place (letters, or digits 2-9), e.g. NLRTM.
 * The function classifier is UN/ECE's 8 positions: 1 port, 2 rail, 3 road, 4 airport,
 * 5 postal, 6 multimodal, 7 fixed transport, B border crossing; '-' where not applicable.
 */
export const UNLOCODE_PATTERN = /^[A-Z]{2}[A-Z2-9]{3}$/;
export const FUNCTION_PATTERN = /^[1-7B-]{8}$/;
export const UNKNOWN_FUNCTION = '--------';

export const unlocodeEntity: ReferenceEntity = {
  resource: 'unlocode',
  title: 'Unlocodes',
  showTitle: 'Unlocode',
  createTitle: 'Create Unlocode',
  editTitle: 'Edit Unlocode',
  singular: 'UN/LOCODE',
  description: 'UN/LOCODE places: ports, airports and inland locations with coordinates.',
  idField: 'id',
  labelField: 'unlocode',
  showParam: 'unlocode',
  editParam: 'unlocode',
  actions: ['index', 'show', 'create', 'edit', 'destroy'],
  defaultSort: [{ colId: 'unlocode', sort: 'asc' }],
  columns: [
    { field: 'id', headerName: 'ID', type: 'number', hide: true },
    { field: 'unlocode', headerName: 'UN/LOCODE', type: 'text', width: 140 },
    { field: 'name', headerName: 'Name', type: 'text', width: 220 },
    { field: 'country', headerName: 'Country', type: 'text', width: 110 },
    { field: 'country_name', headerName: 'Country name', type: 'text', width: 180 },
    { field: 'subdivision', headerName: 'Subdivision', type: 'text', width: 130 },
    { field: 'function', headerName: 'Function', type: 'text', width: 130 },
    { field: 'is_port', headerName: 'Port', type: 'boolean', width: 100 },
    { field: 'is_airport', headerName: 'Airport', type: 'boolean', width: 110 },
    { field: 'latitude', headerName: 'Latitude', type: 'number', width: 120 },
    { field: 'longitude', headerName: 'Longitude', type: 'number', width: 120 },
  ],
  fields: [
    { name: 'unlocode', label: 'UN/LOCODE', type: 'text', required: true, maxLength: 5, upperCase: true, placeholder: 'NLRTM', help: 'Country code and three letters or digits 2-9; unique.' },
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 100 },
    { name: 'country', label: 'Country', type: 'select', required: true, options: countryOptions(), help: 'Must match the first two letters of the UN/LOCODE.' },
    { name: 'subdivision', label: 'Subdivision', type: 'text', maxLength: 10, upperCase: true, help: 'ISO 3166-2 subdivision, e.g. ZH.' },
    { name: 'function', label: 'Function', type: 'text', maxLength: 8, placeholder: '1-3-----', help: '8 positions: 1 port, 2 rail, 3 road, 4 airport, 5 postal, 6 multimodal, 7 fixed, B border; - where not.' },
    { name: 'latitude', label: 'Latitude', type: 'number', step: 'any' },
    { name: 'longitude', label: 'Longitude', type: 'number', step: 'any' },
    { name: 'is_port', label: 'Seaport', type: 'boolean' },
    { name: 'is_airport', label: 'Airport', type: 'boolean' },
  ],
  schema: object({
    unlocode: requiredText('UN/LOCODE', 5)
      .uppercase()
      .matches(UNLOCODE_PATTERN, 'A UN/LOCODE is the 2-letter country code and 3 letters or digits 2-9, e.g. NLRTM.'),
    name: requiredText('Name', 100),
    country: countryCode().test('matches-code', 'The country must match the first two letters of the UN/LOCODE.', function (value) {
      const locode = String(this.parent.unlocode ?? '').trim().toUpperCase();
      return !value || locode.length < 2 || locode.slice(0, 2) === value;
    }),
    subdivision: optionalText('Subdivision', 10).uppercase().matches(/^[A-Z0-9]*$/, 'A subdivision holds letters and digits only.'),
    // Empty means "not known": all eight positions '-', the table's default.
    function: string()
      .trim()
      .uppercase()
      .transform((v) => (v ? v : UNKNOWN_FUNCTION))
      .default(UNKNOWN_FUNCTION)
      .matches(FUNCTION_PATTERN, 'The function is 8 positions of 1-7, B or -, e.g. 1-3-----.'),
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    is_port: flag(),
    is_airport: flag(),
  }),
};
