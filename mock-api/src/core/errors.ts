import type { ApiErrorBody, FieldErrors } from './wire';

/**
 * An error meant for the client: its status, message, field errors and code are sent as they
 * are (docs/api-conventions.md, "Errors"). Anything else that reaches the error handler is a
 * crash and becomes a generic 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiErrorBody {
    const body: ApiErrorBody = { message: this.message };
    if (this.errors && Object.keys(this.errors).length > 0) body.errors = this.errors;
    if (this.code) body.code = this.code;
    return body;
  }
}

export const MESSAGES = {
  invalid: 'The given data was invalid.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  csrf: 'The page has expired, please try again.',
  notFound: 'Not found.',
  crash: 'An unknown error occurred.',
} as const;

export const badRequest = (message: string = MESSAGES.invalid, errors?: FieldErrors) => new HttpError(400, message, errors, 'BAD_REQUEST');
export const unauthenticated = () => new HttpError(401, MESSAGES.unauthenticated, undefined, 'UNAUTHENTICATED');
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message, undefined, 'FORBIDDEN');
export const csrfFailed = () => new HttpError(403, MESSAGES.csrf, undefined, 'CSRF');
/** Also for "exists but is not yours": never tell which. */
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message, undefined, 'NOT_FOUND');
export const unprocessable = (errors: FieldErrors, message: string = MESSAGES.invalid) => new HttpError(422, message, errors, 'VALIDATION');
/** The request is fine but the record's state refuses it (a quote already booked). */
export const conflict = (message: string) => new HttpError(409, message, undefined, 'CONFLICT');
export const tooManyRequests = (message: string) => new HttpError(429, message, undefined, 'THROTTLED');

/** Adds one message to a field-error map, keeping the first message first. */
export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}
