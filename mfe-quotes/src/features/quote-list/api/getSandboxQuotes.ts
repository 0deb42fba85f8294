import { api, type Quote } from '@portal/shared';

/** GET /api/sandbox/quotes: the open quotes the signed-in user requested in the current selection. */
export async function getSandboxQuotes(signal?: AbortSignal): Promise<Quote[]> {
  const { quotes } = await api.get<{ quotes: Quote[] }>('/sandbox/quotes', { signal });
  return quotes;
}
