import type { ReferenceEntity } from './declaration';

/**
 * Documents: listed, shown and deleted by the generic mechanism; created and edited through
 * the documents slice's upload form (multipart with the file), so no schema here.
 */
export const documentsEntity: ReferenceEntity = {
  resource: 'documents',
  title: 'Documents',
  showTitle: 'Document',
  createTitle: 'Upload Document',
  editTitle: 'Edit Document',
  singular: 'document',
  description: 'Uploaded documents and quotations, with their distribution to customers or groups.',
  idField: 'id',
  labelField: 'name',
  showParam: 'document',
  editParam: 'document',
  actions: ['index', 'show', 'destroy'],
  customForms: true,
  defaultSort: [{ colId: 'publication_date', sort: 'desc' }],
  columns: [
    { field: 'id', headerName: 'ID', type: 'number', hide: true },
    { field: 'name', headerName: 'Name', type: 'text', width: 240 },
    { field: 'content_type', headerName: 'Content type', type: 'text', width: 150 },
    { field: 'distribution_type', headerName: 'Distribution', type: 'text', width: 150 },
    { field: 'customer_code', headerName: 'Customer', type: 'text', width: 130 },
    { field: 'customer_group_code', headerName: 'Group', type: 'text', width: 110 },
    { field: 'quote_nr', headerName: 'Quote', type: 'text', width: 130 },
    { field: 'shipment_ref', headerName: 'Shipment', type: 'text', width: 140 },
    { field: 'publication_date', headerName: 'Published', type: 'date', width: 140 },
    { field: 'expiration_date', headerName: 'Expires', type: 'date', width: 130 },
    { field: 'original_filename', headerName: 'File', type: 'text' },
  ],
  fields: [
    { name: 'name', label: 'Name', type: 'text' },
    { name: 'content_type', label: 'Content type', type: 'text' },
    { name: 'distribution_type', label: 'Distribution type', type: 'text' },
    { name: 'customer_code', label: 'Customer', type: 'text' },
    { name: 'customer_group_code', label: 'Customer group', type: 'text' },
    { name: 'quote_nr', label: 'Quote number', type: 'text' },
    { name: 'shipment_ref', label: 'Shipment', type: 'text' },
    { name: 'publication_date', label: 'Publication date', type: 'date' },
    { name: 'expiration_date', label: 'Expiration date', type: 'date' },
    { name: 'original_filename', label: 'File', type: 'text' },
    { name: 'mime_type', label: 'File type', type: 'text' },
    { name: 'size', label: 'Size (bytes)', type: 'number' },
  ],
};
