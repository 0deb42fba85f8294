import { Integer, Null, Object as Obj, Optional, String as Str, Union, type Static } from '@sinclair/typebox';
import { oneOf, strict } from './schemas';
import type { SortItem } from './table/contract';
import { tableContract } from './tables';
import { MODALITIES } from './modes';
import { DOCUMENT_CHANGE, updatedAtField } from './changes';

/**
 * The two tables of My Documents (mock-api/src/modules/documents/tables.ts). Rows carry
 * `filename` (the storage id the download takes) and `original_filename` (the name the download
 * is saved under).
 */
const TAG = 'Documents';
const day = Str({ format: 'date', examples: ['2026-11-24'] });
const orNull = <T extends ReturnType<typeof Str> | ReturnType<typeof Integer>>(schema: T) => Union([schema, Null()]);

export const myDocumentRowSchema = Obj(
  {
    ...{ id: Integer(), name: Str(), content_type: Str(), original_filename: Str(), filename: Str() },
    ...{ publication_date: day, expiration_date: orNull(day), size: Optional(orNull(Integer())), quote_nr: Optional(orNull(Str())) },
    updatedAt: updatedAtField('document', DOCUMENT_CHANGE),
  },
  { ...strict, title: 'DocumentRow' },
);

export const myOfferRowSchema = Obj(
  {
    id: Integer(),
    quote_nr: Str(),
    name: Str(),
    modality: oneOf([...MODALITIES]),
    origin: Str(),
    destination: Str(),
    publication_date: day,
    expiration_date: orNull(day),
    original_filename: Str(),
    filename: Str(),
    updatedAt: updatedAtField('offer document', DOCUMENT_CHANGE),
  },
  { ...strict, title: 'OfferRow' },
);

/** Both tables' order until the user sorts: the newest publication first (the documents page's first read asks for it). */
export const MY_DOCUMENTS_DEFAULT_SORT: SortItem[] = [{ colId: 'publication_date', sort: 'desc' }];

export const myDocumentsTables = {
  documents: tableContract('/api/myDocuments/documents', { row: myDocumentRowSchema, permission: 'myDocuments.documents', public: 'read', tag: TAG }),
  quotes: tableContract('/api/myDocuments/quotes', { row: myOfferRowSchema, permission: 'myDocuments.quotes', public: 'read', tag: TAG }),
};

export type MyDocumentRow = Static<typeof myDocumentRowSchema>;
export type MyOfferRow = Static<typeof myOfferRowSchema>;
