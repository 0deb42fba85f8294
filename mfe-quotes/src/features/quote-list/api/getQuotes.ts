import { call } from '@portal/shared/contracts/call';
import { quotesContract, type Quote } from '@portal/shared/contracts/quotes';

/** The open quotes of the selected organisation or group. */
export async function getQuotes(signal?: AbortSignal): Promise<Quote[]> {
  return (await call(quotesContract.list, { signal })).quotes;
}
