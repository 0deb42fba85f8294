import { ID_COLUMN, UPDATED_COLUMN, attribute, coordinateAttribute, country, select, text } from './attributes';
import { defineEntity } from './define';
import type { RuleMaker } from './declaration';
import { UNLOCODE_PATTERN } from './unlocode';
import { CONTINENTS, NETWORK_LOCATION_TYPES as LOCATION_TYPES, NETWORK_ROLES } from '../rules/network';

/** The forwarder's own offices and its agents, drawn on the network map (values: rules/network.ts). */

const asOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** Optional here (an agent may have none), but a valid one when given. */
const optionalUnlocode: RuleMaker = ({ string }) =>
  string()
    .trim()
    .uppercase()
    .transform((v) => v ?? '')
    .default('')
    .test('unlocode', 'A UN/LOCODE is the 2-letter country code and 3 letters or digits 2-9, e.g. NLRTM.', (v) => !v || UNLOCODE_PATTERN.test(v));

export const networkLocationsEntity = defineEntity({
  resource: 'networkLocations',
  names: { one: 'Network Location', many: 'Network Locations' },
  description: 'Offices and agents shown on the customers’ network map.',
  labelField: 'name',
  showParam: 'networkLocations',
  editParam: 'networkLocation',
  attributes: {
    id: ID_COLUMN,
    name: text('Name', 200, { required: true, column: { width: 240, wrap: true } }),
    type: select('Type', asOptions(LOCATION_TYPES), { required: true, defaultValue: 'Company', column: { width: 110 } }),
    role: select('Role', asOptions(NETWORK_ROLES), { required: true, help: 'Decides the map icon.', column: { width: 140 } }),
    address: text('Address', 300),
    city: text('City', 100, { required: true, column: { wrap: true } }),
    country: country(),
    continent: select('Continent', asOptions(CONTINENTS), { required: true, column: { width: 130 } }),
    contact: text('Contact', 300, { help: 'Phone or e-mail shown in the map popup.' }),
    unlocode: attribute('text', 'UN/LOCODE', 'text', optionalUnlocode, { maxLength: 5, upperCase: true, placeholder: 'NLRTM', column: { width: 130 } }),
    latitude: coordinateAttribute('Latitude', 90, {
      help: 'Without coordinates the location is left off the map.',
      refine: (s) =>
        s.test('pair', 'Give both latitude and longitude, or neither.', function (v) {
          return (v === null || v === undefined) === (this.parent.longitude === null || this.parent.longitude === undefined || this.parent.longitude === '');
        }),
    }),
    longitude: coordinateAttribute('Longitude', 180),
    updated_at: UPDATED_COLUMN,
  },
});
