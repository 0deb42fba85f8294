import { ID_COLUMN, shown } from './attributes';
import { defineEntity } from './define';

/**
 * Documents: listed, shown and deleted by the generic mechanism; created and edited through
 * the documents slice's upload form (multipart with the file), so no schema here.
 */
export const documentsEntity = defineEntity({
  resource: 'documents',
  names: { one: 'Document', many: 'Documents' },
  titles: { create: 'Upload Document' },
  description: 'Uploaded documents and quotations, with their distribution to customers or groups.',
  labelField: 'name',
  showParam: 'document',
  actions: ['index', 'show', 'destroy'],
  customForms: true,
  defaultSort: [{ colId: 'publication_date', sort: 'desc' }],
  attributes: {
    id: ID_COLUMN,
    name: shown('Name', 'text', { width: 240, wrap: true }),
    content_type: shown('Content type', 'text', { width: 150 }),
    distribution_type: shown('Distribution type', 'text', { header: 'Distribution', width: 150 }),
    customer_code: shown('Customer', 'text', { width: 130 }),
    customer_group_code: shown('Customer group', 'text', { header: 'Group', width: 110 }),
    quote_nr: shown('Quote number', 'text', { header: 'Quote', width: 130 }),
    shipment_ref: shown('Shipment', 'text', { width: 140 }),
    publication_date: shown('Publication date', 'date', { header: 'Published', width: 140 }),
    expiration_date: shown('Expiration date', 'date', { header: 'Expires', width: 130 }),
    original_filename: shown('File', 'text', true),
    mime_type: shown('File type', 'text'),
    size: shown('Size (bytes)', 'number'),
  },
});
