import { api, type MessageResponse } from '@portal/shared';
import type { QuoteRequestPayload } from '@portal/shared/rules/quoteForm';

export interface StoreQuoteResponse extends MessageResponse {
  quote_nr: string;
}

/** POST /api/quotes/quotes/store: the payload of spec §3 → message and redirect (a route name). */
export function storeQuote(payload: QuoteRequestPayload): Promise<StoreQuoteResponse> {
  return api.post<StoreQuoteResponse>('/quotes/quotes/store', payload);
}
