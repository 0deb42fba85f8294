import type { Quote } from '@portal/shared';
import { QuoteRow } from './QuoteRow';

interface Props {
  quotes: Quote[];
  busy: string | null;
  caption: string;
  onCancel(quote: Quote): void;
  onDownload(quote: Quote): void;
}

const COLUMNS = ['Quote', 'Mode', 'Incoterm', 'Departure', 'Origin', 'Destination', 'Goods', 'Status', 'Created', 'Actions'];

/** A plain table in a scrolling body of 280 to 450 px (spec §9); the header stays in view. */
export function QuoteTable({ quotes, busy, caption, onCancel, onDownload }: Props) {
  return (
    <div className="quote-table-body" tabIndex={0} role="region" aria-label={caption}>
      <table className="table quote-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">
                {c}
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
