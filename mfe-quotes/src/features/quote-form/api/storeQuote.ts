import { call } from '@portal/kit';
import { quoteRequestsContract, type QuoteStored } from '@portal/contracts/quoteRequests';
import type { QuoteRequestPayload } from '@portal/contracts/rules/quoteForm';

/** The payload of spec §3 → message, the page to go to (`path`, beside the spec's route name), the quote number. */
export function storeQuote(payload: QuoteRequestPayload): Promise<QuoteStored> {
  return call(quoteRequestsContract.store, { body: payload });
}
