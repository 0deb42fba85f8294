import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { AnySchema, SchemaDescription } from 'yup';
import { JSON_TYPES } from '@portal/contracts/formBody';

/**
 * How request schemas are compiled, and the JSON types a field may have.
 *
 * A JSON body states its own types, so a value of another type is the client's mistake and must
 * be refused by name (422), never cast: ajv's coercion would turn `{"n": true}` into 1 or
 * `{"s": 12}` into "12" without a word. Query strings and path parameters are text on the wire,
 * so there coercion is how an integer parameter is read at all; it stays on for them.
 */
// strictTypes off: a body schema names its fields without `type: 'object'` on purpose (an empty or
// multipart body reaches it as undefined, and is the handler's to refuse).
const COMMON = { allErrors: true, removeAdditional: true, useDefaults: true, allowUnionTypes: true, strictTypes: false } as const;

export function requestValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const buildFromPool = AjvCompiler();
  const strict = buildFromPool({}, { customOptions: { ...COMMON, coerceTypes: false } });
  const fromText = buildFromPool({}, { customOptions: { ...COMMON, coerceTypes: 'array' } });
  type Compile = (route: unknown) => ReturnType<FastifySchemaCompiler<unknown>>;
  return (route) => (route.httpPart === 'body' ? (strict as unknown as Compile)(route) : refusingInfinity((fromText as unknown as Compile)(route)));
}

type Validate = ReturnType<FastifySchemaCompiler<unknown>>;
interface FieldError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
}

/**
 * ajv reads "1e400" or "Infinity" in a query or path as Infinity, and its `maximum` lets it
 * through: the handler would then hand it to the database (a 500 on PostgreSQL). No field of ours
 * is infinite, so such a value is refused like any other non-number, by name.
 */
function refusingInfinity(validate: Validate): Validate {
  const inner = validate as unknown as { (data: unknown): boolean; errors?: unknown };
  const checked = ((data: unknown) => {
    if (!inner(data)) {
      checked.errors = inner.errors;
      return false;
    }
    const infinite: FieldError[] =
      typeof data === 'object' && data !== null
        ? Object.entries(data)
            .filter(([, value]) => typeof value === 'number' && !Number.isFinite(value))
            .map(([name]) => ({ instancePath: `/${name}`, keyword: 'type', params: { type: 'number' }, message: 'must be number' }))
        : [];
    checked.errors = infinite.length > 0 ? infinite : null;
    return infinite.length === 0;
  }) as { (data: unknown): boolean; errors?: unknown };
  return checked as unknown as Validate;
}

/** The body, querystring and params schemas of a route, as the inventory records them. */
export type RouteSchemas = Pick<FastifySchema, 'body' | 'querystring' | 'params'>;

const jsonTypeOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * The fields of `data` whose JSON type the yup object schema does not accept (see JSON_TYPES), with
 * a message each: validateWith checks this before yup casts, so a route that forgot its body schema
 * still answers a 422 naming the field rather than a TypeError from yup's toString.
 */
export function wrongTypeErrors(schema: AnySchema, data: unknown): Record<string, string[]> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  const description = schema.describe() as SchemaDescription & { fields?: Record<string, SchemaDescription> };
  const errors: Record<string, string[]> = {};
  for (const [name, field] of Object.entries(description.fields ?? {})) {
    const value = (data as Record<string, unknown>)[name];
    const types = JSON_TYPES[field.type];
    const type = jsonTypeOf(value);
    // Only objects and lists: a scalar of another type is yup's to cast or refuse with its message
    // (and a stored value put back by an edit may be a number where the form sends text).
    if ((type !== 'object' && type !== 'array') || !types || types.includes(type)) continue;
    errors[name] = [`The ${name} field must be ${types.filter((t) => t !== 'null').join(' or ')}.`];
  }
  return errors;
}
