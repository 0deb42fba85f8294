import { Array as List, Object as Obj, Optional, String as Str, type Static } from '@sinclair/typebox';
import { defineContract } from './endpoint';
import {
  citySearch,
  citySearchBody,
  countrySearch,
  countrySearchBody,
  portSearch,
  portSearchBody,
  quoteListSchema,
  quoteRequestBody,
  unlocodeCountrySchema,
  unlocodePlaceSchema,
} from './quotes.schemas';
import { strict } from './schemas';

/**
 * The quotes slice's contract: the open quotes list (and the sandbox's), the offer PDF, cancel,
 * the quote request with the organisations it may be for, the forwarder's offer, and the quote
 * form's UN/LOCODE searches. The slice's own addresses are under /api/quotes; the addresses the
 * spec (section 7) names stay as `aliases`, or, where the older address uses another method or
 * permission, as an endpoint of its own whose summary says which it stands for.
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
    response: quoteListSchema,
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
  organisations: {
    method: 'GET',
    path: '/api/quotes/organisations',
    permission: 'quotes.create',
    public: 'read',
    summary: 'Organisations a quote may be requested for',
    tag: TAG,
    response: Obj({ organisations: List(Obj({ value: Str(), label: Str() }, strict)) }, strict),
  },
  /** The request payload of spec §3, checked with the quote form's own rules; throttled per user. */
  store: {
    method: 'POST',
    path: '/api/quotes',
    aliases: ['/api/quotes/quotes/store'],
    permission: 'quotes.store',
    public: 'write',
    summary: 'Request a quote',
    tag: TAG,
    body: quoteRequestBody,
    response: Obj(
      {
        message: Str(),
        redirect: Str({ description: "The spec's route name of the page to show next" }),
        path: Str({ description: 'The portal page to show next.', examples: ['/quotes'] }),
        quote_nr: Str({ examples: ['Q26-000129'] }),
      },
      strict,
    ),
  },
  /** The forwarder (an administrator) makes or renews the offer on an open quote; its users are notified. */
  makeOffer: {
    method: 'POST',
    path: '/api/quotes/:quote_nr/offer',
    params: Obj({ quote_nr: Str({ maxLength: 50 }) }),
    permission: 'quotes.offer',
    summary: 'Make the offer on an open quote',
    tag: TAG,
    body: Obj({ valid_until: Str({ maxLength: 10, description: 'YYYY-MM-DD, today or later' }), currency: Optional(Str({ maxLength: 3 })) }, { required: ['valid_until'] }),
    response: Obj({ message: Str(), quote_nr: Str(), valid_until: Str({ format: 'date' }) }, strict),
  },
  countries: {
    method: 'GET',
    path: '/api/quotes/unlocode/countries',
    query: countrySearch,
    permission: 'unlocode.search',
    summary: 'Countries whose name or code starts with the text',
    tag: TAG,
    response: Obj({ countries: List(unlocodeCountrySchema) }, strict),
  },
  cities: {
    method: 'GET',
    path: '/api/quotes/unlocode/cities',
    query: citySearch,
    permission: 'unlocode.search',
    summary: "Places of a country by the start of their name or code",
    tag: TAG,
    response: Obj({ cities: List(unlocodePlaceSchema) }, strict),
  },
  ports: {
    method: 'GET',
    path: '/api/quotes/unlocode/ports',
    query: portSearch,
    permission: 'unlocode.search',
    summary: "Ports of a country for the transport mode, by the start of their name or code",
    tag: TAG,
    response: Obj({ ports: List(unlocodePlaceSchema) }, strict),
  },
  // The spec's addresses of the three searches: reads sent as POST with the same fields in the body.
  // Another method than their GET, so not `aliases` (same method only): endpoints of their own.
  countriesByPost: {
    method: 'POST',
    path: '/api/unlocode/countries',
    body: countrySearchBody,
    permission: 'unlocode.search',
    deprecated: true,
    summary: 'Countries whose name or code starts with the text (older address of GET /api/quotes/unlocode/countries)',
    tag: TAG,
    response: Obj({ countries: List(unlocodeCountrySchema) }, strict),
  },
  citiesByPost: {
    method: 'POST',
    path: '/api/unlocode/cities',
    body: citySearchBody,
    permission: 'unlocode.search',
    deprecated: true,
    summary: 'Places of a country by the start of their name or code (older address of GET /api/quotes/unlocode/cities)',
    tag: TAG,
    response: Obj({ cities: List(unlocodePlaceSchema) }, strict),
  },
  portsByPost: {
    method: 'POST',
    path: '/api/unlocode/ports',
    body: portSearchBody,
    permission: 'unlocode.search',
    deprecated: true,
    summary: 'Ports of a country for the transport mode (older address of GET /api/quotes/unlocode/ports)',
    tag: TAG,
    response: Obj({ ports: List(unlocodePlaceSchema) }, strict),
  },
});

export type QuoteList = Static<typeof quotesContract.list.response>;
export type QuoteStored = Static<typeof quotesContract.store.response>;
export type { Quote, UnlocodeCountry, UnlocodePlace } from './quotes.schemas';
