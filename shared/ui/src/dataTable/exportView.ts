import type { ColDef } from 'ag-grid-community';
import { tableQueryParams } from '@portal/contracts/table/queryString';
import type { ColumnFilter, SortItem, TableInit } from '@portal/contracts/table/contract';

interface ShownView<Row> {
  sortModel: SortItem[];
  /** The grid's filters and the page's own, merged. */
  filterModel: Record<string, ColumnFilter>;
  params?: Record<string, string | number>;
  columnDefs: ColDef<Row>[];
  init: TableInit | null;
}

/**
 * The export's query: the view as shown, its filters and sort, and the server's columns the width
 * shows (not the page's own, such as actions), in their order, and the names the page gives its
 * columns (in the active language; the server's English where the page gives none); every column
 * when none is known.
 */
export function exportView<Row>({ sortModel, filterModel, params, columnDefs, init }: ShownView<Row>): Record<string, string | number | undefined> {
  const served = new Map(init?.columns.map((c) => [c.field, c.headerName]));
  const own = columnDefs.filter((c) => c.field && served.has(c.field));
  const columns = own.filter((c) => !c.hide).map((c) => c.field!);
  // Every column's name, the hidden ones too: the file's first line names the filters' columns.
  const headers = Object.fromEntries(own.map((c) => [c.field!, c.headerName ?? served.get(c.field!)!]));
  return {
    ...tableQueryParams({ sortModel, filterModel, params }),
    columns: columns.join(',') || undefined,
    headers: own.length > 0 ? JSON.stringify(headers) : undefined,
  };
}
