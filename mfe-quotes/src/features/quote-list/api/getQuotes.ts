import { api, type Quote } from '@portal/shared';

/** GET /api/shipments/quotes: the open quotes of the selected organisation or group. */
export async function getQuotes(signal?: AbortSignal): Promise<Quote[]> {
  const { quotes } = await api.get<{ quotes: Quote[] }>('/shipments/quotes', { signal });
  return quotes;
}
