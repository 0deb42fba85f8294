/**
 * JSON Schemas (2020-12, as OpenAPI 3.1 uses) of the answers of the public routes that no slice's
 * contract declares yet (shared/src/contracts/ declare theirs), written from the shared wire types
 * (shared/src/api/types.ts) and checked
 * against every answer the API tests receive (test/contract). Objects list every field and allow
 * no other: a field added to an answer fails the tests until it is documented here. Responses are
 * serialized with JSON.stringify, never from these schemas, so a missing field is a failing test,
 * never a field silently dropped from a screen.
 */
export type JsonSchema = Record<string, unknown>;

const str: JsonSchema = { type: 'string' };
const int: JsonSchema = { type: 'integer' };
const bool: JsonSchema = { type: 'boolean' };
const day: JsonSchema = { type: 'string', format: 'date', example: '2026-11-24' };
const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
const orNull = (schema: JsonSchema): JsonSchema => ({ ...schema, type: [schema.type as string, 'null'] });
const listOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

/** An object with exactly these fields; those in `optional` may be absent. */
export function object(properties: Record<string, JsonSchema>, optional: string[] = [], extra: JsonSchema = {}): JsonSchema {
  return { type: 'object', properties, required: Object.keys(properties).filter((k) => !optional.includes(k)), additionalProperties: false, ...extra };
}

const modality: JsonSchema = { type: 'string', enum: ['SEA', 'AIR', 'MUL', 'ROA'] };

export const errorBody = object(
  {
    message: str,
    errors: { type: 'object', additionalProperties: listOf(str), description: 'Messages per field (nested fields dotted), first message first.' },
    code: { type: 'string', example: 'VALIDATION' },
  },
  ['errors', 'code'],
  { example: { message: 'The given data was invalid.', errors: { name: ['The name field is required.'] }, code: 'VALIDATION' } },
);

const quote = object(
  {
    quote_nr: { type: 'string', example: 'Q26-000128' },
    modality,
    inco_terms: str,
    inco_terms_location: str,
    expected_departure: day,
    quote_status: { type: 'string', example: 'Requested' },
    expired: bool,
    can_download: bool,
    customer: { type: 'string', example: 'C10001' },
    customer_name: str,
    customergroup: orNull(str),
    requestor_email: str,
    created_at: dateTime,
    origin_city: orNull(str),
    origin_country: str,
    origin_port: orNull(str),
    destination_city: orNull(str),
    destination_country: str,
    destination_port: orNull(str),
    goods_description: str,
    shipment_type: orNull(str),
    valid_until: orNull(day),
    origin_port_name: orNull(str),
    destination_port_name: orNull(str),
    origin_country_name: orNull(str),
    destination_country_name: orNull(str),
  },
  ['customer_name', 'customergroup', 'origin_port', 'destination_port', 'shipment_type', 'valid_until', 'origin_port_name', 'destination_port_name', 'origin_country_name', 'destination_country_name'],
);
export const quotesList = object({ quotes: listOf(quote) });
export const quoteOrganisations = object({ organisations: listOf(object({ value: str, label: str })) });
export const quoteStored = object({ message: str, redirect: str, path: { type: 'string', description: 'The portal page to show next.', example: '/quotes' }, quote_nr: { type: 'string', example: 'Q26-000129' } });
export const message = object({ message: str, redirect: str, param: { type: 'object', additionalProperties: { type: ['string', 'number'] } } }, ['redirect', 'param']);


// ---- Portal-internal answers described exactly (the rest are open objects) ----

const userProfileFields = object({
  id: int,
  email: str,
  role: { type: 'string', enum: ['admin', 'customer'] },
  person: object({ name: str, appellative: str }),
  avatar: { type: ['object', 'null'], properties: { id: int, url: str }, required: ['id', 'url'], additionalProperties: false },
});
export const loginAnswer = object({ profile: userProfileFields, csrfToken: str });
export const csrfAnswer = object({ csrfToken: str });
export const userProfileAnswer = object({
  profile: userProfileFields,
  userSetting: object({ language: str, dateFormat: str, defaultCustomer: orNull(str) }),
  permissions: listOf(str),
  licences: object({ tracker: bool, kpi: bool }),
  impersonation: { type: ['object', 'null'], properties: { impersonator: object({ id: int, email: str, name: str }) }, required: ['impersonator'], additionalProperties: false },
});
export const customerOptionsAnswer = object({ options: listOf(object({ label: str, value: str })), selected: orNull(str) });
