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
 * shows (not the page's own, such as actions), in their order; every column when none is known.
 */
export function exportView<Row>({ sortModel, filterModel, params, columnDefs, init }: ShownView<Row>): Record<string, string | number | undefined> {
  const served = new Set(init?.columns.map((c) => c.field));
  const columns = columnDefs.filter((c) => !c.hide && c.field && served.has(c.field)).map((c) => c.field!);
  return { ...tableQueryParams({ sortModel, filterModel, params }), columns: columns.join(',') || undefined };
}
