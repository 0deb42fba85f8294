import { call } from '@portal/kit';
import { quotesContract } from '@portal/contracts/quotes';

/** Cancels a request nobody has offered on yet; answers with the message to show. */
export function cancelQuote(quoteNr: string): Promise<{ message: string }> {
  return call(quotesContract.cancel, { params: { quote_nr: quoteNr } });
}
