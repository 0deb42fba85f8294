import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@portal/ui/ConfirmDialog';
import { EmptyState, ErrorState, LoadingState } from '@portal/kit';
import { quotesContract, type Quote } from '@portal/contracts/quotes';
import { ExportControl } from '@portal/ui/dataTable/ExportControl';
import { useQuotesT } from '../../../messages';
import { cancelDialogText, useQuoteActions } from '../hooks/useQuoteActions';
import { useQuoteList } from '../hooks/useQuoteList';
import { QuoteTable } from './QuoteTable';

interface Props {
  load: (signal: AbortSignal) => Promise<Quote[]>;
  caption: string;
  /** Offer the list as CSV or Excel (My quotes; the sandbox's own list has no export). */
  exportable?: boolean;
  /** A quote to bring into view and mark (the header search's `?quote=`). */
  highlight?: string | null;
}

/** The open quotes list of /quotes and /sandbox: Show expired, New Quote, cancel and download. */
export function QuoteList({ load, caption, exportable = false, highlight = null }: Props) {
  const t = useQuotesT();
  const { data, loading, error, reload } = useQuoteList(load);
  const [showExpired, setShowExpired] = useState(false);
  const actions = useQuoteActions(reload);
  const switchId = useId();
  const found = highlight ? data?.find((q) => q.quote_nr === highlight) : undefined;
  // An expired quote asked for by its number is shown: it is the one the customer wants to see.
  const expiredShown = showExpired || Boolean(found?.expired);
  const quotes = (data ?? []).filter((q) => expiredShown || !q.expired);
  const expiredCount = (data ?? []).filter((q) => q.expired).length;
  const tableBody = useRef<HTMLDivElement>(null);

  // Asked for, the expired quotes come into view: the page scrolls to the first of them (the list
  // grows with the page, no box of its own scrolls). A highlighted quote comes into view the same way.
  useEffect(() => {
    const body = tableBody.current;
    const target = found ? body?.querySelector<HTMLElement>(`tr[data-quote="${CSS.escape(found.quote_nr)}"]`) : showExpired ? body?.querySelector<HTMLElement>('tr.is-muted') : null;
    if (!target) return;
    target.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [showExpired, found]);

  return (
    <div className="card stack quote-list">
      <div className="row">
        <label className="checkbox" htmlFor={switchId}>
          <input id={switchId} type="checkbox" role="switch" checked={expiredShown} onChange={(e) => setShowExpired(e.target.checked)} />
          {expiredCount > 0 ? t('list.showExpiredCount', { count: expiredCount }) : t('list.showExpired')}
        </label>
        <span className="spacer" />
        {exportable && <ExportControl endpoint={quotesContract.export} query={() => ({ expired: expiredShown ? '1' : undefined })} fileName={t('list.exportName')} />}
        <Link className="btn btn-primary" to="/quotes/create">
          {t('list.newQuote')}
        </Link>
      </div>
      {highlight && data && (
        <p className={found ? 'muted' : 'field-error'} role="status">
          {found ? t('list.found', { nr: highlight }) : t('list.notFound', { nr: highlight })}
        </p>
      )}
      {loading && !data && <LoadingState label={t('list.loading')} />}
      {error !== undefined && !data && <ErrorState message={t('list.loadFailed')} onRetry={reload} />}
      {data && quotes.length === 0 && <EmptyState>{t('list.empty')}</EmptyState>}
      {data && quotes.length > 0 && (
        <QuoteTable bodyRef={tableBody} quotes={quotes} busy={actions.busy} caption={caption} highlight={found?.quote_nr ?? null} onCancel={actions.askCancel} onDownload={actions.download} />
      )}
      <ConfirmDialog open={actions.confirming !== null} {...(actions.confirming && cancelDialogText(actions.confirming, t))} danger onConfirm={actions.confirmCancel} onCancel={actions.dismissCancel} />
    </div>
  );
}
