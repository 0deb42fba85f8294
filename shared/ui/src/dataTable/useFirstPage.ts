import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { GridState } from 'ag-grid-community';
import { call, isAbortError } from '@portal/kit';
import { tableWireQuery, type TableContract } from '@portal/contracts/tables';
import type { ColumnFilter, SortItem, TableInit, TableQuery } from '@portal/contracts/table/contract';
import type { FirstPage } from './FirstRows';

export interface TableViewState {
  sortModel: SortItem[];
  filterModel: Record<string, ColumnFilter>;
}

type PageAnswer = Promise<{ rows: unknown[]; total: number }>;

/** A table read's address, to tell whether the grid asks for the very page the first rows showed. */
const readKey = (query: Partial<TableQuery>) => JSON.stringify(tableWireQuery(query));

interface FirstPageInput {
  table: TableContract;
  init: TableInit | null;
  /** The sort and filters kept by the page (its URL), as the grid last showed them. */
  view: RefObject<TableViewState>;
  externalFilter?: Record<string, ColumnFilter>;
  params?: Record<string, string | number>;
  pageSize: number;
  /** A grid started afresh (three-line rows on or off) takes the sort and filters shown then. */
  wrappedRows: boolean;
  /** The grid has taken over: no first page is read any more. */
  gridShown: boolean;
  reloadKey: unknown;
  onTotal(total: number): void;
}

export interface FirstPageRead<Row> {
  page: FirstPage<Row>;
  /** The grid's initial state: the kept (or default) sort and the kept filters. */
  gridInitialState: GridState;
  sortModel: SortItem[];
  /** The first page's read, for the grid's first request when it asks for the same page (once). */
  takeRead(query: Partial<TableQuery>): PageAnswer | null;
}

/**
 * The table's first page, read as soon as its columns are known, as the grid's first request will
 * ask for it (the initial sort, the kept and outside filters), and drawn by FirstRows until AG
 * Grid (loaded meanwhile) shows it. With the route's early read (its `earlyFetch`, the same
 * address) the answer is usually there before this code is. The grid's first request takes this
 * read's answer rather than reading the page twice.
 */
export function useFirstPage<Row>({ table, init, view, externalFilter, params, pageSize, wrappedRows, gridShown, reloadKey, onTotal }: FirstPageInput): FirstPageRead<Row> {
  const [page, setPage] = useState<FirstPage<Row>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const read = useRef<{ key: string; page: PageAnswer } | null>(null);
  const onTotalRef = useRef(onTotal);
  onTotalRef.current = onTotal;

  // The kept (or default) sort and filters are the grid's initial state, so its very first page
  // request already carries them: a deep link never flashes the unfiltered rows. It is partial
  // column state: without `partialColumnState` AG Grid resets what the state leaves out (hidden,
  // pinned, flex) on every column, and the grid shows the server's bare columns (the hidden ID
  // shown, Download unpinned beyond the right edge) until something rebuilds them from columnDefs.
  const gridInitialState = useMemo<GridState>(() => {
    const sortModel = view.current.sortModel.length ? view.current.sortModel : (init?.defaultSort ?? []);
    return {
      sort: { sortModel: sortModel.map((s) => ({ colId: s.colId, sort: s.sort })) },
      filter: { filterModel: view.current.filterModel },
      partialColumnState: true,
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [init, wrappedRows]);

  const externalFilterKey = JSON.stringify(externalFilter);
  const paramsKey = JSON.stringify(params);
  const firstQuery = useMemo(
    () => (init ? { startRow: 0, endRow: pageSize, sortModel: gridInitialState.sort?.sortModel as SortItem[], filterModel: { ...view.current.filterModel, ...(externalFilter ?? {}) }, params } : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [gridInitialState, pageSize, externalFilterKey, paramsKey],
  );
  // Read when its address changes (not on each new object: the table's width, measured after the
  // columns arrive, starts the grid's state afresh with the same sort and filters).
  const firstKey = firstQuery ? readKey(firstQuery) : null;
  useEffect(() => {
    if (!init) setPage({ status: 'loading' });
  }, [init]);
  useEffect(() => {
    if (!firstQuery || !firstKey || gridShown) return;
    let cancelled = false;
    const answer = call(table.rows, { query: tableWireQuery(firstQuery) });
    read.current = { key: firstKey, page: answer };
    setPage({ status: 'loading' });
    answer.then(
      (result) => {
        if (cancelled) return;
        onTotalRef.current(result.total);
        setPage({ status: 'ok', rows: result.rows as Row[], total: result.total });
      },
      (error) => {
        if (cancelled) return;
        if (read.current?.page === answer) read.current = null;
        // Dropped by a switch of selection: the switch reads the columns and this page again.
        if (!isAbortError(error)) setPage({ status: 'error', onRetry: () => setAttempt((n) => n + 1) });
      },
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstKey, reloadKey, attempt]);

  const takeRead = useCallback((query: Partial<TableQuery>) => {
    const first = read.current;
    read.current = null;
    return first && first.key === readKey(query) ? first.page : null;
  }, []);

  return { page, gridInitialState, sortModel: firstQuery?.sortModel ?? [], takeRead };
}
