import { Boolean as Bool, Object as Obj, Optional, String as Str, Unsafe, type Static } from '@sinclair/typebox';
import { FORM_TO_PAYLOAD, type QuotePayloadField } from './rules/quotePayload';
import { quoteFormSchema } from './rules/quoteFormSchema';
import { documentedAs, type JsonSchema } from './documented';
import { JSON_TYPES, MAX_FIELD_TEXT } from './formBody';
import { rulesSchemaOf } from './formRules';
import { quoteRequestConditions } from './quoteRequestConditions';
import { strict } from './schemas';

/**
 * The shapes of the quote request's contract (quoteRequests.ts): the UN/LOCODE hits of the form's
 * searches, and the JSON types of a quote request's fields. Objects allow no field they do not
 * list: the API tests check every answer against them.
 */
export const unlocodeCountrySchema = Obj({ code: Str({ examples: ['NL'] }), name: Str({ examples: ['Netherlands'] }) }, strict);

export const unlocodePlaceSchema = Obj(
  {
    unlocode: Str({ examples: ['NLRTM'] }),
    name: Str(),
    country: Str(),
    subdivision: Str(),
    function: Str({ description: "UN/LOCODE's function classifier, e.g. '12345---'" }),
    is_port: Bool(),
    is_airport: Bool(),
    /** The place's own name the search matched ("Amsterdam Schiphol Airport"), when not its UN/LOCODE name. */
    also_named: Optional(Str()),
  },
  strict,
);

/** A search's text: left out, empty or up to the search's own limit (the handler says how long, by field). */
const searchText = (description: string) => Optional(Str({ maxLength: MAX_FIELD_TEXT, description }));
export const countrySearch = Obj({ country: searchText('The start of a country name or its code') });
export const citySearch = Obj({ country: searchText('The country code'), city: searchText('The start of a place name or its code') });
export const portSearch = Obj({
  country: searchText('The country code'),
  port: searchText('The start of a port name or its code'),
  modality: searchText('SEA: seaports, AIR: airports, MUL: seaports and rail terminals, else both'),
});
/**
 * The same searches as a POST body (the spec's older form): each field text or null, another JSON
 * type a 422 naming it.
 */
const bodyOf = (...fields: string[]) =>
  Unsafe<Record<string, unknown>>({ properties: Object.fromEntries(fields.map((f) => [f, { type: JSON_TYPES.string, maxLength: MAX_FIELD_TEXT }])) });
export const countrySearchBody = bodyOf('country');
export const citySearchBody = bodyOf('country', 'city');
export const portSearchBody = bodyOf('country', 'port', 'modality');

/**
 * The JSON type of every field of a quote request (QuoteRequestPayload, spec §3): an object or a
 * list where text, a number or a flag belongs is a 422 naming the field before payloadToForm
 * would read it as empty. Only types: the rules are the form's yup schema (rules/quoteFormSchema),
 * which the API runs on the payload turned back into form values. Numbers may come as their text;
 * a flag may be any scalar (`tailgate` 'yes'/'no' as the form's choice reads), so that yup refuses
 * "yes please" with its own message.
 */
const text = { type: JSON_TYPES.string, maxLength: MAX_FIELD_TEXT };
const number = { type: JSON_TYPES.number, maxLength: 40 };
const flag = { type: JSON_TYPES.boolean, maxLength: 40 };

const PAYLOAD_TYPES: Record<QuotePayloadField, object> = {
  customer: text,
  modality: text,
  inco_terms: text,
  inco_terms_location: text,
  goods_description: text,
  expected_departure: text,
  origin_country: text,
  origin_city: text,
  origin_zipcode: text,
  origin_port: text,
  destination_country: text,
  destination_city: text,
  destination_zipcode: text,
  destination_port: text,
  shipment_type: text,
  container_type: text,
  vehicle_type: text,
  package_type: text,
  package_type_2: text,
  package_type_3: text,
  pallet_exchange: flag,
  package_count: number,
  package_count_2: number,
  package_count_3: number,
  weight: number,
  volume: number,
  loading_meters: number,
  temperature: number,
  tailgate: flag,
  customs_handling: flag,
  extra_goods_insurance: flag,
  dangerous_goods: flag,
  goods_value: { type: ['string', 'number', 'null'], maxLength: 60 },
  dangerous_goods_class: text,
  special_instructions: text,
};

/** What a quote request may hold before the rules have looked at it: the payload's fields, any value. */
export type QuoteRequestBody = { [K in QuotePayloadField]?: unknown };

/**
 * The document's quote request: the form's rules (rulesSchemaOf) under the payload's names, each
 * field as a client should send it (text, a number, a flag); a field the form checks by the mode,
 * incoterm and shipment type has the rules it has where it applies, and is required where the
 * form requires it (quoteRequestConditions); one that depends on other fields keeps its JSON type
 * and the form's messages tell.
 */
function orNull(rule: JsonSchema): JsonSchema {
  const types = [rule.type].flat();
  return {
    ...rule,
    type: types.includes('null') ? rule.type : [...types, 'null'],
    ...(Array.isArray(rule.enum) && !rule.enum.includes(null) ? { enum: [...rule.enum, null] } : {}),
  };
}

function quoteRequestDocument(): JsonSchema {
  const form = rulesSchemaOf(quoteFormSchema);
  const rules = form.properties as Record<string, JsonSchema>;
  const properties: Record<string, JsonSchema> = {};
  for (const [field, payload] of Object.entries(FORM_TO_PAYLOAD)) {
    const { type, maxLength, ...rule } = PAYLOAD_TYPES[payload] as JsonSchema;
    const own = (type as string[]).find((t) => t !== 'null' && t !== 'string') ?? 'string';
    properties[payload] ??= { type: own, ...(own === 'string' ? { maxLength } : {}), ...rule, ...(rules[field]?.type ? rules[field] : {}) };
  }
  properties.expected_departure = { ...properties.expected_departure, format: 'date' };
  properties.goods_value = { type: 'string', maxLength: 60, description: 'An amount and its currency, e.g. "2500 EUR"' };
  const required = [...new Set((form.required as string[]).map((field) => FORM_TO_PAYLOAD[field as keyof typeof FORM_TO_PAYLOAD]))];
  // A field left empty may be null, as the portal's own form sends it (formToPayload).
  for (const [field, rule] of Object.entries(properties)) if (!required.includes(field as QuotePayloadField)) properties[field] = orNull(rule);
  // The fields that apply by mode, incoterm and shipment type: where each is required, with its rules there.
  const allOf = quoteRequestConditions(form.required as string[], PAYLOAD_TYPES as Record<string, JsonSchema>);
  return { title: 'QuoteRequest', type: 'object', properties, required, allOf };
}
// No type at the top, as formBody: a body that is not an object is the handler's to refuse. The
// document is worked out when the OpenAPI document is made (every mode's rules take a while).
export const quoteRequestBody = documentedAs(Unsafe<QuoteRequestBody>({ properties: PAYLOAD_TYPES }), quoteRequestDocument);

export type UnlocodeCountry = Static<typeof unlocodeCountrySchema>;
export type UnlocodePlace = Static<typeof unlocodePlaceSchema>;
