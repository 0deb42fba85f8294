import { BEYOND_PHONE, ID_COLUMN, UPDATED_COLUMN, column, text } from './attributes';
import { defineEntity } from './define';

/** Kinds of document (Offer, Invoice, Certificate, …) a document is filed under. */
export const contentTypesEntity = defineEntity({
  resource: 'contentTypes',
  names: { one: 'Content Type', many: 'Content Types' },
  description: 'Kinds of document (Offer, Invoice, Certificate, …) that documents are filed under.',
  labelField: 'name',
  showParam: 'contentTypes',
  editParam: 'contentType',
  attributes: {
    id: ID_COLUMN,
    name: text('Name', 100, { required: true, help: 'Unique. "Offer" is the type quotations are filed under.', column: { width: 220, wrap: true } }),
    description: text('Description', 500, { textarea: true, column: { width: 360, wrap: true, showFrom: BEYOND_PHONE } }),
    document_count: column('Documents', 'number', { width: 130 }),
    updated_at: UPDATED_COLUMN,
  },
});
