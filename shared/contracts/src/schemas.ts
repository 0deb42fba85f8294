import { Unsafe } from '@sinclair/typebox';

/** Objects whose every field is declared: an answer with another field fails the API tests' document check. */
export const strict = { additionalProperties: false } as const;

/**
 * Text that is one of these values (null among them: text or null), as one JSON Schema `enum`.
 * Not TypeBox's union of literals: an `anyOf` would turn a wrong value's one message per field
 * (422, docs/api-conventions.md) into one per alternative.
 */
export const oneOf = <const T extends readonly (string | null)[]>(values: T, options: Record<string, unknown> = {}) =>
  Unsafe<T[number]>({ type: values.includes(null) ? ['string', 'null'] : 'string', enum: [...values], ...options });
