import type { FastifyInstance } from 'fastify';
import type { EndpointRequest } from '../../core/contract';
import type { quotesContract } from '@portal/contracts/quotes';
import { CURRENCIES } from '@portal/contracts/rules/quoteConstants';
import { audit } from '../../core/audit';
import { languageOf, translate } from '../../core/i18n';
import { notFound, unprocessable } from '../../core/errors';
import { nowIso } from '../../db';
import { announceRecorded } from '../notifications/events';
import { storeQuoteDownloadable } from '../notifications/sources';
import { businessToday } from '../documents/visibility';

/**
 * The forwarder (administrators, `quotes.offer`) makes or renews the offer on an open quote, which
 * its organisation can then download; its users are notified (modules/notifications). The offer
 * PDF is drawn from the quote.
 */
export function offerMaker(app: FastifyInstance) {
  return async (request: EndpointRequest<typeof quotesContract.makeOffer>) => {
    const { quote_nr: nr } = request.params;
    const { valid_until: validUntil, currency = 'EUR' } = request.body;
    const today = businessToday(app.config);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil) || Number.isNaN(Date.parse(`${validUntil}T00:00:00Z`))) {
      throw unprocessable({ valid_until: ['The valid until field must be a date (YYYY-MM-DD).'] });
    }
    if (validUntil < today) throw unprocessable({ valid_until: ['The offer must be valid until today or later.'] });
    if (!(CURRENCIES as readonly string[]).includes(currency)) throw unprocessable({ currency: ['The currency is not one the portal offers.'] });
    const at = nowIso();
    // The offer, its audit line and the customer's notification commit together.
    const recorded = await app.db.tx(async () => {
      const { changes } = await app.db.run(
        `UPDATE quotes SET quote_status = 'Offered', offered_at = @at, valid_until = @validUntil, price_currency = @currency, updated_at = @at, updated_by = @userId
          WHERE quote_nr = @nr AND quote_status IN ('Requested', 'In progress', 'Offered')`,
        { at, validUntil, currency, userId: request.user!.id, nr },
      );
      if (changes !== 1) return null;
      await audit(app.db, request, 'quotes.offer', 'quote', nr, { validUntil, currency });
      return storeQuoteDownloadable(app.db, nr);
    });
    if (!recorded) throw notFound('There is no open quote with this number.');
    await announceRecorded(app.db, recorded);
    return { message: translate(`The offer for ${nr} is ready for download.`, languageOf(request)), quote_nr: nr, valid_until: validUntil };
  };
}
