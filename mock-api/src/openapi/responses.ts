import * as s from './schemas';
import type { JsonSchema } from './schemas';
import { API_REFERENCE_PAGE } from '@portal/contracts/system';

/**
 * What each route answers, keyed by `METHOD /url` as Fastify registers it. A slice's endpoints
 * come from its contract (registerEndpoint in core/contract.ts calls documentRoutes below), the
 * API's own (health check, this document) from systemContract; what is written here is only the
 * routes outside any contract, documented by their kind: the reference page's files and the
 * external apps' stand-in pages (docs/api-conventions.md says why they stay outside). @fastify/swagger's transform puts it
 * into the OpenAPI document (openapi/index.ts) and the contract tests validate every answer the
 * API test suites receive against it (test/contract.ts). A route documented nowhere fails the
 * route inventory test.
 *
 * Routes with a `public` scope make the customer API: they take an access token (`Authorization:
 * Bearer`) and are in `/api/openapi.json`; the others are the portal's own pages' routes, in the
 * full document the tests use but hidden from the public one.
 */
export type Access = 'read' | 'write';

export interface RouteDoc {
  summary: string;
  tag: string;
  /** In the public document, callable with an access token of this scope. */
  public?: Access;
  /** Success answers by status. */
  ok: Record<number, ResponseDoc>;
  /** No sign-in needed (no 401 is documented). */
  anonymous?: boolean;
  /** An older address kept for links and the spec; the endpoint's own address is in its summary. */
  deprecated?: boolean;
}

export interface ResponseDoc {
  description: string;
  content?: Record<string, { schema: JsonSchema; example?: unknown }>;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
}

export const json = (schema: JsonSchema, description = 'OK', example?: unknown): ResponseDoc => ({
  description,
  content: { 'application/json': example === undefined ? { schema } : { schema, example } },
});
export const binary = (types: string[], description: string): ResponseDoc => ({
  description,
  content: Object.fromEntries(types.map((t) => [t, { schema: { type: 'string', contentMediaType: t, format: 'binary' } }])),
  headers: { 'Content-Disposition': { description: 'attachment; filename=…', schema: { type: 'string' } } },
});
const html: ResponseDoc = { description: 'An HTML page', content: { 'text/html': { schema: { type: 'string' } } } };
export const noContent: ResponseDoc = { description: 'Not modified (ETag matched)' };

const PORTAL = 'Portal (internal)';

/** The documentation of a route: its contract's, or by its kind (the API reference page's files, the stand-ins). */
export function routeDoc(method: string, url: string): RouteDoc | null {
  const known = EXTRA_ROUTES.get(`${method} ${url}`);
  if (known) return known;
  if (url.startsWith(API_REFERENCE_PAGE)) return { summary: 'The API reference page and its assets', tag: PORTAL, anonymous: true, ok: { 200: { description: 'A page or asset', content: { '*/*': { schema: {} } } } } };
  if (url.startsWith('/stand-in/')) return { summary: 'Stand-in page of an external app', tag: PORTAL, anonymous: true, ok: { 200: html } };
  // Any other /api route is an endpoint of a contract: one registered by hand is left out of the
  // document, and the route inventory test fails it.
  return null;
}

/** Routes other slices add (webhooks, access tokens) register their documentation here. */
const EXTRA_ROUTES = new Map<string, RouteDoc>();
export function documentRoutes(docs: Record<string, RouteDoc>): void {
  for (const [key, doc] of Object.entries(docs)) EXTRA_ROUTES.set(key, doc);
}

export const isPublicRoute = (method: string, url: string): Access | undefined => EXTRA_ROUTES.get(`${method} ${url}`)?.public;

/**
 * The error answers a route may give, by what it does (docs/api-conventions.md, "Errors"):
 * every one has the error body.
 */
export function errorStatuses(method: string, url: string): number[] {
  // 401 and 403 also on the open routes: a bad access token is 401 and a token is refused (403) everywhere but the public API.
  const statuses = new Set<number>([400, 401, 403, 500, 503]);
  if (url.includes(':') || method !== 'GET') statuses.add(404);
  statuses.add(422);
  statuses.add(429);
  if (method !== 'GET') [409, 413, 415].forEach((c) => statuses.add(c));
  return [...statuses].sort();
}

const ERROR_WORDS: Record<number, string> = {
  400: 'Malformed request (BAD_REQUEST), with errors per field when known',
  401: 'No or expired session or access token (UNAUTHENTICATED)',
  403: 'Not allowed (FORBIDDEN), an access token on a route it does not cover, a read-only token on a change, or a missing anti-forgery token (CSRF)',
  404: 'Not found, or not yours (NOT_FOUND)',
  409: 'Conflicts with the current state',
  413: 'Body too large (TOO_LARGE)',
  415: 'Wrong content type (UNSUPPORTED_MEDIA_TYPE)',
  422: 'A field is missing, of the wrong type or breaks a rule (VALIDATION), errors per field',
  429: 'Throttled (THROTTLED); retry after Retry-After seconds',
  500: 'An unknown error occurred',
  503: 'Busy (BUSY) or draining; retry after Retry-After seconds',
};

const integer = (description: string) => ({ description, schema: { type: 'integer' } as JsonSchema });
/** On every answer to an access token (docs/public-api.md, "Limits"): of the token's or the user's limit, whichever is nearer. */
export const RATE_LIMIT_HEADERS = {
  // draft-ietf-httpapi-ratelimit-headers-10 (structured fields), and the older X- names beside them.
  'RateLimit-Policy': {
    description: 'The quotas (draft-ietf-httpapi-ratelimit-headers-10): `"token";q=600;w=60, "user";q=1200;w=60`, q requests per w seconds, per token and per user',
    schema: { type: 'string', example: '"token";q=600;w=60, "user";q=1200;w=60' } as JsonSchema,
  },
  RateLimit: {
    description: 'What is left of each quota: `"token";r=598;t=42, "user";r=1190;t=42`, r requests for t seconds until the window starts again',
    schema: { type: 'string', example: '"token";r=598;t=42, "user";r=1190;t=42' } as JsonSchema,
  },
  'X-RateLimit-Limit': integer('Requests allowed per window (with an access token)'),
  'X-RateLimit-Remaining': integer('Requests left in this window'),
  'X-RateLimit-Reset': integer('Seconds until the window starts again'),
};
const CHALLENGE = { 'WWW-Authenticate': { description: 'Bearer (with error="invalid_token" for a bad token) on the public routes, Cookie on the portal\'s own', schema: { type: 'string' } as JsonSchema } };

/** The error answer of a status; an HTML page's errors are pages too (the stand-ins). */
export function errorResponse(status: number, htmlPage = false): ResponseDoc {
  const retry = status === 429 || status === 503 ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } }, ...(status === 429 ? RATE_LIMIT_HEADERS : {}) } } : status === 401 ? { headers: CHALLENGE } : {};
  const content: ResponseDoc['content'] = htmlPage ? { 'text/html': { schema: { type: 'string' } }, 'application/json': { schema: s.errorBody } } : { 'application/json': { schema: s.errorBody } };
  return { description: ERROR_WORDS[status] ?? 'Error', ...retry, content };
}
