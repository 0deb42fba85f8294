import { Link } from 'react-router-dom';
import { useFormat } from '@portal/kit';
import { canBook } from '@portal/contracts/rules/booking';
import { localToday } from '@portal/contracts/dates/days';
import type { Quote } from '@portal/contracts/quotes';
import { useQuotesT } from '../../../messages';
import { canCancel, canDownload, createdDay, destinationOf, incotermText, originOf, statusBadgeClass, statusText } from '../../../quotes/quoteDisplay';

interface Props {
  quote: Quote;
  busy: boolean;
  highlighted: boolean;
  onCancel(quote: Quote): void;
  onDownload(quote: Quote): void;
}

/** One quote. Expired ones are greyed out and offer no actions (decisions.md). */
export function QuoteRow({ quote: q, busy, highlighted, onCancel, onDownload }: Props) {
  const t = useQuotesT();
  const { date } = useFormat();
  const day = (value: string) => (value ? date(value, t('formats.day')) : '');
  const className = [q.expired ? 'is-muted' : '', highlighted ? 'is-highlighted' : ''].filter(Boolean).join(' ') || undefined;
  return (
    <tr className={className} data-quote={q.quote_nr} aria-current={highlighted || undefined}>
      <th scope="row" className="quote-nr">
        {q.quote_nr}
      </th>
      <td data-label={t('columns.mode')}>
        <span className={`modality modality-${q.modality.toLowerCase()}`} title={t(`mode.${q.modality}`)}>
          {t(`modeShort.${q.modality}`)}
        </span>
      </td>
      <td data-label={t('columns.incoterm')} className="quote-col-wide">
        {incotermText(q)}
      </td>
      <td data-label={t('columns.departure')} className="nowrap">
        {day(q.expected_departure)}
      </td>
      <td data-label={t('columns.origin')}>{originOf(q, t)}</td>
      <td data-label={t('columns.destination')}>{destinationOf(q, t)}</td>
      <td data-label={t('columns.goods')} className="quote-goods quote-col-wide">
        {q.goods_description}
      </td>
      <td data-label={t('columns.status')}>
        <span className={statusBadgeClass(q)}>{statusText(q, t)}</span>
      </td>
      <td data-label={t('columns.created')} className="nowrap quote-col-wide">
        {day(createdDay(q))}
      </td>
      <td className="quote-actions">
        {canDownload(q) && (
          <button type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={() => onDownload(q)} aria-label={t('actions.downloadLabel', { nr: q.quote_nr })}>
            {t('actions.download')}
          </button>
        )}
        {canBook({ quote_status: q.quote_status, valid_until: q.valid_until ?? null, booked: false }, localToday()) && (
          <Link className="btn btn-sm btn-primary" to={`/quotes/${encodeURIComponent(q.quote_nr)}/book`} aria-label={t('actions.bookLabel', { nr: q.quote_nr })}>
            {t('actions.book')}
          </Link>
        )}
        {canCancel(q) && (
          <button type="button" className="btn btn-sm" disabled={busy} onClick={() => onCancel(q)} aria-label={t('actions.cancelLabel', { nr: q.quote_nr })}>
            {t('actions.cancel')}
          </button>
        )}
        {busy && (
          <span className="sr-only" role="status">
            {t('actions.working', { nr: q.quote_nr })}
          </span>
        )}
      </td>
    </tr>
  );
}
