import { MODALITY_LABELS } from '@portal/shared/rules/quoteConstants';
import type { Quote } from '@portal/shared';
import { canCancel, canDownload, createdDate, destinationOf, incotermText, originOf, statusBadgeClass, statusText } from '../quoteDisplay';

interface Props {
  quote: Quote;
  busy: boolean;
  onCancel(quote: Quote): void;
  onDownload(quote: Quote): void;
}

/** One quote. Expired ones are greyed out and offer no actions (decisions.md). */
export function QuoteRow({ quote: q, busy, onCancel, onDownload }: Props) {
  return (
    <tr className={q.expired ? 'is-muted' : undefined} data-quote={q.quote_nr}>
      <th scope="row" className="quote-nr">
        {q.quote_nr}
      </th>
      <td>
        <span className={`modality modality-${q.modality.toLowerCase()}`} title={MODALITY_LABELS[q.modality]}>
          {q.modality}
        </span>
      </td>
      <td>{incotermText(q)}</td>
      <td className="nowrap">{q.expected_departure}</td>
      <td>{originOf(q)}</td>
      <td>{destinationOf(q)}</td>
      <td className="quote-goods">{q.goods_description}</td>
      <td>
        <span className={statusBadgeClass(q)}>{statusText(q)}</span>
      </td>
      <td className="nowrap">{createdDate(q)}</td>
      <td className="quote-actions">
        {canDownload(q) && (
          <button type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={() => onDownload(q)} aria-label={`Download offer ${q.quote_nr}`}>
            Download
          </button>
        )}
        {canCancel(q) && (
          <button type="button" className="btn btn-sm" disabled={busy} onClick={() => onCancel(q)} aria-label={`Cancel request ${q.quote_nr}`}>
            Cancel
          </button>
        )}
        {busy && <span className="sr-only" role="status">Working on {q.quote_nr}…</span>}
      </td>
    </tr>
  );
}
