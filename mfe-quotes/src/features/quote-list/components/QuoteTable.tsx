import type { Ref } from 'react';
import type { Quote } from '@portal/contracts/quotes';
import { QuoteRow } from './QuoteRow';

interface Props {
  quotes: Quote[];
  busy: string | null;
  caption: string;
  onCancel(quote: Quote): void;
  onDownload(quote: Quote): void;
  bodyRef?: Ref<HTMLDivElement>;
}

/** 'wide': shown where the window has room for every column (quotes.css hides them on a tablet). */
const COLUMNS: { label: string; wide?: boolean }[] = [
  { label: 'Quote' },
  { label: 'Mode' },
  { label: 'Incoterm', wide: true },
  { label: 'Departure' },
  { label: 'Origin' },
  { label: 'Destination' },
  { label: 'Goods', wide: true },
  { label: 'Status' },
  { label: 'Created', wide: true },
  { label: 'Actions' },
];

/**
 * A plain table at least 280 px high (spec §9) that grows with its quotes: the page scrolls. On a
 * tablet it shows the columns that matter there, with the actions always in sight; on a phone each
 * quote is a card (quotes.css).
 */
export function QuoteTable({ quotes, busy, caption, onCancel, onDownload, bodyRef }: Props) {
  return (
    <div ref={bodyRef} className="quote-table-body" tabIndex={0} role="region" aria-label={caption}>
      <table className="table quote-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.label} scope="col" className={c.wide ? 'quote-col-wide' : c.label === 'Actions' ? 'quote-actions' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {quotes.map((q) => (
            <QuoteRow key={q.quote_nr} quote={q} busy={busy === q.quote_nr} onCancel={onCancel} onDownload={onDownload} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
