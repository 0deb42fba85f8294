import { download } from '@portal/kit';
import { quotesContract } from '@portal/contracts/quotes';

/** The offer PDF, saved as {quote_nr}.pdf. */
export function downloadQuote(quoteNr: string): Promise<string> {
  return download(quotesContract.offer, { params: { quote_nr: quoteNr } }, `${quoteNr}.pdf`);
}
