import { call } from '@portal/kit';
import { quotesContract, type Quote } from '@portal/contracts/quotes';

/** The open quotes the signed-in user requested in the current selection. */
export async function getSandboxQuotes(signal?: AbortSignal): Promise<Quote[]> {
  return (await call(quotesContract.sandbox, { signal })).quotes;
}
