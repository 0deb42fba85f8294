import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localToday } from '@portal/contracts/rules/quoteForm';
import { AnswerCache } from '../../core/answerCache';
import { audit } from '../../core/audit';
import { readSince } from '../../core/changes';
import { notFound, unprocessable } from '../../core/errors';
import { languageOf, translate } from '../../core/i18n';
import { chosenLanguageOf } from '../portal';
import { countryNames } from './countryNames';
import { renderOfferPdf } from './offerPdf';
import { cancelQuote, findQuote, isCancellable, isExpiredOffer, listOpenQuotes, priceLines, publicQuote, quoteDetails } from './quoteQueries';

/**
 * What the quote list does, for the contract's endpoints (index.ts): the open quotes of the
 * selection (or only the signed-in user's: the sandbox), the offer PDF, cancel. Everything is
 * scoped by request.getScope().customerIds.
 */
export function quoteLists(app: FastifyInstance) {
  // Whether an offer has expired turns with the business day, which is part of the key.
  const lists = new AnswerCache(app.db, { maxAgeMs: 60_000 });

  async function all(request: FastifyRequest<{ Querystring: { updatedSince?: string } }>, reply: FastifyReply): Promise<FastifyReply> {
    const ids = (await request.getScope()).customerIds;
    const today = localToday();
    const raw = request.query?.updatedSince;
    const updatedSince = raw === undefined ? undefined : readSince(raw);
    return lists.send(request, reply, `all|${ids.join(',')}|${today}|${updatedSince ?? ''}`, async () => ({
      quotes: (await listOpenQuotes(app.db, ids, { today, updatedSince })).map(publicQuote),
    }));
  }

  async function own(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const ids = (await request.getScope()).customerIds;
    const today = localToday();
    const requestorUserId = request.user!.id;
    return lists.send(request, reply, `own:${requestorUserId}|${ids.join(',')}|${today}`, async () => ({
      quotes: (await listOpenQuotes(app.db, ids, { today, requestorUserId })).map(publicQuote),
    }));
  }

  /** The offer PDF, {quote_nr}.pdf; 404 while there is none, once it has expired, or when the quote is not in scope. */
  async function offer(request: FastifyRequest<{ Params: { quote_nr: string } }>, reply: FastifyReply): Promise<FastifyReply> {
    const quote = await findQuote(app.db, (await request.getScope()).customerIds, request.params.quote_nr, localToday());
    if (!quote) throw notFound();
    if (!quote.can_download) throw notFound('There is no offer for this quote yet.');
    // The list offers no action on an expired offer; its prices no longer hold. (An accepted
    // offer stays downloadable: it is the agreement, whatever its validity said.)
    if (isExpiredOffer(quote)) throw notFound(`The offer for ${quote.quote_nr} has expired; please request a new quote.`);
    const details = (await quoteDetails(app.db, quote.id))!;
    // The customer's language, as their mail: the one the account chose, else the request's.
    const language = (await chosenLanguageOf(app, request.user!.id)) ?? languageOf(request);
    const countryName = await countryNames(
      app.db,
      ['customer', 'origin', 'destination'].map((side) => String(details[`${side}_country`] ?? '')),
      language,
    );
    const pdf = await renderOfferPdf({ quote: details, lines: await priceLines(app.db, quote.id), countryName, language });
    return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${quote.quote_nr}.pdf"`).send(pdf);
  }

  async function cancel(request: FastifyRequest<{ Params: { quote_nr: string } }>): Promise<{ message: string }> {
    const quote = await findQuote(app.db, (await request.getScope()).customerIds, request.params.quote_nr, localToday());
    if (!quote) throw notFound();
    // The audit line in the cancel's own transaction: one commit, and none when nothing changed.
    const cancelled =
      isCancellable(quote) &&
      (await app.db.tx(async () => {
        if (!(await cancelQuote(app.db, quote.id, request.user!.id))) return false;
        await audit(app.db, request, 'quotes.cancel', 'quote', quote.quote_nr);
        return true;
      }));
    if (!cancelled) {
      throw unprocessable({ quote_nr: [`Quote ${quote.quote_nr} can no longer be cancelled.`] }, `Quote ${quote.quote_nr} can no longer be cancelled.`);
    }
    return { message: translate(`Your request ${quote.quote_nr} has been cancelled.`, languageOf(request)) };
  }

  return { all, own, offer, cancel };
}
