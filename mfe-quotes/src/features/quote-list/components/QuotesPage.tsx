import { usePageMeta } from '@portal/shared';
import { getQuotes } from '../api/getQuotes';
import { QuoteList } from './QuoteList';

/** /quotes: the open quotes of the selected organisation or group. */
export function QuotesPage() {
  usePageMeta('Quotes', [{ label: 'Quotes' }]);
  return <QuoteList load={getQuotes} caption="Open quotes" />;
}
