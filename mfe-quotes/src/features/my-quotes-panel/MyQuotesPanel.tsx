import type { MouseEvent } from 'react';
import { EmptyState, ErrorState, LoadingState, useApiData } from '@portal/kit';
import { useQuotesT } from '../../messages';
import type { Quote } from '@portal/contracts/quotes';
import { getQuotes } from '../../quotes/api/getQuotes';
import { destinationOf, originOf, statusBadgeClass, statusText } from '../../quotes/quoteDisplay';
import '../../quotes.css';

const SHOWN = 5;

/**
 * Navigates inside the portal without a router of our own: the shell's router listens to
 * popstate (single-spa patches pushState as well), so the /quotes area mounts as on a menu click.
 */
function go(event: MouseEvent<HTMLAnchorElement>) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  window.history.pushState(null, '', event.currentTarget.getAttribute('href'));
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** The dashboard's MyQuotes: the selected customer's open (not expired) quotes, compact. */
export function MyQuotesPanel() {
  const t = useQuotesT();
  const { data, loading, error, reload } = useApiData(getQuotes, []);
  const open = (data ?? []).filter((q) => !q.expired);

  return (
    <div className="my-quotes">
      <div className="row my-quotes-head">
        <h2>{t('panel.title')}</h2>
        {data && <span className="badge">{t('panel.open', { count: open.length })}</span>}
        <span className="spacer" />
        <a className="btn btn-sm" href="/quotes/create" onClick={go}>
          {t('list.newQuote')}
        </a>
      </div>
      {loading && !data && <LoadingState label={t('list.loading')} />}
      {error !== undefined && !data && <ErrorState message={t('list.loadFailed')} onRetry={reload} />}
      {data && open.length === 0 && <EmptyState>{t('list.empty')}</EmptyState>}
      {open.length > 0 && (
        <ul className="my-quotes-list">
          {open.slice(0, SHOWN).map((q) => (
            <QuoteItem key={q.quote_nr} quote={q} />
          ))}
        </ul>
      )}
      {data && (
        <a href="/quotes" onClick={go} className="my-quotes-all">
          {open.length > SHOWN ? t('panel.allCount', { count: open.length }) : t('panel.all')}
        </a>
      )}
    </div>
  );
}

function QuoteItem({ quote: q }: { quote: Quote }) {
  const t = useQuotesT();
  return (
    <li>
      <span className={`modality modality-${q.modality.toLowerCase()}`} title={t(`mode.${q.modality}`)}>
        {t(`modeShort.${q.modality}`)}
      </span>
      <span className="my-quotes-text">
        <strong>{q.quote_nr}</strong>
        <span className="muted">
          {originOf(q, t)} → {destinationOf(q, t)}
        </span>
      </span>
      <span className={statusBadgeClass(q)}>{statusText(q, t)}</span>
    </li>
  );
}
