import type { FastifyInstance } from 'fastify';
import { networkContract } from '@portal/contracts/network';
import { registerEndpoint } from '../../core/contract';
import { networkData, networkOffices, networkVersion } from './queries';

/**
 * The network slice's contract (shared/contracts/src/network.ts): GET /api/networks/data and
 * GET /api/networks/offices.
 *
 * The network is the forwarder's, not a customer's: every customer sees the same locations, so
 * there is no scope filter. With SEED_SCALE=large it is 10 000 rows (about 2 MB of JSON, 300 KB
 * compressed), so the answer carries an ETag and the browser revalidates instead of downloading
 * it again on every visit (private: only behind the session, never in a shared cache).
 */
export async function networksRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, networkContract.data, async (request, reply) => {
    const etag = await networkVersion(app.db);
    reply.header('cache-control', 'private, no-cache');
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return networkData(app.db);
  });

  registerEndpoint(app, networkContract.offices, async () => networkOffices(app.db));
}
