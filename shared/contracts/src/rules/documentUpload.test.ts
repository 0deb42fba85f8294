import {
  DOCUMENT_UPLOAD_MESSAGES as M,
  DOCUMENT_UPLOAD_RULES,
  documentUploadErrors,
  fileTypeOf,
  isIsoDate,
  normaliseDocumentUpload,
  sizeLimitMessage,
  type DocumentUploadContext,
  type DocumentUploadValues,
} from './documentUpload';

/** A valid Generic upload; each case changes what it needs. */
const BASE: DocumentUploadValues = {
  name: 'General terms 2025',
  publication_date: '2025-01-01',
  content_type: '5',
  quote_nr: '',
  distribution_type: 'Generic',
  customer: '',
  customer_group: '',
  expiration_date: '',
  shipment_ref: '',
};
const PDF = { name: 'terms.pdf', size: 20_000 };
const CTX: DocumentUploadContext = { mode: 'create', file: PDF, limitKb: 100, contentTypeName: 'General terms' };
/** A valid quote document (Offer). */
const OFFER: Partial<DocumentUploadValues> = { content_type: '1', quote_nr: 'Q-2025-00017', distribution_type: '', expiration_date: '2025-03-01' };
const OFFER_CTX: Partial<DocumentUploadContext> = { contentTypeName: 'Offer' };

type Case = [title: string, values: Partial<DocumentUploadValues>, ctx: Partial<DocumentUploadContext>, field: string, first: string];

describe('documentUploadErrors: one case per rule, with the exact first message of its field', () => {
  const cases: Case[] = [
    ['no file on create', {}, { file: null }, 'file', 'Please choose a file to upload.'],
    ['a file over the limit', {}, { file: { name: 'big scan.pdf', size: 100 * 1024 + 1 } }, 'file', 'big scan.pdf is larger than the upload limit of 100 KB.'],
    ['a type outside the list', {}, { file: { name: 'setup.exe', size: 10 } }, 'file', M.fileType],
    ['a file name without extension', {}, { file: { name: 'README', size: 10 } }, 'file', M.fileType],
    ['a very long file name', {}, { file: { name: `${'a'.repeat(200)}.pdf`, size: 10 } }, 'file', M.fileNameTooLong],
    ['no name', { name: '' }, {}, 'name', 'Name is required.'],
    ['a name of blanks only', { name: '   ' }, {}, 'name', 'Name is required.'],
    ['a too long name', { name: 'x'.repeat(201) }, {}, 'name', M.nameTooLong],
    ['no publication date', { publication_date: '' }, {}, 'publication_date', 'Publication date is required.'],
    ['an impossible publication date', { publication_date: '2025-02-30' }, {}, 'publication_date', M.publicationDateInvalid],
    ['a publication date in another format', { publication_date: '01-02-2025' }, {}, 'publication_date', M.publicationDateInvalid],
    ['no content type', { content_type: '' }, { contentTypeName: null }, 'content_type', 'Content type selection is required.'],
    ['an unknown content type', { content_type: '999' }, { contentTypeName: null }, 'content_type', M.contentTypeUnknown],
    ['Offer without quote number', { content_type: '1', distribution_type: '' }, OFFER_CTX, 'quote_nr', M.quoteNrRequired],
    [
      'a quote number with another content type',
      { quote_nr: 'Q-1', distribution_type: '', expiration_date: '2025-03-01' },
      {},
      'content_type',
      M.contentTypeMustBeOffer,
    ],
    ['a too long quote number', { ...OFFER, quote_nr: 'Q'.repeat(51) }, OFFER_CTX, 'quote_nr', M.quoteNrTooLong],
    ['a quote document distributed Generic', { ...OFFER, distribution_type: 'Generic' }, OFFER_CTX, 'distribution_type', M.distributionGenericWithQuote],
    ['a quote document naming a customer', { ...OFFER, customer: '3' }, OFFER_CTX, 'customer', M.customerWithQuote],
    ['a quote document naming a group', { ...OFFER, customer_group: '2' }, OFFER_CTX, 'customer_group', M.customerGroupWithQuote],
    ['a quote document without expiration date', { ...OFFER, expiration_date: '' }, OFFER_CTX, 'expiration_date', M.expirationDateRequired],
    ['no distribution type without quote', { distribution_type: '' }, {}, 'distribution_type', M.distributionRequired],
    ['an unknown distribution type', { distribution_type: 'Everyone' }, {}, 'distribution_type', M.distributionUnknown],
    ['Generic with a customer', { customer: '3' }, {}, 'customer', M.customerWithGeneric],
    ['Generic with a group', { customer_group: '2' }, {}, 'customer_group', M.customerGroupWithGeneric],
    ['Customer without a customer', { distribution_type: 'Customer' }, {}, 'customer', M.customerRequired],
    ['Customer group without a group', { distribution_type: 'Customer group' }, {}, 'customer_group', M.customerGroupRequired],
    [
      'a customer with distribution Customer group',
      { distribution_type: 'Customer group', customer_group: '2', customer: '3' },
      {},
      'customer',
      M.customerProhibited,
    ],
    [
      'a group with distribution Customer',
      { distribution_type: 'Customer', customer: '3', customer_group: '2' },
      {},
      'customer_group',
      M.customerGroupProhibited,
    ],
    ['a customer with no distribution type', { distribution_type: '', customer: '3' }, {}, 'customer', M.customerProhibited],
    ['a malformed shipment reference', { distribution_type: 'Customer', customer: '3', shipment_ref: 'SEA-1' }, {}, 'shipment_ref', M.shipmentRefFormat],
    ['a shipment reference on a quote document', { ...OFFER, shipment_ref: 'SEA26-000123' }, OFFER_CTX, 'shipment_ref', M.shipmentRefWithQuote],
    ['a shipment reference distributed Generic', { shipment_ref: 'SEA26-000123' }, {}, 'shipment_ref', M.shipmentRefNeedsCustomer],
    ['an impossible expiration date', { expiration_date: '2025-13-01' }, {}, 'expiration_date', M.expirationDateInvalid],
    ['an expiration before publication', { expiration_date: '2024-12-31' }, {}, 'expiration_date', M.expirationBeforePublication],
  ];

  it.each(cases)('%s', (_title, values, ctx, field, first) => {
    const errors = documentUploadErrors({ ...BASE, ...values }, { ...CTX, ...ctx }) as Record<string, string[]>;
    expect(errors[field]?.[0]).toBe(first);
  });

  it('covers every rule of the rule set (each message is asserted above)', () => {
    const asserted = new Set(cases.map((c) => c[4]));
    const ruleMessages = new Set(Object.values(M).filter((m) => !asserted.has(m)));
    expect([...ruleMessages]).toEqual([]);
    expect(DOCUMENT_UPLOAD_RULES.length).toBe(Object.keys(M).length + 1); // + the size rule
  });
});

describe('documentUploadErrors: what is allowed', () => {
  const valid: [string, Partial<DocumentUploadValues>, Partial<DocumentUploadContext>][] = [
    ['Generic', {}, {}],
    ['Customer with a customer', { distribution_type: 'Customer', customer: '3' }, {}],
    ['Customer group with a group', { distribution_type: 'Customer group', customer_group: '2' }, {}],
    ['an Offer with quote number and expiration date', OFFER, OFFER_CTX],
    ['an Offer with distribution type Customer and no customer', { ...OFFER, distribution_type: 'Customer' }, OFFER_CTX],
    ['an edit without a new file', {}, { mode: 'edit', file: null }],
    ['a file exactly at the limit', {}, { file: { name: 'exact.PDF', size: 100 * 1024 } }],
    ['expiration on the publication day', { expiration_date: '2025-01-01' }, {}],
    ['surrounding blanks', { name: '  Terms  ', distribution_type: 'Generic' }, {}],
  ];
  it.each(valid)('%s', (_title, values, ctx) => {
    expect(documentUploadErrors({ ...BASE, ...values }, { ...CTX, ...ctx })).toEqual({});
  });

  it('gives every message of a field, first broken rule first', () => {
    const errors = documentUploadErrors({ ...BASE, quote_nr: 'Q-1', distribution_type: 'Generic', customer: '3', expiration_date: '' }, CTX);
    expect(errors).toEqual({
      content_type: [M.contentTypeMustBeOffer],
      distribution_type: [M.distributionGenericWithQuote],
      customer: [M.customerWithQuote],
      expiration_date: [M.expirationDateRequired],
    });
  });

  it('reports every required field of an empty create form', () => {
    const errors = documentUploadErrors(normaliseDocumentUpload({}), { ...CTX, file: null, contentTypeName: null });
    expect(Object.keys(errors).sort()).toEqual(['content_type', 'distribution_type', 'file', 'name', 'publication_date']);
  });
});

describe('helpers', () => {
  it('sizeLimitMessage names the limit as people say it: 10 240 KB is 10 MB', () => {
    expect(sizeLimitMessage(10240, 'a.pdf')).toBe('a.pdf is larger than the upload limit of 10 MB.');
    expect(sizeLimitMessage(100, 'a.pdf')).toBe('a.pdf is larger than the upload limit of 100 KB.');
  });

  it.each([
    ['offer.pdf', 'pdf'],
    ['SCAN.JPG', 'jpeg'],
    ['photo.jpeg', 'jpeg'],
    ['list.xlsx', 'xlsx'],
    ['letter.docx', 'docx'],
    ['data.csv', 'csv'],
    ['notes.txt', 'txt'],
    ['logo.png', 'png'],
    ['anim.gif', 'gif'],
    ['archive.pdf.exe', null],
    ['noextension', null],
    ['.pdf', 'pdf'],
  ])('fileTypeOf(%p) is %p', (name, kind) => {
    expect(fileTypeOf(name)?.kind ?? null).toBe(kind);
  });

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2025-1-01', false],
    ['', false],
  ])('isIsoDate(%p) is %p', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it('normalises anything to trimmed text', () => {
    expect(normaliseDocumentUpload({ name: '  x ', customer: 12, customer_group: null, quote_nr: ['a'] })).toMatchObject({
      name: 'x',
      customer: '12',
      customer_group: '',
      quote_nr: '',
    });
  });
});
