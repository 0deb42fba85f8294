import { api, type MessageResponse } from '@portal/shared';

/** GET /api/shipments/cancel/{quote_nr}: a GET that changes state, so it carries the CSRF header. */
export function cancelQuote(quoteNr: string): Promise<MessageResponse> {
  return api.get<MessageResponse>(`/shipments/cancel/${encodeURIComponent(quoteNr)}`, { stateChanging: true });
}
