import { call } from '@portal/shared/contracts/call';
import { quotesContract } from '@portal/shared/contracts/quotes';

/** Cancels a request nobody has offered on yet; answers with the message to show. */
export function cancelQuote(quoteNr: string): Promise<{ message: string }> {
  return call(quotesContract.cancel, { params: { quote_nr: quoteNr } });
}
