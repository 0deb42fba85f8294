import { call } from '@portal/shared/contracts/call';
import { quotesContract, type QuoteStored } from '@portal/shared/contracts/quotes';
import type { QuoteRequestPayload } from '@portal/shared/rules/quoteForm';

/** The payload of spec §3 → message, the page to go to (`path`, beside the spec's route name), the quote number. */
export function storeQuote(payload: QuoteRequestPayload): Promise<QuoteStored> {
  return call(quotesContract.store, { body: payload });
}
