import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@portal/kit';
import { getQuotes } from '../../../quotes/api/getQuotes';
import { useQuotesT } from '../../../messages';
import { QuoteList } from './QuoteList';
import { QuoteListsNav } from './QuoteListsNav';
import { routes } from '../../../routes';

/** /quotes: the open quotes of the selected organisation or group; `?quote=<nr>` (the header search) marks one. */
export function QuotesPage() {
  const t = useQuotesT();
  const title = t('routes./quotes/*.title', { defaultValue: routes.quotes.title });
  usePageMeta(title, [{ label: title }]);
  const [params] = useSearchParams();
  return (
    <div className="stack">
      <QuoteListsNav />
      <QuoteList load={getQuotes} caption={t('list.caption')} exportable highlight={params.get('quote')} />
    </div>
  );
}
