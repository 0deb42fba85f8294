import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { API_PREFIX, type AnswerOf, type BodyOf, type Endpoint, type ParamsOf, type QueryOf } from '@portal/contracts/endpoint';
import { RATE_LIMIT_HEADERS, binary, documentRoutes, json, noContent, type ResponseDoc } from '../openapi/responses';
import { errorBody } from '../openapi/schemas';
import { isPermission, type Permission } from './permissions';

/** The request a contract's endpoint receives: its parameters, query and body as its schemas type them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{ Params: ParamsOf<E>; Querystring: QueryOf<E>; Body: BodyOf<E> }>;

/** What a handler gives back: the answer (or the reply it sent); an event stream's handler writes to the socket itself. */
type HandlerAnswer<E extends Endpoint> = E['events'] extends object ? FastifyReply | void : AnswerOf<E> | FastifyReply;

/**
 * Registers one endpoint of a slice's contract (shared/contracts/src/): its method and address,
 * the permission checked before anything is parsed (403 rather than a 400 describing the
 * schema), its parameter, query and body schemas for Fastify's validation, and its entry in the
 * OpenAPI document (summary, tag, public or not, the answer's schema). The answer itself is
 * serialized as it is, never through its schema (docs/api-conventions.md): the API tests check
 * every answer against the document instead.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<HandlerAnswer<E>>,
  /** A route's own hooks and config besides the contract's (sign-in's throttles, a check before the permission's, work after the answer). */
  routeOptions: Pick<RouteShorthandOptions, 'onRequest' | 'preHandler' | 'onResponse' | 'config'> = {},
): void {
  const permission = requiredPermission(endpoint);
  if ([endpoint.response, endpoint.events, endpoint.file].filter(Boolean).length !== 1) throw new Error(`${endpoint.path}: a JSON response, events or a file, one of them`);
  const doc = { summary: endpoint.summary, tag: endpoint.tag, public: endpoint.public, anonymous: endpoint.anonymous, deprecated: endpoint.deprecated, ok: answersOf(endpoint) };
  for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) {
    if (!path.startsWith(`${API_PREFIX}/`)) throw new Error(`${path}: a contract's path starts with ${API_PREFIX}/`);
    const alias = path !== endpoint.path;
    documentRoutes({ [`${endpoint.method} ${path}`]: alias ? { ...doc, summary: `${doc.summary} (older address of ${endpoint.path})`, deprecated: true } : doc });
    app.route({
      ...routeOptions,
      method: endpoint.method,
      url: path.slice(API_PREFIX.length),
      ...(permission ? { preValidation: app.requirePermission(permission) } : {}),
      schema: {
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
      },
      handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    });
  }
}

/** The answers the document gives an endpoint besides the errors: its JSON or file (and 304 when it revalidates, and its `otherAnswers`), or its event stream (and 406). */
function answersOf(endpoint: Endpoint): Record<number, ResponseDoc> {
  if (endpoint.events) {
    const events = Object.keys(endpoint.events).join(', ');
    const stream = { description: `An event stream (events: ${events})`, content: { 'text/event-stream': { schema: { type: 'string' } } } };
    return { 200: stream, 406: json(errorBody, 'The client does not accept text/event-stream') };
  }
  const success = endpoint.file ? binary([...endpoint.file], 'The file') : json(endpoint.response!, endpoint.created ? 'Created' : 'OK');
  // An answer to an access token tells how much of its rate is left.
  if (endpoint.public) success.headers = { ...success.headers, ...RATE_LIMIT_HEADERS };
  const ok: Record<number, ResponseDoc> = { [endpoint.created ? 201 : 200]: success };
  if (endpoint.revalidates) ok[304] = noContent;
  for (const [status, schema] of Object.entries(endpoint.otherAnswers ?? {})) ok[Number(status)] = json(schema, schema.description ?? 'Another answer');
  return ok;
}

/** The permission checked before the request is parsed; none for an anonymous endpoint, which must then name none. */
function requiredPermission(endpoint: Endpoint): Permission | null {
  const { permission, anonymous } = endpoint;
  if (anonymous && permission === undefined) return null;
  if (anonymous || permission === undefined || !isPermission(permission)) throw new Error(`${endpoint.path}: a permission the API knows, or anonymous and none`);
  return permission;
}
