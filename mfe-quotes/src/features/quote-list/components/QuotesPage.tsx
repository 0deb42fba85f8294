import { usePageMeta } from '@portal/kit';
import { getQuotes } from '../../../quotes/api/getQuotes';
import { QuoteList } from './QuoteList';
import { QuoteListsNav } from './QuoteListsNav';
import { routes } from '../../../routes';

/** /quotes: the open quotes of the selected organisation or group. */
export function QuotesPage() {
  usePageMeta(routes.quotes.title, [{ label: routes.quotes.title }]);
  return (
    <div className="stack">
      <QuoteListsNav />
      <QuoteList load={getQuotes} caption="Open quotes" exportable />
    </div>
  );
}
