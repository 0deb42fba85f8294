import type { SearchResults } from '@portal/contracts/search';

/** One result as the list shows it and where it leads. */
export interface SearchOption {
  id: string;
  group: 'Shipments' | 'Quotes' | 'Documents';
  label: string;
  /** The order number the words matched, shown beside the shipment ("SEA26-000001 · order 4711"). */
  order?: string;
  detail: string;
  to: string;
  /** The words typed are this result's whole reference, number or name (Enter opens it). */
  exact: boolean;
}

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The answer as one list in group order: shipments, quotes, documents. */
export function searchOptions(results: SearchResults, q: string): SearchOption[] {
  return [
    ...results.shipments.map((s, i) => ({
      id: `search-shipment-${i}`,
      group: 'Shipments' as const,
      label: s.id,
      order: s.matchedField === 'order' ? s.matched : undefined,
      detail: s.route,
      to: `/myshipments/${s.mode}/${encodeURIComponent(s.id)}`,
      exact: same(s.matched, q),
    })),
    ...results.quotes.map((r, i) => ({
      id: `search-quote-${i}`,
      group: 'Quotes' as const,
      label: r.quoteNr,
      detail: `${r.route} · ${r.status}`,
      to: `/quotes?quote=${encodeURIComponent(r.quoteNr)}`,
      exact: same(r.quoteNr, q),
    })),
    ...results.documents.map((d, i) => ({
      id: `search-document-${i}`,
      group: 'Documents' as const,
      label: d.name,
      detail: d.contentType,
      to: `/documents?tab=${d.tab}&name=${encodeURIComponent(d.name)}`,
      exact: same(d.name, q),
    })),
  ];
}
