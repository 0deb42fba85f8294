import { Array as List, Object as Obj, String as Str, type Static } from '@sinclair/typebox';
import { defineContract } from './endpoint';
import {
  citySearch,
  citySearchBody,
  countrySearch,
  countrySearchBody,
  portSearch,
  portSearchBody,
  quoteRequestBody,
  unlocodeCountrySchema,
  unlocodePlaceSchema,
} from './quoteRequests.schemas';
import { strict } from './schemas';

/**
 * The quotes slice's contract for its form: the quote request with the organisations it may be
 * for, and the form's UN/LOCODE searches (the list's endpoints are quotes.ts). The spec's
 * addresses stay as `aliases`, or, for the searches it sends as POST, as endpoints of their own.
 */
const TAG = 'Quotes';

export const quoteRequestsContract = defineContract({
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
    summary: 'Places of a country by the start of their name or code',
    tag: TAG,
    response: Obj({ cities: List(unlocodePlaceSchema) }, strict),
  },
  ports: {
    method: 'GET',
    path: '/api/quotes/unlocode/ports',
    query: portSearch,
    permission: 'unlocode.search',
    summary: 'Ports of a country for the transport mode, by the start of their name or code',
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

export type QuoteStored = Static<typeof quoteRequestsContract.store.response>;
export type { UnlocodeCountry, UnlocodePlace } from './quoteRequests.schemas';
