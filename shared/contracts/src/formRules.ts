import type { AnySchema, SchemaDescription } from 'yup';
import type { JsonSchema } from './documented';

/**
 * A yup form schema's rules as JSON Schema, for the OpenAPI document: required fields, lengths,
 * counts, ranges, patterns and closed sets, read from `describe()`, so the document says what
 * validateWith enforces without a second description. Values as a client should send them (a
 * number as a number, a flag as a boolean), though the route also takes a number's text. Rules
 * that depend on other fields (yup's `when`) are the form's to tell; their messages name them.
 */
type Description = SchemaDescription & {
  fields?: Record<string, Description>;
  innerType?: Description;
  oneOf?: unknown[];
  optional?: boolean;
  nullable?: boolean;
  tests: { name?: string; params?: Record<string, unknown> }[];
};

const TYPES: Record<string, string | undefined> = { string: 'string', number: 'number', boolean: 'boolean', date: 'string', array: 'array', object: 'object' };

function fieldRules(d: Description): JsonSchema {
  const out: JsonSchema = {};
  let type = TYPES[d.type];
  const length = type === 'array' ? ['minItems', 'maxItems'] : ['minLength', 'maxLength'];
  for (const { name, params = {} } of d.tests) {
    if (name === 'integer') type = 'integer';
    else if (name === 'min' && type !== 'number') out[length[0]] = params.min;
    else if (name === 'max' && type !== 'number') out[length[1]] = params.max;
    else if (name === 'min') out.minimum = params.min;
    else if (name === 'max') out.maximum = params.max;
    else if (name === 'length') [out[length[0]], out[length[1]]] = [params.length, params.length];
    else if (name === 'matches' && params.regex instanceof RegExp) out.pattern = params.regex.source;
    else if (name === 'email') out.format = 'email';
    else if (name === 'url') out.format = 'uri';
  }
  if (d.type === 'date') out.format = 'date';
  const values = (d.oneOf ?? []).filter((v) => v !== undefined && v !== null);
  if (values.length > 0) {
    out.enum = values;
    type ??= typeof values[0] === 'number' ? 'number' : 'string';
  }
  if (type) out.type = d.nullable ? [type, 'null'] : type;
  if (d.type === 'array' && d.innerType) out.items = fieldRules(d.innerType);
  if (d.type === 'object' && d.fields) Object.assign(out, objectRules(d.fields));
  return out;
}

function objectRules(fields: Record<string, Description>): JsonSchema {
  const properties = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldRules(field)]));
  const required = Object.entries(fields)
    .filter(([, field]) => field.optional === false)
    .map(([name]) => name);
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

/**
 * The body a form's yup object schema accepts, with its rules (see above). Given `value`, the
 * rules that depend on other fields are those they are for that value (yup resolves its `when`).
 */
export function rulesSchemaOf(schema: AnySchema, value?: Record<string, unknown>): JsonSchema {
  const description = (value === undefined ? schema.describe() : schema.describe({ value })) as Description;
  return objectRules(description.fields ?? {});
}
