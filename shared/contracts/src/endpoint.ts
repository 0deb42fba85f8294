import type { Static, TSchema } from '@sinclair/typebox';

/** Where the API answers, on the portal's own origin: every endpoint's path starts with it. */
export const API_PREFIX = '/api';

/**
 * One endpoint of a slice's contract: everything both sides need to agree on, written once. The
 * browser's call (contracts/call.ts), the API's route registration with its schemas
 * (mock-api/src/core/contract.ts) and the OpenAPI document's entry come from it.
 *
 * Schemas are TypeBox: each is a plain JSON Schema object (what Fastify's ajv validates and
 * @fastify/swagger documents, as it is) that also carries its TypeScript type (`Static`).
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The address as the browser calls it and the document shows it: `/api/...`, `:name` parameters. */
  path: `/api/${string}`;
  /** The permission the caller needs (mock-api/src/core/permissions.ts); absent only when `anonymous`. */
  permission?: string;
  /** No sign-in needed: what the request carries is its own proof (a signed link's token). */
  anonymous?: true;
  /** In the public API, callable with an access token of this scope; absent: the portal's own. */
  public?: 'read' | 'write';
  summary: string;
  /** The OpenAPI tag it is listed under. */
  tag: string;
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  /** The success answer (200, JSON); absent only when `events` or `file`. */
  response?: TSchema;
  /**
   * The answer is a file to save (`Content-Disposition: attachment; filename=…`) of one of these
   * content types, instead of JSON: the browser fetches it with `download()` (contracts/call.ts).
   */
  file?: readonly string[];
  /**
   * Older addresses of the same operation, kept because the spec (section 7) or a published link
   * names them: same method, same handler, documented as deprecated beside the endpoint's own.
   */
  aliases?: readonly `/api/${string}`[];
  /**
   * An older address kept as an endpoint of its own, because its method or permission differs
   * from the one that replaces it (the summary names that one): documented as deprecated.
   */
  deprecated?: true;
  /**
   * The answer is a server-sent event stream (text/event-stream) instead: its events by name,
   * each one's `data` JSON as its schema. A client that does not accept the stream gets 406.
   */
  events?: Record<string, TSchema>;
  /**
   * JSON answers besides the success one and the error body every route may give
   * (docs/api-conventions.md, "Errors"), by status: the health check's 503 says why it is not ready.
   */
  otherAnswers?: Record<number, TSchema>;
  /** The success answer is 201 Created (the JSON `response`), not 200: the request made a new record. */
  created?: true;
  /** The answer may be 304 Not Modified: the route sends an ETag and answers a matching If-None-Match (core/answerCache.ts, or its own version). */
  revalidates?: boolean;
}

/** The answer's type, from its schema. */
export type AnswerOf<E extends Endpoint> = E['response'] extends TSchema ? Static<E['response']> : never;
/** The data of one of an event stream's events, from its schema. */
export type EventOf<E extends Endpoint, K extends keyof NonNullable<E['events']>> =
  NonNullable<E['events']>[K] extends TSchema ? Static<NonNullable<E['events']>[K]> : never;
export type ParamsOf<E extends Endpoint> = E['params'] extends TSchema ? Static<E['params']> : undefined;
export type QueryOf<E extends Endpoint> = E['query'] extends TSchema ? Static<E['query']> : undefined;
export type BodyOf<E extends Endpoint> = E['body'] extends TSchema ? Static<E['body']> : undefined;

/** A slice's endpoints by name, checked as endpoints but keeping each one's own schema types. */
export const defineContract = <C extends Record<string, Endpoint>>(contract: C): C => contract;

/** `/api/networks/:id` with `{ id: 7 }` → `/api/networks/7` (each value escaped). */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    if (params[name] === undefined || params[name] === null) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(params[name]));
  });
}
