import { object, string } from 'yup';
import type { ReferenceEntity } from './declaration';
import { countryOptions } from './countries';
import { choice, coordinate, countryCode, optionalText, requiredText } from './fields';
import { UNLOCODE_PATTERN } from './unlocode';
import { CONTINENTS, NETWORK_LOCATION_TYPES as LOCATION_TYPES, NETWORK_ROLES } from '../rules/network';

/** The forwarder's own offices and its agents, drawn on the network map (values: rules/network.ts). */

const asOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

export const networkLocationsEntity: ReferenceEntity = {
  resource: 'networkLocations',
  title: 'Network Locations',
  showTitle: 'Network Location',
  createTitle: 'Create Network Location',
  editTitle: 'Edit Network Location',
  singular: 'network location',
  description: 'Offices and agents shown on the customers’ network map.',
  idField: 'id',
  labelField: 'name',
  showParam: 'networkLocations',
  editParam: 'networkLocation',
  actions: ['index', 'show', 'create', 'edit', 'destroy'],
  defaultSort: [{ colId: 'name', sort: 'asc' }],
  columns: [
    { field: 'id', headerName: 'ID', type: 'number', hide: true },
    { field: 'name', headerName: 'Name', type: 'text', width: 240 },
    { field: 'type', headerName: 'Type', type: 'text', width: 110 },
    { field: 'role', headerName: 'Role', type: 'text', width: 140 },
    { field: 'city', headerName: 'City', type: 'text' },
    { field: 'country', headerName: 'Country', type: 'text', width: 110 },
    { field: 'continent', headerName: 'Continent', type: 'text', width: 130 },
    { field: 'unlocode', headerName: 'UN/LOCODE', type: 'text', width: 130 },
    { field: 'updated_at', headerName: 'Updated', type: 'date', width: 130 },
  ],
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 200 },
    { name: 'type', label: 'Type', type: 'select', required: true, options: asOptions(LOCATION_TYPES), defaultValue: 'Company' },
    { name: 'role', label: 'Role', type: 'select', required: true, options: asOptions(NETWORK_ROLES), help: 'Decides the map icon.' },
    { name: 'address', label: 'Address', type: 'text', maxLength: 300 },
    { name: 'city', label: 'City', type: 'text', required: true, maxLength: 100 },
    { name: 'country', label: 'Country', type: 'select', required: true, options: countryOptions() },
    { name: 'continent', label: 'Continent', type: 'select', required: true, options: asOptions(CONTINENTS) },
    { name: 'contact', label: 'Contact', type: 'text', maxLength: 300, help: 'Phone or e-mail shown in the map popup.' },
    { name: 'unlocode', label: 'UN/LOCODE', type: 'text', maxLength: 5, upperCase: true, placeholder: 'NLRTM' },
    { name: 'latitude', label: 'Latitude', type: 'number', step: 'any', help: 'Without coordinates the location is left off the map.' },
    { name: 'longitude', label: 'Longitude', type: 'number', step: 'any' },
  ],
  schema: object({
    name: requiredText('Name', 200),
    type: choice('Type', LOCATION_TYPES),
    role: choice('Role', NETWORK_ROLES),
    address: optionalText('Address', 300),
    city: requiredText('City', 100),
    country: countryCode(),
    continent: choice('Continent', CONTINENTS),
    contact: optionalText('Contact', 300),
    unlocode: string()
      .trim()
      .uppercase()
      .transform((v) => v ?? '')
      .default('')
      .test('unlocode', 'A UN/LOCODE is the 2-letter country code and 3 letters or digits 2-9, e.g. NLRTM.', (v) => !v || UNLOCODE_PATTERN.test(v)),
    latitude: coordinate('Latitude', 90).test('pair', 'Give both latitude and longitude, or neither.', function (v) {
      return (v === null || v === undefined) === (this.parent.longitude === null || this.parent.longitude === undefined || this.parent.longitude === '');
    }),
    longitude: coordinate('Longitude', 180),
  }),
};
