import { Array as List, Literal, Object as Obj, String as Str, Union, type Static } from '@sinclair/typebox';
import { DOCUMENT_CHANGE, updatedAtField } from './changes';
import { defineContract } from './endpoint';

/**
 * The header's one search box: shipments by any reference the shipments table holds (the
 * shipment's own reference, the customer's order / PO number, the container number, the bill of
 * lading, the air waybill, the CMR number), quotes by number and documents
 * by name, across every mode of the current selection. Prefix matches only, so each group is
 * an index range read; bounded in length and in results per group. Each hit carries the
 * `updatedAt` its row has in the lists and changes feeds, so a client knows whether its copy is current.
 */
export const SEARCH_LIMITS = { minLength: 2, maxLength: 40, perGroup: 5 } as const;

const strict = { additionalProperties: false } as const;

const shipmentHit = Obj(
  {
    id: Str({ description: 'The shipment reference (shipmentid)' }),
    mode: Union([Literal('sea'), Literal('air'), Literal('roa'), Literal('mul')], { description: 'The page is /myshipments/<mode>/<id>' }),
    matched: Str({ description: 'The reference that matched' }),
    matchedField: Union(
      [Literal('reference'), Literal('order'), Literal('container'), Literal('billOfLading'), Literal('airWaybill'), Literal('cmr')],
      {
        description:
          "reference: the shipment's own; order: the customer's order / PO number; container: the container number (ISO 6346); billOfLading: the bill of lading; airWaybill: the air waybill (xxx-xxxxxxxx); cmr: the CMR consignment note",
      },
    ),
    route: Str({ description: 'From and to, as the tables write them' }),
    updatedAt: updatedAtField('shipment'),
  },
  strict,
);

const quoteHit = Obj({ quoteNr: Str(), route: Str({ description: 'Origin and destination countries' }), status: Str(), updatedAt: updatedAtField('quote') }, strict);

const documentHit = Obj(
  {
    name: Str(),
    tab: Union([Literal('documents'), Literal('quotations')], { description: 'The My Documents tab that lists it' }),
    contentType: Str(),
    updatedAt: updatedAtField('document', DOCUMENT_CHANGE),
  },
  strict,
);

export const searchContract = defineContract({
  search: {
    method: 'GET',
    path: '/api/search',
    permission: 'shipments.index',
    public: 'read',
    summary: 'Find shipments by reference, order/PO, container, bill of lading, air waybill or CMR number, quotes by number and documents by name, in the current selection',
    tag: 'Search',
    query: Obj({ q: Str({ minLength: SEARCH_LIMITS.minLength, maxLength: SEARCH_LIMITS.maxLength, description: 'The start of a reference, number or name (case-insensitive)' }) }, strict),
    response: Obj({ shipments: List(shipmentHit), quotes: List(quoteHit), documents: List(documentHit) }, { additionalProperties: false, title: 'SearchResults' }),
  },
});

export type SearchResults = Static<typeof searchContract.search.response>;
export type ShipmentHit = SearchResults['shipments'][number];
