import { call } from '@portal/shared/contracts/call';
import { quotesContract, type Quote } from '@portal/shared/contracts/quotes';

/** The open quotes the signed-in user requested in the current selection. */
export async function getSandboxQuotes(signal?: AbortSignal): Promise<Quote[]> {
  return (await call(quotesContract.sandbox, { signal })).quotes;
}
