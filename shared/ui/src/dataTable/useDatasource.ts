import { useMemo, useRef } from 'react';
import type { IDatasource } from 'ag-grid-community';
import { call, handleError } from '@portal/kit';
import { tableWireQuery, type TableContract } from '@portal/contracts/tables';
import type { ColumnFilter, SortItem, TableQuery } from '@portal/contracts/table/contract';

interface DatasourceInput {
  table: TableContract;
  params?: Record<string, string | number>;
  /** The filters the page sets outside the grid, read at each request. */
  externalFilter?: Record<string, ColumnFilter>;
  /** The first rows' read of the same page, if it is that page (useFirstPage). */
  takeRead(query: Partial<TableQuery>): Promise<{ rows: unknown[]; total: number }> | null;
  onTotal(total: number): void;
  /** What a person is told when a page cannot be read. */
  failure(): string;
}

/**
 * AG Grid's infinite row model's data source over the table contract: each block of rows is a
 * `rows` read with the grid's sort and filters and the page's own filters, so paging, sorting and
 * filtering all happen on the server. The page the first rows showed is not read twice.
 */
export function useDatasource<Row>({ table, params, externalFilter, takeRead, onTotal, failure }: DatasourceInput): IDatasource {
  const latest = useRef({ externalFilter, takeRead, onTotal, failure });
  latest.current = { externalFilter, takeRead, onTotal, failure };
  return useMemo<IDatasource>(
    () => ({
      getRows: (request) => {
        const { externalFilter: outside, takeRead: firstRead, onTotal: total, failure: message } = latest.current;
        const sortModel = request.sortModel.map((s) => ({ colId: s.colId, sort: s.sort })) as SortItem[];
        const filterModel = { ...(request.filterModel as Record<string, ColumnFilter>), ...(outside ?? {}) };
        const query = { startRow: request.startRow, endRow: request.endRow, sortModel, filterModel, params };
        const read = firstRead(query) ?? call(table.rows, { query: tableWireQuery(query) });
        read
          .then((page) => {
            total(page.total);
            request.successCallback(page.rows as Row[], page.total);
          })
          .catch((error) => {
            handleError(error, message());
            request.failCallback();
          });
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [table, JSON.stringify(params)],
  );
}
