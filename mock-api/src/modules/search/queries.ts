import type { SearchResults, ShipmentHit } from '@portal/contracts/search';
import { SEARCH_LIMITS } from '@portal/contracts/search';
import { keyOfModality } from '@portal/contracts/modes';
import type { Modality } from '@portal/contracts/wire';
import type { Db } from '../../db';
import { inList } from '../../core/scope';
import type { Scope } from '../../core/types';
import { seenChangeParams, seenChangeSql, visibleGeneralDocuments, visibleQuoteDocuments } from '../documents/visibility';

/**
 * Prefix matches as index ranges: `UPPER(col) >= @lo AND UPPER(col) < @hi`, where hi is lo with
 * its last character moved one up. Text compares byte-wise on both engines (the C collation,
 * db/dialect.ts), so the range holds exactly the values that start with lo, and each is one read
 * of an index led by the scope's column (migration 095); a LIKE with a leading pattern would
 * read every row of the selection on PostgreSQL.
 */
export function prefixRange(q: string): { lo: string; hi: string } {
  const lo = q.toUpperCase();
  const last = lo.charCodeAt(lo.length - 1);
  return { lo, hi: lo.slice(0, -1) + String.fromCharCode(last + 1) };
}

const LIMIT = SEARCH_LIMITS.perGroup;
const between = (expr: string) => `${expr} >= @lo AND ${expr} < @hi`;

/**
 * The shipment columns a search matches, each an index range per organisation (migrations 095,
 * 098), and how a query is written for it: container numbers are often typed with spaces
 * ("MSCU 123456 5"), air waybills without their dash.
 */
const SHIPMENT_MATCHES: readonly { field: ShipmentHit['matchedField']; column: string; query?: (q: string) => string }[] = [
  { field: 'reference', column: 'shipmentid' },
  { field: 'order', column: 'order_ref' },
  { field: 'container', column: 'container_number', query: (q) => q.replace(/\s+/g, '') },
  { field: 'billOfLading', column: 'bill_of_lading' },
  { field: 'airWaybill', column: 'air_waybill', query: (q) => q.replace(/^(\d{3})\s*-?\s*(?=\d)/, '$1-') },
  { field: 'cmr', column: 'cmr_number' },
];

type ShipmentRow = { shipmentid: string; modality: Modality; departure_name: string; arrival_name: string; matched: string; updatedAt: string };

async function shipments(db: Db, scope: Scope, q: string): Promise<SearchResults['shipments']> {
  const inScope = inList('customer_id', scope.customerIds);
  // One index range per column, not an OR (which neither engine reads as ranges with a LIMIT).
  const found = await Promise.all(
    SHIPMENT_MATCHES.map(({ column, query }) =>
      db.all<ShipmentRow>(
        `SELECT shipmentid, modality, departure_name, arrival_name, ${column} AS matched, updated_at AS "updatedAt" FROM shipments
          WHERE ${inScope.sql} AND ${between(`UPPER(${column})`)} AND etd IS NOT NULL ORDER BY UPPER(${column}), shipmentid LIMIT ${LIMIT}`,
        { ...inScope.params, ...prefixRange(query ? query(q) : q) },
      ),
    ),
  );
  const seen = new Set<string>();
  const hits: SearchResults['shipments'] = [];
  for (const [i, rows] of found.entries()) {
    for (const row of rows) {
      if (seen.has(row.shipmentid) || hits.length >= LIMIT) continue;
      seen.add(row.shipmentid);
      hits.push({
        id: row.shipmentid,
        mode: keyOfModality(row.modality),
        matched: row.matched,
        matchedField: SHIPMENT_MATCHES[i].field,
        route: `${row.departure_name} → ${row.arrival_name}`,
        updatedAt: row.updatedAt,
      });
    }
  }
  return hits;
}

async function quotes(db: Db, scope: Scope, range: { lo: string; hi: string }): Promise<SearchResults['quotes']> {
  const inScope = inList('customer_id', scope.customerIds);
  const rows = await db.all<{ quote_nr: string; origin_country: string; destination_country: string; quote_status: string; updatedAt: string }>(
    `SELECT quote_nr, origin_country, destination_country, quote_status, updated_at AS "updatedAt" FROM quotes
      WHERE ${inScope.sql} AND ${between('UPPER(quote_nr)')} ORDER BY UPPER(quote_nr) LIMIT ${LIMIT}`,
    { ...inScope.params, ...range },
  );
  return rows.map((r) => ({ quoteNr: r.quote_nr, route: `${r.origin_country} → ${r.destination_country}`, status: r.quote_status, updatedAt: r.updatedAt }));
}

async function documents(db: Db, scope: Scope, range: { lo: string; hi: string }, day: BusinessDay): Promise<SearchResults['documents']> {
  const hits: SearchResults['documents'] = [];
  for (const [tab, visible] of [['documents', visibleGeneralDocuments], ['quotations', visibleQuoteDocuments]] as const) {
    const fragment = visible(scope, day.today);
    const rows = await db.all<{ name: string; content_type: string; updatedAt: string }>(
      `SELECT d.name, ct.name AS content_type, ${seenChangeSql(db.dialect)} AS "updatedAt" FROM documents d JOIN content_types ct ON ct.id = d.content_type_id
        WHERE ${fragment.where} AND ${between('UPPER(d.name)')} ORDER BY UPPER(d.name), d.id LIMIT ${LIMIT}`,
      { ...fragment.params, ...seenChangeParams(day, day.today), ...range },
    );
    for (const row of rows) if (hits.length < LIMIT) hits.push({ name: row.name, tab, contentType: row.content_type, updatedAt: row.updatedAt });
  }
  return hits;
}

export interface SearchAccess {
  quotes: boolean;
  documents: boolean;
}

/** Today in the business time zone, and that zone: what decides which documents show, and their updatedAt. */
export interface BusinessDay {
  today: string;
  businessTimeZone: string;
}

/** Every group of the answer, each in the caller's scope and only where the caller may see that kind. */
export async function search(db: Db, scope: Scope, q: string, access: SearchAccess, day: BusinessDay): Promise<SearchResults> {
  const range = prefixRange(q.trim());
  const [s, qs, ds] = await Promise.all([
    shipments(db, scope, q.trim()),
    access.quotes ? quotes(db, scope, range) : [],
    access.documents ? documents(db, scope, range, day) : [],
  ]);
  return { shipments: s, quotes: qs, documents: ds };
}
