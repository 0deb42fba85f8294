import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { networkContract, type NetworkLocation } from '@portal/contracts/network';
import { registerEndpoint } from '../../core/contract';
import { AnswerCache, answerOf, sendAnswer } from '../../core/answerCache';
import { readSince } from '../../core/changes';
import { notFound } from '../../core/errors';
import { ReadCache } from '../../core/readCache';
import { networkData, networkLocationPage, networkLocations, networkMarkers, networkOffices, networkVersion, shown } from './queries';

/**
 * The network slice's contract (shared/contracts/src/network.ts): the whole network
 * (GET /api/networks/data), what the maps draw (markers), the list's pages and one location
 * (locations), and the contact page's offices.
 *
 * The network is the forwarder's, not a customer's: every customer sees the same locations, so
 * there is no scope filter. With SEED_SCALE=large it is 10 000 rows (2.9 MB of JSON, 370 KB in
 * brotli), so the whole answer and the markers carry an ETag and the browser revalidates instead
 * of downloading them again on every visit (private: only behind the session, never in a shared
 * cache). Everything is kept under that version (read from the database, so it holds across API
 * instances): a list page or a search is a pass over the kept rows, not a query.
 */
export async function networksRoutes(app: FastifyInstance): Promise<void> {
  const rows = new ReadCache<NetworkLocation[]>(app.db, { maxEntries: 2 });
  const answers = new AnswerCache(app.db, { maxAgeMs: Infinity, maxEntries: 4, maxBytes: 16 * 1024 * 1024 });
  const locations = (version: string) => rows.get(version, () => networkLocations(app.db));

  /** A whole answer under the network's version: 304 when the browser has it, else kept JSON, compressed once (brotli where accepted). */
  const sendVersioned = async (request: FastifyRequest, reply: FastifyReply, name: string, produce: (all: readonly NetworkLocation[]) => unknown) => {
    const version = await networkVersion(app.db);
    reply.header('cache-control', 'private, no-cache');
    reply.header('etag', version);
    if (request.headers['if-none-match'] === version) return reply.code(304).send();
    return answers.send(request, reply, `${name}:${version}`, async () => produce(await locations(version)));
  };

  registerEndpoint(app, networkContract.data, (request, reply) => {
    const { updatedSince } = request.query ?? {};
    const since = updatedSince === undefined ? undefined : readSince(updatedSince);
    return sendVersioned(request, reply, `data:${since ?? ''}`, (all) => networkData(all, since));
  });
  registerEndpoint(app, networkContract.markers, (request, reply) => sendVersioned(request, reply, 'markers', networkMarkers));

  // A page with an ETag of its JSON: polled with If-None-Match, an unchanged page is a 304.
  registerEndpoint(app, networkContract.locations, async (request, reply) => {
    const query = request.query ?? {};
    const since = query.updatedSince === undefined ? undefined : readSince(query.updatedSince);
    const page = networkLocationPage(await locations(await networkVersion(app.db)), { ...query, updatedSince: since });
    return sendAnswer(request, reply, answerOf(JSON.stringify(page)));
  });

  registerEndpoint(app, networkContract.location, async (request) => {
    const all = await locations(await networkVersion(app.db));
    const location = all.find((l) => l.id === request.params.id);
    if (!location) throw notFound('This network location does not exist.');
    return shown(location);
  });

  registerEndpoint(app, networkContract.offices, async () => networkOffices(app.db));
}
