import { usePageMeta } from '@portal/shared';
import { getQuotes } from '../api/getQuotes';
import { QuoteList } from './QuoteList';
import { QuoteListsNav } from './QuoteListsNav';

/** /quotes: the open quotes of the selected organisation or group. */
export function QuotesPage() {
  usePageMeta('Quotes', [{ label: 'Quotes' }]);
  return (
    <div className="stack">
      <QuoteListsNav />
      <QuoteList load={getQuotes} caption="Open quotes" />
    </div>
  );
}
