import type { FastifyInstance } from 'fastify';
import { quotesContract } from '@portal/contracts/quotes';
import { localToday } from '@portal/contracts/rules/quoteForm';
import { registerEndpoint } from '../../core/contract';
import { exportWords, languageOf } from '../../core/i18n';
import { sendExport, type ExportColumn } from '../../core/tableExport';
import { listOpenQuotes, type QuoteRow } from './quoteQueries';

/**
 * My quotes as a file: the list's quotes (the expired ones only when the list shows them), in
 * its order and columns, written by the tables' export (CSV, or Excel with the view on its first
 * line). Scoped like the list, by the selection. Its header row and view line are in the
 * request's language (`export.quotes` of src/locales/<language>.json); the values stay as stored.
 */
const COLUMNS: Omit<ExportColumn, 'headerName'>[] = [
  { field: 'quote_nr', type: 'text' },
  { field: 'modality', type: 'text' },
  { field: 'incoterm', type: 'text', width: 160 },
  { field: 'expected_departure', type: 'date' },
  { field: 'origin', type: 'text', width: 220 },
  { field: 'destination', type: 'text', width: 220 },
  { field: 'goods_description', type: 'text', width: 240 },
  { field: 'quote_status', type: 'text' },
  { field: 'valid_until', type: 'date' },
  { field: 'created_at', type: 'date' },
];

const place = (city: string | null, country: string, port: string | null | undefined) => [[city, country].filter(Boolean).join(', '), port ? `(${port})` : ''].filter(Boolean).join(' ');

export function registerQuoteExport(app: FastifyInstance): void {
  registerEndpoint(app, quotesContract.export, async (request, reply) => {
    const ids = (await request.getScope()).customerIds;
    const withExpired = request.query.expired === '1';
    const quotes = (await listOpenQuotes(app.db, ids, { today: localToday() })).filter((q: QuoteRow) => withExpired || !q.expired);
    const rows = quotes.map((q) => ({
      ...q,
      incoterm: [q.inco_terms, q.inco_terms_location].filter(Boolean).join(' '),
      origin: place(q.origin_city, q.origin_country, q.origin_port),
      destination: place(q.destination_city, q.destination_country, q.destination_port),
    }));
    const language = languageOf(request);
    return sendExport(request, reply, {
      name: 'quotes',
      format: request.query.format ?? 'csv',
      columns: COLUMNS.map((column) => ({ ...column, headerName: exportWords(language, 'quotes', `column.${column.field}`) })),
      viewLine: exportWords(language, 'quotes', withExpired ? 'viewWithExpired' : 'viewWithoutExpired'),
      rows: rows.length,
      truncatedAt: null,
      // The list is the organisation's open quotes, already read whole for the page itself.
      async *batches() {
        yield rows;
      },
    });
  });
}
