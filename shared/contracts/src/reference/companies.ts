import { ID_COLUMN, UPDATED_COLUMN, codeText, column } from './attributes';
import { addressAttributes, emailAttribute, organisationName, phoneAttribute, vatNumberAttribute } from './address';
import { defineEntity } from './define';

/** The forwarder's own legal entities (staff users belong to one). */
export const companiesEntity = defineEntity({
  resource: 'companies',
  names: { one: 'Company', many: 'Companies' },
  description: 'The forwarder’s own legal entities, their addresses and VAT numbers.',
  labelField: 'code',
  showParam: 'company',
  attributes: {
    id: ID_COLUMN,
    code: codeText('Company code', 20, { help: 'Unique.', column: { header: 'Code', width: 120 } }),
    name: organisationName,
    ...addressAttributes,
    phone: phoneAttribute,
    email: emailAttribute,
    vat_number: vatNumberAttribute,
    user_count: column('Users', 'number', { width: 110 }),
    updated_at: UPDATED_COLUMN,
  },
});
