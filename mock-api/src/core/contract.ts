import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerOf, BodyOf, Endpoint, ParamsOf, QueryOf } from '@portal/shared/contracts/endpoint';
import { documentRoutes, json, noContent, type ResponseDoc } from '../openapi/responses';
import { isPermission } from './permissions';

/** The request a contract's endpoint receives: its parameters, query and body as its schemas type them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{ Params: ParamsOf<E>; Querystring: QueryOf<E>; Body: BodyOf<E> }>;

/** The API's address of an endpoint: the app registers its modules under `/api` (app.ts). */
const API_PREFIX = '/api';

/**
 * Registers one endpoint of a slice's contract (shared/src/contracts/): its method and address,
 * the permission checked before anything is parsed (403 rather than a 400 describing the
 * schema), its parameter, query and body schemas for Fastify's validation, and its entry in the
 * OpenAPI document (summary, tag, public or not, the answer's schema). The answer itself is
 * serialized as it is, never through its schema (docs/api-conventions.md): the API tests check
 * every answer against the document instead.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<AnswerOf<E> | FastifyReply>,
): void {
  const { permission } = endpoint;
  if (!endpoint.path.startsWith(`${API_PREFIX}/`)) throw new Error(`${endpoint.path}: a contract's path starts with ${API_PREFIX}/`);
  if (!isPermission(permission)) throw new Error(`${endpoint.path}: unknown permission ${permission}`);
  const ok: Record<number, ResponseDoc> = { 200: json(endpoint.response) };
  if (endpoint.revalidates) ok[304] = noContent;
  documentRoutes({ [`${endpoint.method} ${endpoint.path}`]: { summary: endpoint.summary, tag: endpoint.tag, public: endpoint.public, ok } });
  app.route({
    method: endpoint.method,
    url: endpoint.path.slice(API_PREFIX.length),
    preValidation: app.requirePermission(permission),
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
