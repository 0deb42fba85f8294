import { Array as List, Integer, Null, Object as Obj, Optional, String as Str, Union, Unsafe, type Static, type TObject, type TString } from '@sinclair/typebox';
import { changesQuery, DOCUMENT_CHANGE, nextCursor, updatedAtField } from './changes';
import { DISTRIBUTION_TYPES, DOCUMENT_UPLOAD_FIELDS, type DocumentUploadValues } from './rules/documentUpload';
import { defineContract } from './endpoint';
import { oneOf, strict } from './schemas';

/**
 * The documents slice's contract (docs/documents.md): the downloads of My Documents (public) and
 * of the reference area, and the reference area's upload form (its options, a document's current
 * values, the multipart upload itself). The two tables of My Documents are table endpoints
 * (tables/initTable, rows, export), declared with the other tables.
 *
 * The uploads are multipart/form-data (the document fields as text and `file`), read part by part
 * by the documents module as they stream in: their body schema only documents the fields. Their
 * rules are shared/contracts/src/rules/documentUpload.ts, which the form runs before sending and the API
 * again on what arrived; a broken rule is a 422 naming the field.
 */
const TAG = 'Documents';
const ADMIN = 'Administration (internal)';

/** What a stored document may be served as (the type recorded at upload, sniffed from its content). */
export const DOCUMENT_FILE_TYPES = [
  'application/pdf',
  'application/octet-stream',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
  'application/vnd.ms-excel',
  'application/zip',
] as const;

/** A download's key: the stored file's internal id as the table row gives it (anything else is 404). */
const storedFile = Obj({ filename: Str({ maxLength: 200 }) });
const documentId = Obj({ document: Integer({ minimum: 1 }) });

const optionSchema = Obj({ value: Str(), label: Str() }, strict);

/** The upload's text fields, each as the form holds it ('' when blank). */
const uploadValuesSchema = Obj(
  Object.fromEntries(DOCUMENT_UPLOAD_FIELDS.filter((field) => field !== 'file').map((field) => [field, Str()])),
  strict,
) as TObject<Record<keyof DocumentUploadValues, TString>>;

/**
 * An upload's body as the document shows it: multipart/form-data, each field as text, `file` as
 * its bytes. Nothing here refuses a request (no type at the top: the multipart body is read by
 * the handler, never parsed before it); the shared rules do, field by field.
 */
function uploadForm(mode: 'create' | 'edit') {
  const text = Object.fromEntries(DOCUMENT_UPLOAD_FIELDS.filter((field) => field !== 'file').map((field) => [field, { type: 'string' }]));
  const schema = {
    description: 'The document fields, checked by the upload rules (shared/contracts/src/rules/documentUpload.ts): a broken rule is a 422 naming the field.',
    properties: {
      ...(mode === 'edit' ? { id: { type: 'string', description: 'The document to change' } } : {}),
      ...text,
      file: { type: 'string', format: 'binary', description: mode === 'create' ? 'The file' : 'A new file, when the stored one is replaced' },
    },
    required: [...(mode === 'edit' ? ['id'] : ['file']), 'name', 'publication_date', 'content_type'],
  };
  // Never sent by call() (the form sends it with uploadWithProgress), so no body type for the browser.
  return Unsafe<never>({ content: { 'multipart/form-data': { schema } } });
}

/** An upload's answer: `redirect` is a route name of the reference area (spec section 7), `path` the portal page it names. */
const uploadAnswer = Obj(
  {
    message: Str(),
    redirect: Str({ examples: ['reference.documents.index'] }),
    /** The document's id, with `redirect` reference.documents.show. */
    param: Optional(Integer()),
    path: Str({ description: 'The portal page to show next.', examples: ['/reference/documents'] }),
    document: Obj({ id: Integer() }, strict),
  },
  strict,
);

/** A document the scope sees (either tab), as the changes feed lists it. */
const documentChangeSchema = Obj(
  {
    id: Integer(),
    name: Str(),
    content_type: Str(),
    original_filename: Str(),
    filename: Str({ description: 'The storage id the download takes (the Documents tab, or the Quotations tab with a quote_nr)' }),
    size: Integer({ minimum: 0 }),
    publication_date: Str({ format: 'date' }),
    expiration_date: Union([Str({ format: 'date' }), Null()]),
    quote_nr: Union([Str(), Null()], { description: 'The quote of an offer document (the Quotations tab); null for the Documents tab' }),
    shipment_ref: Union([Str(), Null()], { description: 'The shipment it belongs to, when it belongs to one' }),
    updatedAt: updatedAtField('document', DOCUMENT_CHANGE),
  },
  { ...strict, title: 'DocumentChange' },
);

export const documentsContract = defineContract({
  /**
   * The documents the scope sees now (both tabs) changed at or after updatedSince, oldest change
   * first (contracts/changes.ts). updatedAt is the document's last write, or the start of its
   * publication day when that is later: one uploaded ahead of its publication date is a change
   * on that day, so a client syncing with updatedSince finds it then.
   */
  changes: {
    method: 'GET',
    path: '/api/documents/changes',
    permission: 'myDocuments.documents',
    public: 'read',
    summary: 'Documents changed since a moment, oldest change first; follow next until it is null',
    tag: TAG,
    query: changesQuery('document'),
    response: Obj({ documents: List(documentChangeSchema), next: nextCursor }, strict),
    revalidates: true,
  },
  /** A document of the Documents tab; the name is the row's `filename`, looked up with the visibility rules. */
  downloadDocument: {
    method: 'GET',
    path: '/api/myDocuments/documents/getDownloadFile/:filename',
    permission: 'myDocuments.documents',
    public: 'read',
    summary: 'Download a document',
    tag: TAG,
    params: storedFile,
    file: DOCUMENT_FILE_TYPES,
  },
  /** An offer of the Quotations tab. */
  downloadOffer: {
    method: 'GET',
    path: '/api/myDocuments/quotes/getDownloadFile/:filename',
    permission: 'myDocuments.quotes',
    public: 'read',
    summary: 'Download an offer document',
    tag: TAG,
    params: storedFile,
    file: ['application/pdf'],
  },
  /** Any document, whoever it reaches: the reference area's show page. */
  referenceDownload: {
    method: 'GET',
    path: '/api/reference/documents/:document/download',
    permission: 'reference.documents.show',
    summary: 'Download a document (administration)',
    tag: ADMIN,
    params: documentId,
    file: DOCUMENT_FILE_TYPES,
  },
  /** The upload form's choices, the size limit and the accepted file types. */
  formOptions: {
    method: 'GET',
    path: '/api/reference/documents/formOptions',
    permission: 'reference.documents.index',
    summary: "The upload form's choices and limits",
    tag: ADMIN,
    response: Obj(
      {
        contentTypes: List(optionSchema),
        customers: List(optionSchema),
        customerGroups: List(optionSchema),
        distributionTypes: List(Obj({ value: oneOf(DISTRIBUTION_TYPES), label: oneOf(DISTRIBUTION_TYPES) }, strict)),
        uploadLimitKb: Integer({ minimum: 1 }),
        /** For the file input's accept attribute. */
        accept: Str({ examples: ['.pdf,.png'] }),
      },
      strict,
    ),
  },
  /** A document as the edit form starts: its values and the stored file's name and size. */
  uploadValues: {
    method: 'GET',
    path: '/api/reference/documents/:document/uploadValues',
    permission: 'reference.documents.edit',
    summary: 'A document as its edit form starts',
    tag: ADMIN,
    params: documentId,
    response: Obj({ id: Integer(), values: uploadValuesSchema, original_filename: Str(), size: Integer({ minimum: 0 }) }, strict),
  },
  /** multipart/form-data: the document fields and `file` (required). */
  uploadCreate: {
    method: 'POST',
    path: '/api/reference/documents/uploadCreate',
    permission: 'reference.documents.create',
    summary: 'Upload a new document (multipart/form-data: the document fields and file)',
    tag: ADMIN,
    body: uploadForm('create'),
    response: uploadAnswer,
  },
  /** multipart/form-data: `id`, the document fields, and `file` when it is replaced. */
  uploadUpdate: {
    method: 'POST',
    path: '/api/reference/documents/uploadUpdate',
    permission: 'reference.documents.edit',
    summary: 'Change a document, its file too when one is sent (multipart/form-data: id, the document fields, file)',
    tag: ADMIN,
    body: uploadForm('edit'),
    response: uploadAnswer,
  },
});

export type DocumentChange = Static<typeof documentChangeSchema>;
/** GET /api/reference/documents/formOptions */
export type DocumentFormOptions = Static<typeof documentsContract.formOptions.response>;
export type DocumentFormOption = DocumentFormOptions['contentTypes'][number];
/** GET /api/reference/documents/:document/uploadValues */
export type DocumentUploadCurrent = Static<typeof documentsContract.uploadValues.response>;
/** 200 of uploadCreate / uploadUpdate. */
export type DocumentUploadAnswer = Static<typeof uploadAnswer>;
