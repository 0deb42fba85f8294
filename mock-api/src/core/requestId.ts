import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { requestTag } from '../db/requestTag';

/**
 * A request's id: made by the front door (the portal host's /api proxy sets X-Request-Id) and
 * taken from it only when the connection comes from the host, as X-Forwarded-For is (Fastify's
 * trustProxy: loopback); anyone else's is replaced by one made here. It is every log line's
 * `reqId`, the answer's X-Request-Id, and the application_name of the request's transactions on
 * PostgreSQL (db/requestTag.ts).
 */
const REQUEST_ID_HEADER = 'x-request-id';

/** Safe in a log, a header and application_name (which is cut at 63 bytes). */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,48}$/;
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  if (typeof given === 'string' && WELL_FORMED.test(given) && LOOPBACK.test(req.socket.remoteAddress ?? '')) return given;
  return randomUUID();
}

/** The first onRequest hook: what follows of the request (hooks, handler, queries) runs under its id. */
export function carryRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    requestTag.run(request.id, done);
  });
}
