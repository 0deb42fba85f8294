import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldErrors } from './wire';
import { HttpError, MESSAGES, addFieldError, csrfFailed, notFound } from './errors';
import { SELECTION_HINT_COOKIE, SIGNED_IN_HINT_COOKIE } from '@portal/contracts/rules/signIn';
import { STATIC_API_HEADERS } from './security';
import { languageOf, translateErrorBody } from './i18n';
import { isYupError, yupToFieldErrors } from './validate';
import { SESSION_COOKIE } from './session';
import { isPublicRoute } from '../openapi/responses';

/**
 * Every error becomes `{ message, errors?, code? }`. Client mistakes keep their 4xx status;
 * only a genuine crash gives 500, with a generic message and the details in the log.
 */
interface AjvError {
  instancePath?: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

function fieldOf(err: AjvError): string {
  const base = (err.instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean).join('.');
  const extra = (err.params?.missingProperty ?? err.params?.additionalProperty) as string | undefined;
  return [base, extra].filter(Boolean).join('.') || 'body';
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'empty',
};

function typeWords(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type ?? '').split(',');
  return types.map((t) => TYPE_WORDS[String(t)] ?? String(t)).join(' or ');
}

function messageOf(field: string, err: AjvError): string {
  if (err.keyword === 'required') return `The ${field} field is required.`;
  if (err.keyword === 'additionalProperties') return `The ${field} field is not allowed.`;
  if (err.keyword === 'type') return `The ${field} field must be ${typeWords(err.params?.type)}.`;
  return `The ${field} field ${err.message ?? 'is invalid'}.`;
}

/** An error about the request as a whole (a body that is not an object), not about one of its fields. */
const isAboutWhole = (err: AjvError) => !err.instancePath && !err.params?.missingProperty && !err.params?.additionalProperty;

function schemaErrorsToFields(validation: AjvError[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const err of validation) {
    const field = fieldOf(err);
    addFieldError(errors, field, messageOf(field, err));
  }
  return errors;
}

/**
 * A request that fails its schema: a 422 naming each field that is missing, of the wrong type or
 * out of its bounds; a 400 only when the body (or query) as a whole is not the object it must be.
 */
function schemaFailure(validation: AjvError[]): HttpError {
  const fieldErrors = validation.filter((err) => !isAboutWhole(err));
  if (fieldErrors.length === 0) return new HttpError(400, MESSAGES.invalid, schemaErrorsToFields(validation), 'BAD_REQUEST');
  return new HttpError(422, MESSAGES.invalid, schemaErrorsToFields(fieldErrors), 'VALIDATION');
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large, …) by code. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length.',
};

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'THROTTLED',
};

function toHttpError(error: FastifyError & { validation?: AjvError[] }): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error.code === 'FST_CSRF_INVALID_TOKEN' || error.code === 'FST_CSRF_MISSING_SECRET') return csrfFailed();
  if (error.validation) return schemaFailure(error.validation);
  if (isYupError(error)) return new HttpError(422, MESSAGES.invalid, yupToFieldErrors(error), 'VALIDATION');
  // busboy throws a plain Error (no status) for a multipart content type without a boundary:
  // that is the client's malformed request, not our crash.
  if (error.message === 'Multipart: Boundary not found') return new HttpError(400, 'The multipart body has no boundary.', undefined, 'BAD_REQUEST');
  // JSON.parse errors thrown while parsing the body carry statusCode 400.
  if (error instanceof SyntaxError && error.statusCode === 400)
    return new HttpError(400, CLIENT_ERROR_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY, undefined, 'BAD_REQUEST');
  // Another instance held the write lock longer than busy_timeout (a burst of writes on a slow
  // disk): nothing was written, and trying again shortly will do.
  if (error.code?.startsWith('SQLITE_BUSY')) return new HttpError(503, 'The service is busy. Please try again in a moment.', undefined, 'BUSY');
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = CLIENT_ERROR_MESSAGES[error.code] ?? (status === 413 ? CLIENT_ERROR_MESSAGES.FST_ERR_CTP_BODY_TOO_LARGE : error.message || 'Bad request.');
    return new HttpError(status, message, undefined, STATUS_CODES[status]);
  }
  return null;
}

/**
 * Fastify option `frameworkErrors`: errors the router raises before any hook runs (a path with
 * a broken %-escape, FST_ERR_BAD_URL). Its default answer has another shape and echoes the
 * path; this one is the API's error body, with the headers the hooks would have added.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_BAD_URL' ? 'The address is malformed.' : 'Bad request.';
  void reply
    .code(status)
    .headers(STATIC_API_HEADERS)
    .type('application/json')
    .send(new HttpError(status, message, undefined, STATUS_CODES[status] ?? 'BAD_REQUEST').toBody());
}

/**
 * Every 401 names how to authenticate (RFC 9110 requires the challenge): a public route takes a
 * bearer token (or the session), the portal's own routes only the session cookie. A refused token
 * has set its own (error="invalid_token").
 */
function challengeOf(request: FastifyRequest): string {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return isPublicRoute(method, request.routeOptions.url ?? '') ? 'Bearer realm="api"' : `Cookie realm="portal", cookie-name="${SESSION_COOKIE}"`;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 401 && !reply.hasHeader('www-authenticate')) reply.header('www-authenticate', challengeOf(request));
    return payload;
  });
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const httpError = toHttpError(error);
    if (!httpError) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).type('application/json').send({ message: MESSAGES.crash });
    }
    if (httpError.statusCode >= 400 && httpError.statusCode !== 401 && httpError.statusCode !== 404) {
      request.log.info({ status: httpError.statusCode, code: httpError.code, reason: httpError.message }, 'client error');
    }
    // No session (any more): the shell's hint that there is one goes too, so its next visit asks nothing and signs in.
    if (httpError.statusCode === 401 && request.cookies?.[SIGNED_IN_HINT_COOKIE]) reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
    if (httpError.statusCode === 401 && request.cookies?.[SELECTION_HINT_COOKIE] !== undefined) reply.clearCookie(SELECTION_HINT_COOKIE, { path: '/' });
    if (httpError.statusCode === 503) reply.header('retry-after', '1');
    return reply.code(httpError.statusCode).type('application/json').send(translateErrorBody(httpError.toBody(), languageOf(request)));
  });

  app.setNotFoundHandler((_request, reply) => {
    const err = notFound();
    return reply.code(404).type('application/json').send(err.toBody());
  });
}
