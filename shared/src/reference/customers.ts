import { object } from 'yup';
import type { ReferenceEntity } from './declaration';
import { countryOptions } from './countries';
import { code, countryCode, flag, optionalEmail, optionalText, requiredText } from './fields';

/** A customer organisation: what the header selector offers and every shipment belongs to. */
export const GROUP_CODE_PREFIX = '00';

export const customersEntity: ReferenceEntity = {
  resource: 'customers',
  title: 'Customers',
  showTitle: 'Customers Profile',
  createTitle: 'Create Customer',
  editTitle: 'Edit Customer',
  singular: 'customer',
  description: 'Customer organisations, their addresses, VAT numbers and tracker and KPI licences.',
  idField: 'id',
  labelField: 'code',
  showParam: 'customers',
  editParam: 'customer',
  actions: ['index', 'show', 'create', 'edit', 'destroy'],
  defaultSort: [{ colId: 'code', sort: 'asc' }],
  columns: [
    { field: 'id', headerName: 'ID', type: 'number', hide: true },
    { field: 'code', headerName: 'Code', type: 'text', width: 120 },
    { field: 'name', headerName: 'Name', type: 'text', width: 240 },
    { field: 'city', headerName: 'City', type: 'text' },
    { field: 'country', headerName: 'Country', type: 'text', width: 110 },
    { field: 'vat_number', headerName: 'VAT number', type: 'text' },
    { field: 'tracker_licence', headerName: 'Tracker', type: 'boolean', width: 110 },
    { field: 'kpi_licence', headerName: 'KPI', type: 'boolean', width: 100 },
    { field: 'updated_at', headerName: 'Updated', type: 'date', width: 130 },
  ],
  fields: [
    { name: 'code', label: 'Customer code', type: 'text', required: true, maxLength: 20, upperCase: true, help: 'Unique; a code starting with 00 is reserved for customer groups.' },
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 200 },
    { name: 'address', label: 'Address', type: 'text', maxLength: 200 },
    { name: 'postal_code', label: 'Postal code', type: 'text', maxLength: 20 },
    { name: 'city', label: 'City', type: 'text', maxLength: 100 },
    { name: 'country', label: 'Country', type: 'select', required: true, options: countryOptions() },
    { name: 'vat_number', label: 'VAT number', type: 'text', maxLength: 40 },
    { name: 'email', label: 'E-mail', type: 'email', maxLength: 254 },
    { name: 'phone', label: 'Phone', type: 'text', maxLength: 40 },
    { name: 'tracker_licence', label: 'Tracker licence', type: 'boolean', help: 'May open the myTracker application.' },
    { name: 'kpi_licence', label: 'KPI licence', type: 'boolean', help: 'May open the MyKPI dashboard.' },
  ],
  schema: object({
    code: code('Customer code', 20).test('not-group', 'A customer code must not start with 00: that prefix marks customer groups.', (v) => !v?.startsWith(GROUP_CODE_PREFIX)),
    name: requiredText('Name', 200),
    address: optionalText('Address', 200),
    postal_code: optionalText('Postal code', 20),
    city: optionalText('City', 100),
    country: countryCode(),
    vat_number: optionalText('VAT number', 40).uppercase().matches(/^([A-Z0-9][A-Z0-9 .-]*)?$/, 'A VAT number holds letters and digits.'),
    email: optionalEmail('E-mail'),
    phone: optionalText('Phone', 40).matches(/^[0-9+() .-]*$/, 'A phone number holds digits, spaces and + ( ) . -'),
    tracker_licence: flag(),
    kpi_licence: flag(),
  }),
};
