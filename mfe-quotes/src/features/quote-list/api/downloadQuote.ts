import { downloadFile } from '@portal/shared';

/** GET /api/shipments/download/{quote_nr}: the offer PDF, saved as {quote_nr}.pdf. */
export function downloadQuote(quoteNr: string): Promise<string> {
  return downloadFile(`/shipments/download/${encodeURIComponent(quoteNr)}`, `${quoteNr}.pdf`);
}
