import type { AnySchema, InferType, ValidateOptions, ValidationError } from 'yup';
import type { FieldErrors } from './wire';
import { addFieldError, unprocessable } from './errors';
import { wrongTypeErrors } from './requestSchemas';

/**
 * Runs a yup schema (usually one from @portal/kit, so browser and server check the same
 * rules) and returns the cast value, or throws a 422 with every field's messages, first first.
 */
const OPTIONS: ValidateOptions = { abortEarly: false, stripUnknown: true };

/** Checked by shape, not instanceof: the schema may come from another copy of yup (shared). */
export function isYupError(err: unknown): err is ValidationError {
  return typeof err === 'object' && err !== null && (err as Error).name === 'ValidationError' && Array.isArray((err as ValidationError).inner);
}

export function yupToFieldErrors(err: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  const list = err.inner.length > 0 ? err.inner : [err];
  for (const item of list) for (const message of item.errors) addFieldError(errors, item.path || 'form', message);
  return errors;
}

/**
 * yup's transforms assume the right type (`.trim()` calls value.trim on an object and throws a
 * TypeError): input of the wrong shape is the client's mistake, so it is a 422, not a crash.
 */
function toClientError(err: unknown): unknown {
  if (isYupError(err)) return unprocessable(yupToFieldErrors(err));
  if (err instanceof TypeError) return unprocessable({ form: ['The data is not in the expected format.'] });
  return err;
}

/** A field of a JSON type the schema does not take is named before yup casts it. */
function checkJsonTypes(schema: AnySchema, data: unknown): void {
  const errors = wrongTypeErrors(schema, data);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

export function validateWith<S extends AnySchema>(schema: S, data: unknown, context?: Record<string, unknown>): InferType<S> {
  checkJsonTypes(schema, data);
  try {
    return schema.validateSync(data, { ...OPTIONS, context }) as InferType<S>;
  } catch (err) {
    throw toClientError(err);
  }
}

/** For schemas with async tests (lookups in the database). */
export async function validateWithAsync<S extends AnySchema>(schema: S, data: unknown, context?: Record<string, unknown>): Promise<InferType<S>> {
  checkJsonTypes(schema, data);
  try {
    return (await schema.validate(data, { ...OPTIONS, context })) as InferType<S>;
  } catch (err) {
    throw toClientError(err);
  }
}
