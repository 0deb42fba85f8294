import { ID_COLUMN, UPDATED_COLUMN, codeText, flag } from './attributes';
import { addressAttributes, emailAttribute, organisationName, phoneAttribute, vatNumberAttribute } from './address';
import { defineEntity } from './define';
import { GROUP_CODE_PREFIX } from '../rules/customerGroups';

/** A customer organisation: what the header selector offers and every shipment belongs to. */
export const customersEntity = defineEntity({
  resource: 'customers',
  names: { one: 'Customer', many: 'Customers' },
  titles: { show: 'Customer profile' },
  description: 'Customer organisations, their addresses, VAT numbers and tracker and KPI licences.',
  labelField: 'code',
  showParam: 'customers',
  editParam: 'customer',
  attributes: {
    id: ID_COLUMN,
    code: codeText('Customer code', 20, {
      help: `Unique; a code starting with ${GROUP_CODE_PREFIX} is reserved for customer groups.`,
      column: { header: 'Code', width: 120 },
      refine: (s) => s.test('not-group', `A customer code must not start with ${GROUP_CODE_PREFIX}: that prefix marks customer groups.`, (v) => !v?.startsWith(GROUP_CODE_PREFIX)),
    }),
    name: organisationName,
    ...addressAttributes,
    vat_number: vatNumberAttribute,
    email: emailAttribute,
    phone: phoneAttribute,
    // Licences from a laptop's width on, with the VAT number: on a tablet they took the name's room.
    tracker_licence: flag('Tracker licence', { help: 'May open My tracker.', column: { header: 'Tracker', width: 110, showFrom: 1100 } }),
    kpi_licence: flag('KPI licence', { help: 'May open the MyKPI dashboard.', column: { header: 'KPI', width: 100, showFrom: 1100 } }),
    updated_at: UPDATED_COLUMN,
  },
});
