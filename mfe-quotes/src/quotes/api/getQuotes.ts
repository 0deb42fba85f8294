import { call } from '@portal/kit';
import { quotesContract, type Quote } from '@portal/contracts/quotes';

/** The open quotes of the selected organisation or group. */
export async function getQuotes(signal?: AbortSignal): Promise<Quote[]> {
  return (await call(quotesContract.list, { signal })).quotes;
}
