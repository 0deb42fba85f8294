import type { FastifyInstance, FastifyReply } from 'fastify';
import { localToday } from '@portal/shared/rules/quoteForm';
import { AnswerCache } from '../../core/answerCache';
import { audit } from '../../core/audit';
import { notFound, unprocessable } from '../../core/errors';
import { countryNames } from './countryNames';
import { renderOfferPdf } from './offerPdf';
import { cancelQuote, findQuote, isCancellable, isExpiredOffer, listOpenQuotes, priceLines, quoteDetails, type QuoteRow } from './quoteQueries';

/**
 * GET /api/shipments/quotes               { quotes }  open quotes of the selection
 * GET /api/sandbox/quotes                 { quotes }  the open quotes the signed-in user requested
 * GET /api/shipments/download/:quote_nr   the offer PDF, {quote_nr}.pdf
 * GET /api/documents/getDownloadFile/:quote_nr   the same PDF (the documents page's Quotations)
 * GET /api/shipments/cancel/:quote_nr     { message }  a GET that changes state: CSRF-checked
 */
const QUOTE_NR = { type: 'string', pattern: '^[A-Za-z0-9-]{1,20}$' } as const;
const byNumber = { params: { type: 'object', required: ['quote_nr'], properties: { quote_nr: QUOTE_NR } } } as const;

type Params = { Params: { quote_nr: string } };

export async function listRoutes(app: FastifyInstance): Promise<void> {
  // Whether an offer has expired turns with the business day, which is part of the key.
  const lists = new AnswerCache(app.db, { maxAgeMs: 60_000 });
  app.get('/shipments/quotes', { preHandler: app.requirePermission('shipments.quotes') }, async (request, reply) => {
    const ids = (await request.getScope()).customerIds;
    const today = localToday();
    return lists.send(request, reply, `all|${ids.join(',')}|${today}`, async () => ({
      quotes: (await listOpenQuotes(app.db, ids, { today })).map(publicQuote),
    }));
  });

  app.get('/sandbox/quotes', { preHandler: app.requirePermission('sandbox.index') }, async (request, reply) => {
    const ids = (await request.getScope()).customerIds;
    const today = localToday();
    const requestorUserId = request.user!.id;
    return lists.send(request, reply, `own:${requestorUserId}|${ids.join(',')}|${today}`, async () => ({
      quotes: (await listOpenQuotes(app.db, ids, { today, requestorUserId })).map(publicQuote),
    }));
  });

  const sendOffer = async (quoteNr: string, customerIds: number[], reply: FastifyReply) => {
    const quote = await findQuote(app.db, customerIds, quoteNr, localToday());
    if (!quote) throw notFound();
    if (!quote.can_download) throw notFound('There is no offer for this quote yet.');
    // The list offers no action on an expired offer; its prices no longer hold. (An accepted
    // offer stays downloadable: it is the agreement, whatever its validity said.)
    if (isExpiredOffer(quote)) throw notFound(`The offer for ${quote.quote_nr} has expired; please request a new quote.`);
    const details = (await quoteDetails(app.db, quote.id))!;
    const countryName = await countryNames(
      app.db,
      ['customer', 'origin', 'destination'].map((side) => String(details[`${side}_country`] ?? '')),
    );
    const pdf = await renderOfferPdf({ quote: details, lines: await priceLines(app.db, quote.id), countryName });
    return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${quote.quote_nr}.pdf"`).send(pdf);
  };

  app.get<Params>('/shipments/download/:quote_nr', { schema: byNumber, preHandler: app.requirePermission('shipments.download') }, async (request, reply) =>
    sendOffer(request.params.quote_nr, (await request.getScope()).customerIds, reply),
  );

  app.get<Params>(
    '/documents/getDownloadFile/:quote_nr',
    { schema: byNumber, preHandler: app.requirePermission('documents.download') },
    async (request, reply) => sendOffer(request.params.quote_nr, (await request.getScope()).customerIds, reply),
  );

  app.get<Params>(
    '/shipments/cancel/:quote_nr',
    { schema: byNumber, config: { stateChanging: true }, preHandler: app.requirePermission('shipments.cancel') },
    async (request) => {
      const quote = await findQuote(app.db, (await request.getScope()).customerIds, request.params.quote_nr, localToday());
      if (!quote) throw notFound();
      if (!isCancellable(quote) || !(await cancelQuote(app.db, quote.id, request.user!.id))) {
        throw unprocessable({ quote_nr: [`Quote ${quote.quote_nr} can no longer be cancelled.`] }, `Quote ${quote.quote_nr} can no longer be cancelled.`);
      }
      await audit(app.db, request, 'quotes.cancel', 'quote', quote.quote_nr);
      return { message: `Your request ${quote.quote_nr} has been cancelled.` };
    },
  );
}

/** What the list sends: the spec's Quote fields plus route ports and validity; no internal id. */
function publicQuote({ id: _id, ...quote }: QuoteRow) {
  return quote;
}
