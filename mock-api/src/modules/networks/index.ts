import type { FastifyInstance } from 'fastify';
import { networkData, networkOffices, networkVersion } from './queries';

/**
 * GET /api/networks/data → { locations, continents }; GET /api/networks/offices → { offices }.
 *
 * The network is the forwarder's, not a customer's: every customer sees the same locations, so
 * there is no scope filter. With SEED_SCALE=large it is 10 000 rows (about 2 MB of JSON, 300 KB
 * compressed), so the answer carries an ETag and the browser revalidates instead of downloading
 * it again on every visit (private: only behind the session, never in a shared cache).
 */
export async function networksRoutes(app: FastifyInstance): Promise<void> {
  app.get('/networks/data', { preHandler: app.requirePermission('networks.index') }, async (request, reply) => {
    const etag = await networkVersion(app.db);
    reply.header('cache-control', 'private, no-cache');
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return networkData(app.db);
  });

  // The contact page's office cards: their own call, so a failing (or slow, large) network load leaves them standing.
  app.get('/networks/offices', { preHandler: app.requirePermission('contact.index') }, async () => networkOffices(app.db));
}
