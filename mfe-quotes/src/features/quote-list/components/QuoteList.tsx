import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@portal/ui/ConfirmDialog';
import { EmptyState, ErrorState, LoadingState } from '@portal/kit';
import { quotesContract, type Quote } from '@portal/contracts/quotes';
import { ExportControl } from '@portal/ui/dataTable/ExportControl';
import { cancelDialogText, useQuoteActions } from '../hooks/useQuoteActions';
import { useQuoteList } from '../hooks/useQuoteList';
import { QuoteTable } from './QuoteTable';

interface Props {
  load: (signal: AbortSignal) => Promise<Quote[]>;
  caption: string;
  /** Offer the list as CSV or Excel (My quotes; the sandbox's own list has no export). */
  exportable?: boolean;
}

/** The open quotes list of /quotes and /sandbox: Show expired, New Quote, cancel and download. */
export function QuoteList({ load, caption, exportable = false }: Props) {
  const { data, loading, error, reload } = useQuoteList(load);
  const [showExpired, setShowExpired] = useState(false);
  const actions = useQuoteActions(reload);
  const switchId = useId();
  const quotes = (data ?? []).filter((q) => showExpired || !q.expired);
  const expiredCount = (data ?? []).filter((q) => q.expired).length;
  const tableBody = useRef<HTMLDivElement>(null);

  // Asked for, the expired quotes come into view: the page scrolls to the first of them (the list
  // grows with the page, no box of its own scrolls).
  useEffect(() => {
    const first = tableBody.current?.querySelector<HTMLElement>('tr.is-muted');
    if (!showExpired || !first) return;
    first.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [showExpired]);

  return (
    <div className="card stack quote-list">
      <div className="row">
        <label className="checkbox" htmlFor={switchId}>
          <input id={switchId} type="checkbox" role="switch" checked={showExpired} onChange={(e) => setShowExpired(e.target.checked)} />
          Show expired{expiredCount > 0 ? ` (${expiredCount})` : ''}
        </label>
        <span className="spacer" />
        {exportable && <ExportControl endpoint={quotesContract.export} query={() => ({ expired: showExpired ? '1' : undefined })} fileName="quotes" />}
        <Link className="btn btn-primary" to="/quotes/create">
          New Quote
        </Link>
      </div>
      {loading && !data && <LoadingState label="Loading quotes…" />}
      {error !== undefined && !data && <ErrorState message="The quotes could not be loaded." onRetry={reload} />}
      {data && quotes.length === 0 && <EmptyState>No open quotes available</EmptyState>}
      {data && quotes.length > 0 && <QuoteTable bodyRef={tableBody} quotes={quotes} busy={actions.busy} caption={caption} onCancel={actions.askCancel} onDownload={actions.download} />}
      <ConfirmDialog open={actions.confirming !== null} {...(actions.confirming && cancelDialogText(actions.confirming))} danger onConfirm={actions.confirmCancel} onCancel={actions.dismissCancel} />
    </div>
  );
}
