import { Object as Obj, String as Str, Unsafe } from '@sinclair/typebox';
import { defineContract } from './endpoint';
import { oneOf, strict } from './schemas';

/**
 * The API's own endpoints, no slice's: the balancer's health check (readiness), the liveness
 * probe and the OpenAPI document.
 * Neither needs a session or says anything about a customer.
 */
const TAG = 'Portal (internal)';
const instance = Str({ description: 'Which API process answered (host:pid:random), to tell the instances apart' });

export const systemContract = defineContract({
  /**
   * Whether a balancer should send this instance requests (docs/api-conventions.md, "Several
   * instances"): ready while its database answers; 503 once it is draining or the database does not answer.
   */
  health: {
    method: 'GET',
    path: '/api/health',
    anonymous: true,
    summary: 'Ready to take requests',
    tag: TAG,
    response: Obj({ status: oneOf(['ready'] as const), instance }, strict),
    otherAnswers: {
      503: Obj({ status: oneOf(['draining', 'unavailable'] as const), instance }, { ...strict, description: 'Draining, or the database does not answer' }),
    },
  },
  /**
   * Whether the process is alive (a supervisor restarts it when not): 200 while its event loop
   * runs, even while draining or without its database, which readiness (health) reports instead.
   */
  live: {
    method: 'GET',
    path: '/api/health/live',
    anonymous: true,
    summary: 'Alive (the process runs)',
    tag: TAG,
    response: Obj({ status: oneOf(['alive'] as const), instance }, strict),
  },
  /** The public part of the document: the operations an access token may call (docs/public-api.md). */
  openapi: {
    method: 'GET',
    path: '/api/openapi.json',
    anonymous: true,
    summary: 'This document',
    tag: TAG,
    response: Unsafe<Record<string, unknown>>({ type: 'object', description: 'The OpenAPI 3.1 document of the public API' }),
  },
});

/**
 * The API reference page (Swagger UI over the public document) and, under it, its own files. A
 * page for people, served by @fastify/swagger-ui's routes, not an endpoint: documented by its kind
 * (mock-api/src/openapi/responses.ts), linked from the User Profile's access tokens.
 */
export const API_REFERENCE_PAGE = '/api/docs';

/**
 * Prometheus' scrape address on each API instance's own metrics port (METRICS_PORT), not on the
 * API's port and never under /api: the portal host does not forward it (docs/api-conventions.md, "Operations").
 */
export const METRICS_PATH = '/metrics';
