/**
 * JSON Schemas (2020-12, as OpenAPI 3.1 uses) of the answers of the public routes that no slice's
 * contract declares yet (shared/contracts/src/ declare theirs), written from the shared wire types
 * (shared/contracts/src/wire.ts) and checked
 * against every answer the API tests receive (test/contract). Objects list every field and allow
 * no other: a field added to an answer fails the tests until it is documented here. Responses are
 * serialized with JSON.stringify, never from these schemas, so a missing field is a failing test,
 * never a field silently dropped from a screen.
 */
export type JsonSchema = Record<string, unknown>;

const str: JsonSchema = { type: 'string' };
const listOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

/** An object with exactly these fields; those in `optional` may be absent. */
export function object(properties: Record<string, JsonSchema>, optional: string[] = [], extra: JsonSchema = {}): JsonSchema {
  return { type: 'object', properties, required: Object.keys(properties).filter((k) => !optional.includes(k)), additionalProperties: false, ...extra };
}

export const errorBody = object(
  {
    message: str,
    errors: { type: 'object', additionalProperties: listOf(str), description: 'Messages per field (nested fields dotted), first message first.' },
    code: { type: 'string', example: 'VALIDATION' },
  },
  ['errors', 'code'],
  { title: 'Error', example: { message: 'The given data was invalid.', errors: { name: ['The name field is required.'] }, code: 'VALIDATION' } },
);
