import type { TableQuery } from './contract';

/** The parts of a table query that travel as JSON in the address; paging travels as plain numbers. */
export const TABLE_QUERY_JSON_FIELDS = ['sortModel', 'filterModel', 'params'] as const;

/**
 * A table query as address parameters. A page and an export are reads, so they are GETs: no body
 * to parse, no anti-forgery token, and the server can keep an answer under its address. Empty
 * models are left out, so one view of a table has one address.
 */
export function tableQueryParams(query: Partial<TableQuery>): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.startRow !== undefined) out.startRow = String(query.startRow);
  if (query.endRow !== undefined) out.endRow = String(query.endRow);
  for (const field of TABLE_QUERY_JSON_FIELDS) {
    const value = query[field];
    const empty = value === undefined || value === null || (Array.isArray(value) ? value.length === 0 : Object.keys(value).length === 0);
    if (!empty) out[field] = JSON.stringify(value);
  }
  if (query.updatedSince) out.updatedSince = query.updatedSince;
  return out;
}

/** `startRow=0&endRow=100&sortModel=%5B…` */
export function tableQueryString(query: Partial<TableQuery>): string {
  return new URLSearchParams(tableQueryParams(query)).toString();
}
