// The portal host's limits on what it forwards to the API (host/src/serve-app.ts).
//
// The API refuses a JSON body over 1 MiB (Fastify's bodyLimit) and an upload over UPLOAD_LIMIT_KB
// with 413, and may close the connection while the host is still sending: the host then saw EPIPE
// and answered 500. So the host refuses first, on the same limits: on Content-Length before it
// opens a request to the API, and a chunked body (no length) is read up to the limit and cut
// with a 413 when it runs over. Bodies within the limit stream to the API as they come.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Fastify's default bodyLimit, which the API keeps for JSON. */
const API_BODY_LIMIT = 1024 * 1024;
/** How much of a refused chunked body is read and dropped before the connection is cut. */
const DRAIN_BOUND = 64;
/** Room for the multipart framing and the form fields besides the file. */
const MULTIPART_OVERHEAD = 1024 * 1024;

function bodyLimitOf(request: FastifyRequest, env: NodeJS.ProcessEnv = process.env): number {
  const type = String(request.headers['content-type'] ?? '');
  if (!type.toLowerCase().startsWith('multipart/')) return API_BODY_LIMIT;
  const uploadKb = Number(env.UPLOAD_LIMIT_KB) > 0 ? Number(env.UPLOAD_LIMIT_KB) : 10240;
  return uploadKb * 1024 + MULTIPART_OVERHEAD;
}

/** A route of the /api proxy (marked `config: { proxied: true }`). */
export const isProxied = (request: FastifyRequest) => (request.routeOptions.config as { proxied?: boolean } | undefined)?.proxied === true;

/** The host's own refusal, in the API's error shape (and with the headers it would have had). */
function tooLarge(reply: FastifyReply) {
  return reply
    .code(413)
    .header('content-type', 'application/json; charset=utf-8')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(JSON.stringify({ message: 'The request body is too large.', code: 'TOO_LARGE' }));
}

/**
 * Hooks for the proxied routes (register them in the proxy's plugin, or anywhere the routes
 * are marked `config: { proxied: true }`).
 */
export function limitProxiedBodies(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env) {
  app.addHook('onRequest', async (request, reply) => {
    if (!isProxied(request)) return;
    const length = request.headers['content-length'];
    // Node has already refused a malformed Content-Length; the rest of the body is drained by
    // Node after this answer, so the client reads the 413 instead of a reset connection.
    if (length !== undefined && Number(length) > bodyLimitOf(request, env)) return tooLarge(reply);
  });

  app.addHook('preValidation', async (request, reply) => {
    if (!isProxied(request)) return;
    if (request.headers['content-length'] !== undefined || !(request.body instanceof Readable)) return;
    // Chunked: no length to check up front. Read it up to the limit; over it, refuse and drop the
    // rest as it comes (the client reads the 413 rather than a reset), up to a bound.
    const limit = bodyLimitOf(request, env);
    const stream = request.body;
    const chunks: Buffer[] = [];
    let size = 0;
    const over = await new Promise<boolean>((resolve) => {
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > DRAIN_BOUND * limit) stream.destroy();
        if (size > limit) {
          chunks.length = 0;
          return resolve(true);
        }
        chunks.push(chunk);
      });
      stream.on('end', () => resolve(false));
      stream.on('error', () => resolve(true));
    });
    if (over) return tooLarge(reply);
    request.body = Readable.from(chunks.length ? [Buffer.concat(chunks)] : []);
  });
}
