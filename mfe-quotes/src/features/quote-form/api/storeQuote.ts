import { api, type MessageResponse } from '@portal/shared';
import type { QuoteRequestPayload } from '@portal/shared/rules/quoteForm';

export interface StoreQuoteResponse extends MessageResponse {
  /** The portal page to show next (beside `redirect`, the spec's route name for it). */
  path: string;
  quote_nr: string;
}

/** POST /api/quotes/quotes/store: the payload of spec §3 → message, the page to go to, the quote number. */
export function storeQuote(payload: QuoteRequestPayload): Promise<StoreQuoteResponse> {
  return api.post<StoreQuoteResponse>('/quotes/quotes/store', payload);
}
