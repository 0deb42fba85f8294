import { Unsafe, type TSchema } from '@sinclair/typebox';
import type { AnySchema, InferType, SchemaDescription } from 'yup';
import { documentedAs } from './documented';
import { rulesSchemaOf } from './formRules';

/**
 * The JSON types each yup type accepts from a client. Numbers may come as their text, as forms
 * send them; a flag may be any scalar, so that yup's own test refuses "yes please" or 2 with the
 * form's message. What never reaches yup is an object or a list where a scalar belongs: yup would
 * call its toString (a TypeError, or "[object Object]" stored as text).
 */
export const JSON_TYPES: Record<string, string[]> = {
  string: ['string', 'null'],
  number: ['number', 'string', 'null'],
  boolean: ['boolean', 'number', 'string', 'null'],
  date: ['string', 'null'],
  array: ['array', 'null'],
  object: ['object', 'null'],
  tuple: ['array', 'null'],
};

/** Longest text any field may carry before its own rules look at it (a field's own max is usually far less). */
export const MAX_FIELD_TEXT = 100_000;

type JsonSchema = Record<string, unknown>;

function fieldSchema(description: SchemaDescription | undefined): JsonSchema {
  const types = description ? JSON_TYPES[description.type] : undefined;
  if (!types) return {};
  const out: JsonSchema = { type: types };
  if (types.includes('string')) out.maxLength = MAX_FIELD_TEXT;
  if (description?.type === 'array' && 'innerType' in description && description.innerType && !Array.isArray(description.innerType)) {
    out.items = fieldSchema(description.innerType as SchemaDescription);
  }
  return out;
}

/**
 * A body schema with the JSON type of every field of a yup object schema (usually the shared one
 * the browser's form uses): the route refuses a wrong type by name before yup casts it. Fields
 * the yup schema does not know are left alone (yup strips them).
 */
export function bodySchemaOf(schema: AnySchema): JsonSchema {
  const description = schema.describe() as SchemaDescription & { fields?: Record<string, SchemaDescription> };
  const properties = Object.fromEntries(Object.entries(description.fields ?? {}).map(([name, field]) => [name, fieldSchema(field)]));
  // No type at the top: a body that is not an object is the handler's to refuse, as it always was
  // (an empty or multipart body reaches it as undefined).
  return { properties };
}

/**
 * What a form body may hold before its rules have looked at it: the form's fields, any value. The
 * route's schema checks their JSON types only; yup (validateWith) then turns them into the form's
 * values or refuses them, so the handler reads its input from validateWith, not from the body.
 */
export type FormBodyOf<S extends AnySchema> = { [K in keyof InferType<S>]?: unknown };

/**
 * A contract's body for a form whose rules are a shared yup schema: the JSON types of
 * bodySchemaOf for the route's validation; the document shows the rules (rulesSchemaOf), with
 * `more` per field for what the handler checks beyond yup (an https address, known event types).
 * The rules themselves stay in yup (the form in the browser, validateWith on the server), written once.
 */
export const formBody = <S extends AnySchema>(schema: S, more: Record<string, JsonSchema> = {}): TSchema & { static: FormBodyOf<S> } => {
  const rules = rulesSchemaOf(schema);
  const fields = rules.properties as Record<string, JsonSchema>;
  for (const [name, extra] of Object.entries(more)) fields[name] = { ...fields[name], ...extra };
  return documentedAs(Unsafe<FormBodyOf<S>>(bodySchemaOf(schema)), rules);
};
