import type { Ref } from 'react';
import type { Quote } from '@portal/contracts/quotes';
import { useQuotesT } from '../../../messages';
import { QuoteRow } from './QuoteRow';

interface Props {
  quotes: Quote[];
  busy: string | null;
  caption: string;
  highlight: string | null;
  onCancel(quote: Quote): void;
  onDownload(quote: Quote): void;
  bodyRef?: Ref<HTMLDivElement>;
}

/** 'wide': shown where the window has room for every column (quotes.css hides them on a tablet). */
const COLUMNS: { key: string; wide?: boolean }[] = [
  { key: 'quote' },
  { key: 'mode' },
  { key: 'incoterm', wide: true },
  { key: 'departure' },
  { key: 'origin' },
  { key: 'destination' },
  { key: 'goods', wide: true },
  { key: 'status' },
  { key: 'created', wide: true },
  { key: 'actions' },
];

/**
 * A plain table at least 280 px high (spec §9) that grows with its quotes: the page scrolls. On a
 * tablet it shows the columns that matter there, with the actions always in sight; on a phone each
 * quote is a card (quotes.css).
 */
export function QuoteTable({ quotes, busy, caption, highlight, onCancel, onDownload, bodyRef }: Props) {
  const t = useQuotesT();
  return (
    <div ref={bodyRef} className="quote-table-body" tabIndex={0} role="region" aria-label={caption}>
      <table className="table quote-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" className={c.wide ? 'quote-col-wide' : c.key === 'actions' ? 'quote-actions' : undefined}>
                {t(`columns.${c.key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {quotes.map((q) => (
            <QuoteRow key={q.quote_nr} quote={q} busy={busy === q.quote_nr} highlighted={highlight === q.quote_nr} onCancel={onCancel} onDownload={onDownload} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
