/**
 * The document upload rules (spec section 5 "Document upload"), defined once: the upload form
 * checks them before sending and POST /api/reference/documents/uploadCreate|uploadUpdate checks
 * them again. Pure TS (no React, no DOM): the API imports this file. The form's calls and their
 * answers are the documents contract (contracts/documents.ts).
 *
 * Values are the multipart fields as text (ids of selects as text, dates as Y-m-d); a blank
 * field is ''. Things only the server can know (does the quote exist, does the file content
 * match its type) are checked by the server on top of these.
 */
export const DISTRIBUTION_TYPES = ['Generic', 'Customer', 'Customer group'] as const;

/** The content type whose documents belong to a quote. */
const OFFER_CONTENT_TYPE = 'Offer';

/** decisions.md: 10 240 Kb unless the API is configured otherwise (UPLOAD_LIMIT_KB). */
export const DEFAULT_UPLOAD_LIMIT_KB = 10240;

const MAX_NAME_LENGTH = 200;
const MAX_FILENAME_LENGTH = 200;
const MAX_QUOTE_NR_LENGTH = 50;
const MAX_SHIPMENT_REF_LENGTH = 20;
/** A shipment reference as the lists show it: modality, year, number (SEA26-000123). */
const SHIPMENT_REF_PATTERN = /^(SEA|AIR|ROA|MUL)\d{2}-\d{1,10}$/;

export interface UploadFileType {
  kind: 'pdf' | 'png' | 'jpeg' | 'gif' | 'docx' | 'xlsx' | 'txt' | 'csv';
  label: string;
  extensions: readonly string[];
  /** What the API stores and serves, whatever the browser declared. */
  mimeType: string;
}

const UPLOAD_FILE_TYPES: readonly UploadFileType[] = [
  { kind: 'pdf', label: 'PDF', extensions: ['pdf'], mimeType: 'application/pdf' },
  { kind: 'png', label: 'PNG', extensions: ['png'], mimeType: 'image/png' },
  { kind: 'jpeg', label: 'JPEG', extensions: ['jpg', 'jpeg'], mimeType: 'image/jpeg' },
  { kind: 'gif', label: 'GIF', extensions: ['gif'], mimeType: 'image/gif' },
  { kind: 'docx', label: 'DOCX', extensions: ['docx'], mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  { kind: 'xlsx', label: 'XLSX', extensions: ['xlsx'], mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  { kind: 'txt', label: 'TXT', extensions: ['txt'], mimeType: 'text/plain' },
  { kind: 'csv', label: 'CSV', extensions: ['csv'], mimeType: 'text/csv' },
];

/** For `<input type="file" accept=…>`. */
export const UPLOAD_ACCEPT = UPLOAD_FILE_TYPES.flatMap((t) => t.extensions.map((e) => `.${e}`)).join(',');

/** The allowed type a file name declares by its extension, or null. */
export function fileTypeOf(filename: string): UploadFileType | null {
  const dot = filename.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = filename.slice(dot + 1).toLowerCase();
  return UPLOAD_FILE_TYPES.find((t) => t.extensions.includes(ext)) ?? null;
}

/** A size limit as people say it: 10 240 KB is "10 MB" (the rules' words are English; the browser shows sizes with useFormat). */
export const limitText = (limitKb: number): string => (limitKb >= 1024 ? `${Math.round((limitKb / 1024) * 10) / 10} MB` : `${limitKb} KB`);

export const sizeLimitMessage = (limitKb: number, filename: string): string => `${filename} is larger than the upload limit of ${limitText(limitKb)}.`;

export const DOCUMENT_UPLOAD_MESSAGES = {
  fileRequired: 'Please choose a file to upload.',
  fileType: `This file type is not allowed. Allowed are ${UPLOAD_FILE_TYPES.map((t) => t.label).join(', ')}.`,
  fileNameTooLong: `The file name may be at most ${MAX_FILENAME_LENGTH} characters.`,
  nameRequired: 'Name is required.',
  nameTooLong: `The name may be at most ${MAX_NAME_LENGTH} characters.`,
  publicationDateRequired: 'Publication date is required.',
  publicationDateInvalid: 'Publication date must be a date in Y-m-d format.',
  contentTypeRequired: 'Content type selection is required.',
  contentTypeUnknown: 'The selected content type does not exist.',
  contentTypeMustBeOffer: 'The content type must be Offer when a quote number is given.',
  quoteNrRequired: 'A quote number is required when the content type is Offer.',
  quoteNrTooLong: `The quote number may be at most ${MAX_QUOTE_NR_LENGTH} characters.`,
  distributionGenericWithQuote: 'Distribution type Generic is not allowed with a quote number.',
  distributionRequired: 'Distribution type is required.',
  distributionUnknown: 'Distribution type must be Generic, Customer or Customer group.',
  customerWithQuote: 'No customer may be given with a quote number.',
  customerWithGeneric: 'No customer may be given with distribution type Generic.',
  customerRequired: 'A customer is required for distribution type Customer.',
  customerProhibited: 'A customer is only allowed with distribution type Customer.',
  customerGroupWithQuote: 'No customer group may be given with a quote number.',
  customerGroupWithGeneric: 'No customer group may be given with distribution type Generic.',
  customerGroupRequired: 'A customer group is required for distribution type Customer group.',
  customerGroupProhibited: 'A customer group is only allowed with distribution type Customer group.',
  expirationDateRequired: 'An expiration date is required with a quote number.',
  expirationDateInvalid: 'Expiration date must be a date in Y-m-d format.',
  expirationBeforePublication: 'The expiration date may not be before the publication date.',
  shipmentRefFormat: 'A shipment reference looks like SEA26-000123 (modality, year, number).',
  shipmentRefWithQuote: 'A document of a quote cannot belong to a shipment.',
  shipmentRefNeedsCustomer: 'A shipment document needs distribution type Customer (the shipment’s organisation).',
} as const;

export const DOCUMENT_UPLOAD_FIELDS = [
  'file',
  'name',
  'publication_date',
  'content_type',
  'quote_nr',
  'distribution_type',
  'customer',
  'customer_group',
  'expiration_date',
  'shipment_ref',
] as const;
export type DocumentUploadField = (typeof DOCUMENT_UPLOAD_FIELDS)[number];

export type DocumentUploadValues = Record<Exclude<DocumentUploadField, 'file'>, string>;

export const EMPTY_DOCUMENT_UPLOAD: DocumentUploadValues = {
  name: '',
  publication_date: '',
  content_type: '',
  quote_nr: '',
  distribution_type: '',
  customer: '',
  customer_group: '',
  expiration_date: '',
  shipment_ref: '',
};

interface UploadFileInfo {
  name: string;
  /** Bytes. */
  size: number;
}

export interface DocumentUploadContext {
  /** A new document needs a file; an edit keeps the stored one when none is sent. */
  mode: 'create' | 'edit';
  file: UploadFileInfo | null;
  limitKb: number;
  /** The name of the chosen content type; null when none is chosen or the id is unknown. */
  contentTypeName: string | null;
}

export type DocumentUploadErrors = Partial<Record<DocumentUploadField, string[]>>;

interface Facts {
  v: DocumentUploadValues;
  ctx: DocumentUploadContext;
  hasQuote: boolean;
  isOffer: boolean;
}

export interface DocumentUploadRule {
  field: DocumentUploadField;
  /** True when the rule is broken. */
  fails(facts: Facts): boolean;
  message(facts: Facts): string;
}

const M = DOCUMENT_UPLOAD_MESSAGES;
const blank = (s: string) => s === '';
const fixed = (text: string) => () => text;

/** A real calendar day written Y-m-d. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * In order: within a field the first broken rule's message comes first, which is the one a
 * 422 toast shows. The spec's general rule "a customer is prohibited unless the distribution
 * is Customer" is split so that Generic and a quote number get their own, clearer message.
 */
export const DOCUMENT_UPLOAD_RULES: readonly DocumentUploadRule[] = [
  { field: 'file', fails: ({ ctx }) => ctx.mode === 'create' && !ctx.file, message: fixed(M.fileRequired) },
  { field: 'file', fails: ({ ctx }) => !!ctx.file && ctx.file.size > ctx.limitKb * 1024, message: ({ ctx }) => sizeLimitMessage(ctx.limitKb, ctx.file!.name) },
  { field: 'file', fails: ({ ctx }) => !!ctx.file && !fileTypeOf(ctx.file.name), message: fixed(M.fileType) },
  { field: 'file', fails: ({ ctx }) => !!ctx.file && ctx.file.name.length > MAX_FILENAME_LENGTH, message: fixed(M.fileNameTooLong) },

  { field: 'name', fails: ({ v }) => blank(v.name), message: fixed(M.nameRequired) },
  { field: 'name', fails: ({ v }) => v.name.length > MAX_NAME_LENGTH, message: fixed(M.nameTooLong) },

  { field: 'publication_date', fails: ({ v }) => blank(v.publication_date), message: fixed(M.publicationDateRequired) },
  { field: 'publication_date', fails: ({ v }) => !blank(v.publication_date) && !isIsoDate(v.publication_date), message: fixed(M.publicationDateInvalid) },

  { field: 'content_type', fails: ({ v }) => blank(v.content_type), message: fixed(M.contentTypeRequired) },
  { field: 'content_type', fails: ({ v, ctx }) => !blank(v.content_type) && ctx.contentTypeName === null, message: fixed(M.contentTypeUnknown) },
  {
    field: 'content_type',
    fails: ({ hasQuote, isOffer, ctx }) => hasQuote && ctx.contentTypeName !== null && !isOffer,
    message: fixed(M.contentTypeMustBeOffer),
  },

  { field: 'quote_nr', fails: ({ hasQuote, isOffer }) => isOffer && !hasQuote, message: fixed(M.quoteNrRequired) },
  { field: 'quote_nr', fails: ({ v }) => v.quote_nr.length > MAX_QUOTE_NR_LENGTH, message: fixed(M.quoteNrTooLong) },

  { field: 'distribution_type', fails: ({ v, hasQuote }) => hasQuote && v.distribution_type === 'Generic', message: fixed(M.distributionGenericWithQuote) },
  {
    field: 'distribution_type',
    fails: ({ v, hasQuote, isOffer }) => !hasQuote && !isOffer && blank(v.distribution_type),
    message: fixed(M.distributionRequired),
  },
  {
    field: 'distribution_type',
    fails: ({ v }) => !blank(v.distribution_type) && !(DISTRIBUTION_TYPES as readonly string[]).includes(v.distribution_type),
    message: fixed(M.distributionUnknown),
  },

  { field: 'customer', fails: ({ v, hasQuote }) => hasQuote && !blank(v.customer), message: fixed(M.customerWithQuote) },
  {
    field: 'customer',
    fails: ({ v, hasQuote }) => !hasQuote && v.distribution_type === 'Generic' && !blank(v.customer),
    message: fixed(M.customerWithGeneric),
  },
  { field: 'customer', fails: ({ v, hasQuote }) => !hasQuote && v.distribution_type === 'Customer' && blank(v.customer), message: fixed(M.customerRequired) },
  {
    field: 'customer',
    fails: ({ v, hasQuote }) => !hasQuote && v.distribution_type !== 'Customer' && v.distribution_type !== 'Generic' && !blank(v.customer),
    message: fixed(M.customerProhibited),
  },

  { field: 'customer_group', fails: ({ v, hasQuote }) => hasQuote && !blank(v.customer_group), message: fixed(M.customerGroupWithQuote) },
  {
    field: 'customer_group',
    fails: ({ v, hasQuote }) => !hasQuote && v.distribution_type === 'Generic' && !blank(v.customer_group),
    message: fixed(M.customerGroupWithGeneric),
  },
  {
    field: 'customer_group',
    fails: ({ v, hasQuote }) => !hasQuote && v.distribution_type === 'Customer group' && blank(v.customer_group),
    message: fixed(M.customerGroupRequired),
  },
  {
    field: 'customer_group',
    fails: ({ v, hasQuote }) => !hasQuote && v.distribution_type !== 'Customer group' && v.distribution_type !== 'Generic' && !blank(v.customer_group),
    message: fixed(M.customerGroupProhibited),
  },

  { field: 'expiration_date', fails: ({ v, hasQuote }) => hasQuote && blank(v.expiration_date), message: fixed(M.expirationDateRequired) },
  { field: 'expiration_date', fails: ({ v }) => !blank(v.expiration_date) && !isIsoDate(v.expiration_date), message: fixed(M.expirationDateInvalid) },
  {
    field: 'expiration_date',
    fails: ({ v }) => isIsoDate(v.expiration_date) && isIsoDate(v.publication_date) && v.expiration_date < v.publication_date,
    message: fixed(M.expirationBeforePublication),
  },

  // The optional link to one shipment: only the shipment's own organisation may receive it.
  { field: 'shipment_ref', fails: ({ v }) => !blank(v.shipment_ref) && (v.shipment_ref.length > MAX_SHIPMENT_REF_LENGTH || !SHIPMENT_REF_PATTERN.test(v.shipment_ref)), message: fixed(M.shipmentRefFormat) },
  { field: 'shipment_ref', fails: ({ v, hasQuote }) => !blank(v.shipment_ref) && hasQuote, message: fixed(M.shipmentRefWithQuote) },
  { field: 'shipment_ref', fails: ({ v, hasQuote }) => !blank(v.shipment_ref) && !hasQuote && v.distribution_type !== 'Customer', message: fixed(M.shipmentRefNeedsCustomer) },
];

/** Any input (form state, multipart fields) as trimmed text per field; missing becomes ''. */
export function normaliseDocumentUpload(input: Partial<Record<string, unknown>>): DocumentUploadValues {
  const out = { ...EMPTY_DOCUMENT_UPLOAD };
  for (const key of Object.keys(out) as (keyof DocumentUploadValues)[]) {
    const value = input[key];
    out[key] = typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
  }
  return out;
}

/** Every broken rule's message per field, first first; {} when the upload may go ahead. */
export function documentUploadErrors(values: DocumentUploadValues, ctx: DocumentUploadContext): DocumentUploadErrors {
  const v = normaliseDocumentUpload(values);
  const facts: Facts = { v, ctx, hasQuote: v.quote_nr !== '', isOffer: ctx.contentTypeName === OFFER_CONTENT_TYPE };
  const errors: DocumentUploadErrors = {};
  for (const rule of DOCUMENT_UPLOAD_RULES) if (rule.fails(facts)) (errors[rule.field] ??= []).push(rule.message(facts));
  return errors;
}
