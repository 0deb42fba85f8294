import { Link } from 'react-router-dom';
import { canBook } from '@portal/contracts/rules/booking';
import { localToday } from '@portal/contracts/dates/days';
import { MODALITY_LABELS } from '@portal/contracts/rules/quoteConstants';
import type { Quote } from '@portal/contracts/quotes';
import { canCancel, canDownload, createdDate, destinationOf, incotermText, originOf, statusBadgeClass, statusText } from '../../../quotes/quoteDisplay';

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
      <td data-label="Mode">
        <span className={`modality modality-${q.modality.toLowerCase()}`} title={MODALITY_LABELS[q.modality]}>
          {q.modality}
        </span>
      </td>
      <td data-label="Incoterm" className="quote-col-wide">
        {incotermText(q)}
      </td>
      <td data-label="Departure" className="nowrap">
        {q.expected_departure}
      </td>
      <td data-label="Origin">{originOf(q)}</td>
      <td data-label="Destination">{destinationOf(q)}</td>
      <td data-label="Goods" className="quote-goods quote-col-wide">
        {q.goods_description}
      </td>
      <td data-label="Status">
        <span className={statusBadgeClass(q)}>{statusText(q)}</span>
      </td>
      <td data-label="Created" className="nowrap quote-col-wide">
        {createdDate(q)}
      </td>
      <td className="quote-actions">
        {canDownload(q) && (
          <button type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={() => onDownload(q)} aria-label={`Download offer ${q.quote_nr}`}>
            Download
          </button>
        )}
        {canBook({ quote_status: q.quote_status, valid_until: q.valid_until ?? null, booked: false }, localToday()) && (
          <Link className="btn btn-sm btn-primary" to={`/quotes/${encodeURIComponent(q.quote_nr)}/book`} aria-label={`Book offer ${q.quote_nr}`}>
            Book
          </Link>
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
