import type { FastifyInstance } from 'fastify';
import { quoteRequestsContract } from '@portal/contracts/quoteRequests';
import { quotesContract } from '@portal/contracts/quotes';
import { localToday } from '@portal/contracts/rules/quoteForm';
import { sendChanges } from '../../core/changes';
import { registerEndpoint } from '../../core/contract';
import { registerQuoteExport } from './exportList';
import { quoteLists } from './lists';
import { offerMaker } from './makeOffer';
import { quoteChanges } from './quoteQueries';
import { unlocodeSearches } from './searches';
import { quoteRequests } from './store';

/**
 * The quotes slice's contracts (shared/contracts/src/quotes.ts and quoteRequests.ts): the open quotes list (also the
 * sandbox's), offer PDF downloads, cancel, the quote request (store) with its organisations, the
 * forwarder's offer and the UN/LOCODE searches of the form. Everything customer-facing is scoped by
 * request.getScope().customerIds.
 */
export async function quotesRoutes(app: FastifyInstance): Promise<void> {
  const lists = quoteLists(app);
  registerEndpoint(app, quotesContract.list, lists.all);
  registerEndpoint(app, quotesContract.changes, async (request, reply) =>
    sendChanges(request, reply, await quoteChanges(app.db, (await request.getScope()).customerIds, request.query ?? {}, localToday())),
  );
  registerQuoteExport(app);
  registerEndpoint(app, quotesContract.sandbox, lists.own);
  registerEndpoint(app, quotesContract.offer, lists.offer);
  registerEndpoint(app, quotesContract.offerFromDocuments, lists.offer);
  registerEndpoint(app, quotesContract.cancel, lists.cancel);
  // The spec's GET cancel changes state: the anti-forgery check covers it like a POST (core/session.ts).
  registerEndpoint(app, quotesContract.cancelByLink, lists.cancel, { config: { stateChanging: true } });

  const requests = quoteRequests(app);
  registerEndpoint(app, quoteRequestsContract.organisations, requests.organisations);
  registerEndpoint(app, quoteRequestsContract.store, requests.store, { config: requests.storeConfig });
  registerEndpoint(app, quotesContract.makeOffer, offerMaker(app));

  const search = unlocodeSearches(app);
  registerEndpoint(app, quoteRequestsContract.countries, async (request) => search.countries(request.query));
  registerEndpoint(app, quoteRequestsContract.cities, async (request) => search.cities(request.query));
  registerEndpoint(app, quoteRequestsContract.ports, async (request) => search.ports(request.query));
  registerEndpoint(app, quoteRequestsContract.countriesByPost, async (request) => search.countries(request.body));
  registerEndpoint(app, quoteRequestsContract.citiesByPost, async (request) => search.cities(request.body));
  registerEndpoint(app, quoteRequestsContract.portsByPost, async (request) => search.ports(request.body));
}
