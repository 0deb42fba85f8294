import { Array as List, Object as Obj, Optional, String as Str, type Static } from '@sinclair/typebox';
import { changesQuery, nextCursor, updatedSinceField } from './changes';
import { defineContract } from './endpoint';
import { quoteChangeSchema, quoteListSchema } from './quotes.schemas';
import { oneOf, strict } from './schemas';
import { TABLE_EXPORT_FORMATS, XLSX_TYPE } from './tables';

/**
 * The quotes slice's contract for its list: the open quotes (and the sandbox's), the offer PDF,
 * cancel and the forwarder's offer. The quote form's endpoints are quoteRequests.ts, so the
 * dashboard's quotes panel does not carry the request's schemas. The slice's own addresses are
 * under /api/quotes; the addresses the spec (section 7) names stay as `aliases`, or, where the
 * older address uses another method or permission, as an endpoint of its own whose summary says
 * which it stands for.
 */
const TAG = 'Quotes';
const QUOTE_NR = Obj({ quote_nr: Str({ pattern: '^[A-Za-z0-9-]{1,20}$', examples: ['Q26-000128'] }) }, { required: ['quote_nr'] });
const PDF = ['application/pdf'] as const;
const message = Obj({ message: Str() }, strict);

export const quotesContract = defineContract({
  list: {
    method: 'GET',
    path: '/api/quotes',
    aliases: ['/api/shipments/quotes'],
    permission: 'shipments.quotes',
    public: 'read',
    summary: 'Quotes of the organisations in scope',
    tag: TAG,
    query: Obj({ updatedSince: updatedSinceField('open quotes') }),
    response: quoteListSchema,
    revalidates: true,
  },
  /** Every quote of the scope (any status) changed at or after updatedSince, oldest change first (contracts/changes.ts). */
  changes: {
    method: 'GET',
    path: '/api/quotes/changes',
    permission: 'shipments.quotes',
    public: 'read',
    summary: 'Quotes changed since a moment, any status, oldest change first; follow next until it is null',
    tag: TAG,
    query: changesQuery('quote'),
    response: Obj({ quotes: List(quoteChangeSchema), next: nextCursor }, strict),
    revalidates: true,
  },
  /** My quotes as the list shows them (expired ones only when shown), as CSV or Excel. */
  export: {
    method: 'GET',
    path: '/api/quotes/export',
    permission: 'shipments.quotes',
    summary: 'The open quotes of the organisations in scope as CSV or Excel (xlsx)',
    tag: TAG,
    query: Obj({ expired: Optional(oneOf(['0', '1'], { description: '1: the expired ones too, as the list\'s "Show expired"' })), format: Optional(oneOf(TABLE_EXPORT_FORMATS)) }),
    file: ['text/csv', XLSX_TYPE] as const,
  },
  /** The Sandbox page: the open quotes of the selection that the signed-in user requested. */
  sandbox: {
    method: 'GET',
    path: '/api/quotes/sandbox',
    aliases: ['/api/sandbox/quotes'],
    permission: 'sandbox.index',
    summary: 'Open quotes the signed-in user requested',
    tag: TAG,
    response: quoteListSchema,
    revalidates: true,
  },
  offer: {
    method: 'GET',
    path: '/api/quotes/:quote_nr/offer',
    aliases: ['/api/shipments/download/:quote_nr'],
    params: QUOTE_NR,
    permission: 'shipments.download',
    public: 'read',
    summary: 'The offer of a quote as PDF',
    tag: TAG,
    file: PDF,
  },
  /** The same PDF from the documents page's Quotations tab, under that page's permission. */
  offerFromDocuments: {
    method: 'GET',
    path: '/api/documents/getDownloadFile/:quote_nr',
    params: QUOTE_NR,
    permission: 'documents.download',
    public: 'read',
    summary: "The offer of a quote as PDF (the documents page's address)",
    tag: TAG,
    file: PDF,
  },
  /** Only a request nobody has offered on yet (not expired, nothing to download) can be cancelled. */
  cancel: {
    method: 'POST',
    path: '/api/quotes/:quote_nr/cancel',
    params: QUOTE_NR,
    permission: 'shipments.cancel',
    summary: 'Cancel a requested quote',
    tag: TAG,
    response: message,
  },
  /** The spec's address of cancel: a GET that changes state, so it needs the anti-forgery header too. */
  cancelByLink: {
    method: 'GET',
    path: '/api/shipments/cancel/:quote_nr',
    params: QUOTE_NR,
    permission: 'shipments.cancel',
    deprecated: true,
    summary: 'Cancel a requested quote (older address of POST /api/quotes/:quote_nr/cancel; a GET that needs the anti-forgery header)',
    tag: TAG,
    response: message,
  },
  /** Where the quote form's organisation choice comes from: a selected group's member organisations. */
  /** The forwarder (an administrator) makes or renews the offer on an open quote; its users are notified. */
  makeOffer: {
    method: 'POST',
    path: '/api/quotes/:quote_nr/offer',
    params: Obj({ quote_nr: Str({ maxLength: 50 }) }),
    permission: 'quotes.offer',
    summary: 'Make the offer on an open quote',
    tag: TAG,
    body: Obj(
      { valid_until: Str({ maxLength: 10, description: 'YYYY-MM-DD, today or later' }), currency: Optional(Str({ maxLength: 3 })) },
      { required: ['valid_until'] },
    ),
    response: Obj({ message: Str(), quote_nr: Str(), valid_until: Str({ format: 'date' }) }, strict),
  },
});

export type QuoteList = Static<typeof quotesContract.list.response>;
export type { Quote } from './quotes.schemas';
export type QuoteChange = Static<typeof quoteChangeSchema>;
