import { object } from 'yup';
import type { ReferenceEntity } from './declaration';
import { optionalText, requiredText } from './fields';

/** Kinds of document (Offer, Invoice, Certificate, …) a document is filed under. */
export const contentTypesEntity: ReferenceEntity = {
  resource: 'contentTypes',
  title: 'Content Types',
  showTitle: 'Content Type',
  createTitle: 'Create Content Type',
  editTitle: 'Edit Content Type',
  singular: 'content type',
  description: 'Kinds of document (Offer, Invoice, Certificate, …) that documents are filed under.',
  idField: 'id',
  labelField: 'name',
  showParam: 'contentTypes',
  editParam: 'contentType',
  actions: ['index', 'show', 'create', 'edit', 'destroy'],
  defaultSort: [{ colId: 'name', sort: 'asc' }],
  columns: [
    { field: 'id', headerName: 'ID', type: 'number', hide: true },
    { field: 'name', headerName: 'Name', type: 'text', width: 220 },
    { field: 'description', headerName: 'Description', type: 'text', width: 360 },
    { field: 'document_count', headerName: 'Documents', type: 'number', width: 130 },
    { field: 'updated_at', headerName: 'Updated', type: 'date', width: 130 },
  ],
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 100, help: 'Unique. "Offer" is the type quotations are filed under.' },
    { name: 'description', label: 'Description', type: 'textarea', maxLength: 500 },
  ],
  schema: object({
    name: requiredText('Name', 100),
    description: optionalText('Description', 500),
  }),
};
