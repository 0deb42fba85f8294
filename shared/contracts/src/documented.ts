/**
 * What the OpenAPI document shows for a body or a query field when it says more than the schema
 * the route validates with. A form body's route schema checks JSON types only, so that its rules
 * (yup, run by validateWith) answer with the form's own messages; a table's models are parsed
 * from JSON text and then checked by the table's code. A client generator needs the rules and the
 * wire form, so the document takes this schema instead (mock-api/src/openapi/index.ts). A symbol:
 * ajv and JSON never see it, and TypeBox's clones (Optional, Object) keep it.
 */
export type JsonSchema = Record<string, unknown>;

export const DOCUMENTED: unique symbol = Symbol.for('portal.contracts.documented');

/** `shown` may be a function: what takes long to work out is worked out when a document is made, once. */
export function documentedAs<T extends object>(schema: T, shown: JsonSchema | (() => JsonSchema)): T {
  return Object.assign(schema, { [DOCUMENTED]: shown });
}

const made = new WeakMap<() => JsonSchema, JsonSchema>();

/** The schema the document shows: its documented form when it has one, else itself. */
export function shownSchema(schema: object): JsonSchema {
  const shown = (schema as { [DOCUMENTED]?: JsonSchema | (() => JsonSchema) })[DOCUMENTED];
  if (typeof shown !== 'function') return shown ?? (schema as JsonSchema);
  if (!made.has(shown)) made.set(shown, shown());
  return made.get(shown)!;
}

const JSON_TEXT: unique symbol = Symbol.for('portal.contracts.jsonText');

/** A query field that travels as JSON text (a table's models): documented as a parameter whose content is that JSON. */
export const jsonText = <T extends object>(schema: T, shown: JsonSchema = schema as JsonSchema): T => Object.assign(documentedAs(schema, shown), { [JSON_TEXT]: true });
export const isJsonText = (schema: object): boolean => (schema as { [JSON_TEXT]?: boolean })[JSON_TEXT] === true;
