import type { FastifyInstance } from 'fastify';
import { errorCodes } from 'fastify';
import type { Config } from '../config';

/** Fastify's default bodyLimit, which the API keeps for every body but an upload's. */
const JSON_BODY_LIMIT = 1024 * 1024;
/** Room for the multipart framing and the form fields besides an upload's file. */
const MULTIPART_OVERHEAD = 1024 * 1024;

/**
 * The largest body the front door passes on (nginx's client_max_body_size, the Node host's
 * limit for multipart bodies): an upload of UPLOAD_LIMIT_KB with its form.
 */
const frontDoorBodyLimit = (config: Pick<Config, 'uploadLimitKb'>) => config.uploadLimitKb * 1024 + MULTIPART_OVERHEAD;

/**
 * A body declared over the JSON limit is refused with 413 after it was read, not before.
 * Fastify answers at once, with `Connection: close`, and closes the connection while the body is
 * still coming: a proxy that buffered the body and is still sending it (nginx) then sees the
 * connection reset and answers 502 instead of passing the API's 413 on. Read and dropped up to
 * what the front door lets through (a client sends it anyway); anything larger is still refused
 * at once. Multipart bodies have their own limits (the file's size, counted as it streams).
 */
export function refuseLargeBodiesOnceRead(app: FastifyInstance, config: Pick<Config, 'uploadLimitKb'>): void {
  const drainLimit = frontDoorBodyLimit(config);
  app.addHook('onRequest', async (request) => {
    const length = Number(request.headers['content-length']);
    if (!(length > JSON_BODY_LIMIT) || length > drainLimit) return;
    if (String(request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/')) return;
    for await (const chunk of request.raw) void chunk;
    throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
  });
}
