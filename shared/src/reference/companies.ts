import { object } from 'yup';
import type { ReferenceEntity } from './declaration';
import { countryOptions } from './countries';
import { code, countryCode, optionalEmail, optionalText, requiredText } from './fields';

/** The forwarder's own legal entities (staff users belong to one). */
export const companiesEntity: ReferenceEntity = {
  resource: 'companies',
  title: 'Companies',
  showTitle: 'Company',
  createTitle: 'Create Company',
  editTitle: 'Edit Company',
  singular: 'company',
  description: 'The forwarder’s own legal entities, their addresses and VAT numbers.',
  idField: 'id',
  labelField: 'code',
  showParam: 'company',
  editParam: 'company',
  actions: ['index', 'show', 'create', 'edit', 'destroy'],
  defaultSort: [{ colId: 'code', sort: 'asc' }],
  columns: [
    { field: 'id', headerName: 'ID', type: 'number', hide: true },
    { field: 'code', headerName: 'Code', type: 'text', width: 120 },
    { field: 'name', headerName: 'Name', type: 'text', width: 240 },
    { field: 'city', headerName: 'City', type: 'text' },
    { field: 'country', headerName: 'Country', type: 'text', width: 110 },
    { field: 'vat_number', headerName: 'VAT number', type: 'text' },
    { field: 'user_count', headerName: 'Users', type: 'number', width: 110 },
    { field: 'updated_at', headerName: 'Updated', type: 'date', width: 130 },
  ],
  fields: [
    { name: 'code', label: 'Company code', type: 'text', required: true, maxLength: 20, upperCase: true, help: 'Unique.' },
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 200 },
    { name: 'address', label: 'Address', type: 'text', maxLength: 200 },
    { name: 'postal_code', label: 'Postal code', type: 'text', maxLength: 20 },
    { name: 'city', label: 'City', type: 'text', maxLength: 100 },
    { name: 'country', label: 'Country', type: 'select', required: true, options: countryOptions() },
    { name: 'phone', label: 'Phone', type: 'text', maxLength: 40 },
    { name: 'email', label: 'E-mail', type: 'email', maxLength: 254 },
    { name: 'vat_number', label: 'VAT number', type: 'text', maxLength: 40 },
  ],
  schema: object({
    code: code('Company code', 20),
    name: requiredText('Name', 200),
    address: optionalText('Address', 200),
    postal_code: optionalText('Postal code', 20),
    city: optionalText('City', 100),
    country: countryCode(),
    phone: optionalText('Phone', 40).matches(/^[0-9+() .-]*$/, 'A phone number holds digits, spaces and + ( ) . -'),
    email: optionalEmail('E-mail'),
    vat_number: optionalText('VAT number', 40).uppercase().matches(/^([A-Z0-9][A-Z0-9 .-]*)?$/, 'A VAT number holds letters and digits.'),
  }),
};
