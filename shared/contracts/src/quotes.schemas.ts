import { Array as List, Boolean as Bool, Null, Object as Obj, Optional, String as Str, Union, type Static, type TSchema } from '@sinclair/typebox';
import { updatedAtField } from './changes';
import { oneOf, strict } from './schemas';

/**
 * The shapes of the quote list's contract (quotes.ts): the listed quote. Objects allow no field
 * they do not list: the API tests check every answer against them.
 */
const orNull = <T extends TSchema>(schema: T) => Union([schema, Null()]);
const day = (description?: string) => Str({ format: 'date', examples: ['2026-11-24'], ...(description ? { description } : {}) });

export const quoteSchema = Obj(
  {
    quote_nr: Str({ examples: ['Q26-000128'] }),
    modality: oneOf(['SEA', 'AIR', 'MUL', 'ROA'] as const),
    inco_terms: Str(),
    inco_terms_location: Str(),
    expected_departure: day(),
    quote_status: Str({ examples: ['Requested'] }),
    expired: Bool(),
    can_download: Bool(),
    customer: Str({ examples: ['C10001'] }),
    customer_name: Optional(Str()),
    customergroup: Optional(orNull(Str())),
    requestor_email: Str(),
    created_at: Str({ format: 'date-time' }),
    origin_city: orNull(Str()),
    origin_country: Str(),
    origin_port: Optional(orNull(Str())),
    destination_city: orNull(Str()),
    destination_country: Str(),
    destination_port: Optional(orNull(Str())),
    goods_description: Str(),
    shipment_type: Optional(orNull(Str())),
    valid_until: Optional(orNull(day("An offer's last valid day"))),
    /** The ports' own names and the countries' names, so a place reads "Tokyo, Japan (JPTYO)". */
    origin_port_name: Optional(orNull(Str())),
    destination_port_name: Optional(orNull(Str())),
    origin_country_name: Optional(orNull(Str())),
    destination_country_name: Optional(orNull(Str())),
    /** The spec lets a list carry these camel-case twins (section 2); this API does not send them. */
    originCountry: Optional(Str()),
    originCity: Optional(Str()),
    updatedAt: updatedAtField('quote'),
  },
  { ...strict, title: 'Quote' },
);

export const quoteListSchema = Obj({ quotes: List(quoteSchema) }, strict);

/** A quote as the changes feed lists it: any status (the list's Quote holds the open ones). */
export const quoteChangeSchema = Obj({ ...quoteSchema.properties }, { ...strict, title: 'QuoteChange' });

export type Quote = Static<typeof quoteSchema>;
