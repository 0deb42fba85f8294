import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ColDef, GridApi, GridReadyEvent, GridState, IDatasource, RowClickedEvent, SortChangedEvent, FilterChangedEvent } from 'ag-grid-community';
// Stateful pieces (client, store, hooks) come through the package name so that this subpath
// module, bundled into each remote, uses the one shared singleton instead of a copy of its own.
import { handleError, isAbortError, useOnSelectionChange, useSelectionVersion, ErrorState, LoadingState } from '@portal/kit';
import { call } from '@portal/kit';
import { TABLE_PAGE_SIZE, tableNameOf, tableWireQuery, type TableContract } from '@portal/contracts/tables';
import { formatNumber } from '@portal/contracts/format/numbers';
import { tableQueryParams } from '@portal/contracts/table/queryString';
import type { ColumnFilter, SortItem, TableInit, TableQuery } from '@portal/contracts/table/contract';
import { DEFAULT_COL_DEF, toColDef } from './dataTable/columns';
import { FirstRows, type FirstPage } from './dataTable/FirstRows';
import { HEADER_HEIGHT, PAGER_HEIGHT, ROW_HEIGHT, WRAPPED_ROW_HEIGHT } from './dataTable/firstRowsGeometry';
import { CELL_PADDING, COMPACT_CELL_PADDING } from './dataTable/headerWidth';
import './dataTable/dataTable.css';
import { hiddenColumnsAt } from './dataTable/fitColumns';
import { useHiddenColumns, useNarrowerThan } from './dataTable/useShownColumns';
import { whenShown } from './dataTable/whenShown';
import { useIntentWithin } from './dataTable/useIntentWithin';
import { ExportControl } from './dataTable/ExportControl';

import type { GridProps } from './dataTable/Grid';

type GridModule = typeof import('./dataTable/Grid');
let gridModule: GridModule | null = null;
/**
 * AG Grid's code, a chunk of its own (dataTable/Grid): asked for once the table's first rows are
 * on screen and a person is about to use the table (useIntentWithin), so that a phone spends
 * neither its connection (218 KB) nor its CPU (the grid's creation, 400-600 ms at a phone's speed)
 * on it while the page loads. Kept once loaded: a later table in the same page is a grid at once.
 */
function loadGrid(): Promise<GridModule> {
  return import(/* webpackChunkName: "data-grid" */ './dataTable/Grid').then((loaded) => (gridModule = loaded));
}

/** A table read's address, to tell whether the grid asks for the very page the first rows showed. */
const readKey = (query: Partial<TableQuery>) => JSON.stringify(tableWireQuery(query));

/** Below this table width (px) the compact theme is used. */
const COMPACT_BELOW = 600;
/**
 * A tablet's or a small laptop's table (narrower than this, px) with a wrapping column holds three
 * lines per row too: its wrapped columns are narrow enough that an e-mail address or a company's
 * name takes a third line (cut at two). A wider table's rows hold two lines.
 */
const WRAPPED_THREE_LINES_BELOW = 1100;
/** The grid's own width beside its columns: its border either side and the vertical scrollbar. */
const GRID_CHROME = 2 + 16;
// AG Grid compares each option by reference on every render of the table and applies what
// changed: a new defaultColDef (or columnDefs built from a new `[]`) rebuilt every column and
// redrew every cell whenever anything re-rendered the table, the row count arriving say (issue 21:
// the longest tasks of a phone's list pages). Options that never change are constants; the rest
// change only with what they are made of.
const NO_EXTRA_COLUMNS: ColDef[] = [];
const NO_OVERRIDES: Partial<Record<string, Partial<ColDef>>> = {};

export interface TableViewState {
  sortModel: SortItem[];
  filterModel: Record<string, ColumnFilter>;
}

export interface DataTableProps<Row> {
  /** The table's endpoints, from its slice's contract (e.g. myShipmentsTables.sea in contracts/shipments.ts). */
  table: TableContract;
  label: string;
  /** Columns the page adds after the server's (actions, links). */
  extraColumns?: ColDef<Row>[];
  /** Per-field overrides of the generated column definitions (renderers, widths). */
  columnOverrides?: Partial<Record<string, Partial<ColDef<Row>>>>;
  /**
   * Columns shown only from a width of the table on (px), even where they would fit (as a
   * column's own `showFrom`, which this overrides). Beyond that, a table shows its columns left
   * to right as far as they fit at their minimum width (dataTable/fitColumns): the first in the
   * declared order matter most.
   */
  showFrom?: Record<string, number>;
  /** Filters the page sets outside the grid (date presets); merged into the grid's own. */
  externalFilter?: Record<string, ColumnFilter>;
  params?: Record<string, string | number>;
  initialState?: Partial<TableViewState>;
  onViewChange?(state: TableViewState): void;
  onInit?(init: TableInit): void;
  onRowClicked?(row: Row): void;
  exportFileName?: string;
  pageSize?: number;
  height?: number | string;
  /** Bump to reload the current page (after a delete, say). */
  reloadKey?: unknown;
  toolbar?: React.ReactNode;
}

/**
 * The generic administrative/data table: AG Grid's infinite row model over the generic table
 * contract, so paging, sorting and filtering all happen on the server.
 */
export function DataTable<Row extends object>(props: DataTableProps<Row>) {
  const { table, label, showFrom, externalFilter, params, initialState, onViewChange, onInit, onRowClicked, exportFileName, pageSize = TABLE_PAGE_SIZE, height = 520, reloadKey, toolbar } = props;
  const extraColumns = props.extraColumns ?? (NO_EXTRA_COLUMNS as ColDef<Row>[]);
  const columnOverrides = props.columnOverrides ?? (NO_OVERRIDES as Partial<Record<string, Partial<ColDef<Row>>>>);
  const selectionVersion = useSelectionVersion();
  const [init, setInit] = useState<TableInit | null>(null);
  const [initError, setInitError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [total, setTotal] = useState<number | null>(null);
  const gridApi = useRef<GridApi<Row> | null>(null);
  // The first page, read as soon as the columns are known and drawn by FirstRows until AG Grid
  // (loaded meanwhile) shows it: `firstRead` is the read itself, which the grid's first request takes.
  const [firstPage, setFirstPage] = useState<FirstPage<Row>>({ status: 'loading' });
  const firstRead = useRef<{ key: string; page: Promise<{ rows: unknown[]; total: number }> } | null>(null);
  const [firstAttempt, setFirstAttempt] = useState(0);
  const [grid, setGrid] = useState<GridModule | null>(gridModule);
  const [gridFailed, setGridFailed] = useState(false);
  const [gridShown, setGridShown] = useState(false);
  const view = useRef<TableViewState>({ sortModel: initialState?.sortModel ?? [], filterModel: initialState?.filterModel ?? {} });
  const external = useRef(externalFilter);
  external.current = externalFilter;
  const onInitRef = useRef(onInit);
  onInitRef.current = onInit;
  const gridBox = useRef<HTMLDivElement>(null);
  // Which columns fit the table's width, each at its least width (header and content whole),
  // beside the page's own columns (actions, a pinned Download) and the grid's chrome.
  const showFromKey = JSON.stringify(showFrom ?? {});
  const extraWidths = extraColumns.map((c) => (c.hide ? 0 : (c.width ?? c.minWidth ?? 0))).join();
  const hiddenAt = useMemo(() => {
    if (!init) return null;
    const columns = init.columns
      .filter((c) => !c.hide)
      .map((c) => ({
        field: c.field,
        minWidth: toColDef<Row>(c, columnOverrides[c.field], CELL_PADDING).minWidth ?? 0,
        compactMinWidth: toColDef<Row>(c, columnOverrides[c.field], COMPACT_CELL_PADDING).minWidth ?? 0,
        showFrom: showFrom?.[c.field] ?? c.showFrom,
      }));
    const reserved = GRID_CHROME + extraWidths.split(',').reduce((sum, w) => sum + (Number(w) || 0), 0);
    return (width: number) => hiddenColumnsAt(width, { columns, reserved, compactBelow: COMPACT_BELOW });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [init, showFromKey, extraWidths]);
  const hiddenByWidth = useHiddenColumns(gridBox, hiddenAt, hiddenAt);
  // null until the box has been measured (before paint): the grid is created once, with the
  // columns and theme of its width, instead of a laptop's grid rebuilt (or, for wrapped rows,
  // destroyed and created again) a moment later.
  const narrow = useNarrowerThan(gridBox, COMPACT_BELOW, init);
  const compact = narrow === true;
  const threeLineWidth = useNarrowerThan(gridBox, WRAPPED_THREE_LINES_BELOW, init) === true;
  // The first rows (FirstRows) are the table until a person reaches for it: the pointer over it, a
  // touch, the focus, a key, a wheel or a scroll. Its rows, Download buttons, record links and row
  // clicks work before; sorting, filters and further pages are the grid's.
  const wanted = useIntentWithin(gridBox, gridModule !== null, init);
  // What the empty grid says: a filtered view that matches nothing is not an empty table.
  const emptyMessage = useRef(() => `There are no ${label}.`);
  emptyMessage.current = () => {
    const filtered = Object.keys({ ...view.current.filterModel, ...(external.current ?? {}) }).length > 0;
    return filtered ? `No ${label} match these filters.` : `There are no ${label}.`;
  };
  const noRowsParams = useMemo(() => ({ message: () => emptyMessage.current() }), []);

  const initDropped = useRef(false);
  useOnSelectionChange(() => initDropped.current && setAttempt((n) => n + 1));
  useEffect(() => {
    let cancelled = false;
    initDropped.current = false;
    setInit(null);
    setGridShown(false);
    setFirstPage({ status: 'loading' });
    setInitError(null);
    call(table.initTable, { query: params })
      .then((result) => {
        if (cancelled) return;
        setInit(result);
        onInitRef.current?.(result);
      })
      .catch((error) => {
        if (cancelled) return;
        // Dropped by a switch of selection: no answer; the switch loads it again (above).
        if (isAbortError(error)) initDropped.current = true;
        else setInitError(error);
      });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [table, selectionVersion, attempt, JSON.stringify(params)]);

  const columnDefs = useMemo<ColDef<Row>[]>(() => {
    if (!init) return [];
    const hidden = new Set(hiddenByWidth.split(','));
    const padding = compact ? COMPACT_CELL_PADDING : CELL_PADDING;
    return [...init.columns.map((c) => toColDef<Row>({ ...c, hide: c.hide || hidden.has(c.field) }, columnOverrides[c.field], padding)), ...extraColumns];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [init, hiddenByWidth, compact, extraColumns]);

  const wrapsText = columnDefs.some((c) => c.wrapText && !c.hide);
  const wrappedRows = threeLineWidth && wrapsText;

  const currentQuery = useCallback(() => ({ sortModel: view.current.sortModel, filterModel: { ...view.current.filterModel, ...(external.current ?? {}) }, params }), [params]);

  const datasource = useMemo<IDatasource>(
    () => ({
      getRows: (request) => {
        const sortModel = request.sortModel.map((s) => ({ colId: s.colId, sort: s.sort })) as SortItem[];
        const filterModel = { ...(request.filterModel as Record<string, ColumnFilter>), ...(external.current ?? {}) };
        const query = { startRow: request.startRow, endRow: request.endRow, sortModel, filterModel, params };
        // The page the first rows showed is not read twice: the grid takes that answer.
        const first = firstRead.current;
        firstRead.current = null;
        const read = first && first.key === readKey(query) ? first.page : call(table.rows, { query: tableWireQuery(query) });
        read
          .then((page) => {
            setTotal(page.total);
            request.successCallback(page.rows as Row[], page.total);
          })
          .catch((error) => {
            handleError(error, `An error occured loading ${label}.`);
            request.failCallback();
          });
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [table, JSON.stringify(params)],
  );

  // Outside filters, the selection or an explicit reload: start again from the first page.
  const externalFilterKey = JSON.stringify(externalFilter);
  useEffect(() => {
    gridApi.current?.purgeInfiniteCache();
  }, [externalFilterKey, selectionVersion, reloadKey]);

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
    // A grid started afresh (wrappedRows, below) takes the sort and filters shown at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [init, wrappedRows]);

  // The first page as the grid's first request will ask for it: the initial (kept or default)
  // sort, the kept and outside filters. With the route's early read (its `earlyFetch`, the same
  // address) the answer is usually there before this code is.
  const firstQuery = useMemo(
    () => (init ? { startRow: 0, endRow: pageSize, sortModel: gridInitialState.sort?.sortModel as SortItem[], filterModel: { ...view.current.filterModel, ...(externalFilter ?? {}) }, params } : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [gridInitialState, pageSize, externalFilterKey, JSON.stringify(params)],
  );
  // Read when its address changes (not on each new object: the table's width, measured after the
  // columns arrive, starts the grid's state afresh with the same sort and filters).
  const firstKey = firstQuery ? readKey(firstQuery) : null;
  useEffect(() => {
    if (!firstQuery || !firstKey || gridShown) return;
    let cancelled = false;
    const key = firstKey;
    const page = call(table.rows, { query: tableWireQuery(firstQuery) });
    firstRead.current = { key, page };
    setFirstPage({ status: 'loading' });
    page.then(
      (answer) => {
        if (cancelled) return;
        setTotal(answer.total);
        setFirstPage({ status: 'ok', rows: answer.rows as Row[], total: answer.total });
      },
      (error) => {
        if (cancelled) return;
        if (firstRead.current?.page === page) firstRead.current = null;
        // Dropped by a switch of selection: the switch reads the columns and this page again.
        if (!isAbortError(error)) setFirstPage({ status: 'error', onRetry: () => setFirstAttempt((n) => n + 1) });
      },
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstKey, reloadKey, firstAttempt]);

  // AG Grid's code is asked for once the first rows (or the empty state) are on screen (whenShown)
  // and the table is wanted.
  const firstShown = firstPage.status === 'ok';
  const shownName = `first-rows-${useId()}`;
  useEffect(() => {
    if (grid || !firstShown || !wanted) return;
    let live = true;
    const cancel = whenShown(shownName, () =>
      loadGrid().then(
        (loaded) => live && setGrid(loaded),
        (error) => {
          if (!live) return;
          console.error('[DataTable] the grid could not be loaded', error);
          setGridFailed(true);
        },
      ),
    );
    return () => {
      live = false;
      cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [grid, firstShown, gridFailed, wanted]);

  // The page's callbacks are read when called, so the grid's own callbacks stay the same functions.
  const onViewChangeRef = useRef(onViewChange);
  onViewChangeRef.current = onViewChange;
  const onRowClickedRef = useRef(onRowClicked);
  onRowClickedRef.current = onRowClicked;

  const onGridReady = useCallback((event: GridReadyEvent<Row>) => {
    gridApi.current = event.api;
  }, []);

  const emitView = useCallback((event: SortChangedEvent<Row> | FilterChangedEvent<Row>) => {
    const sortModel = event.api
      .getColumnState()
      .filter((c) => c.sort)
      .map((c) => ({ colId: c.colId, sort: c.sort as 'asc' | 'desc' }));
    view.current = { sortModel, filterModel: event.api.getFilterModel() as Record<string, ColumnFilter> };
    onViewChangeRef.current?.(view.current);
  }, []);

  const rowClicked = useCallback((event: RowClickedEvent<Row>) => {
    if (event.data) onRowClickedRef.current?.(event.data);
  }, []);
  // A control of the first rows that has the focus when the grid takes over (a Download button
  // reached with Tab, say) hands it to the same control in the grid's row, not to the page's top.
  const focusAfterTakeOver = useRef<{ row: number; colId: string } | null>(null);
  const onShown = useCallback(() => {
    const cell = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('.data-table-first-rows [data-col-id]');
    const row = Number(cell?.closest('[aria-rowindex]')?.getAttribute('aria-rowindex')) - 2;
    focusAfterTakeOver.current = cell && row >= 0 ? { row, colId: cell.dataset.colId ?? '' } : null;
    setGridShown(true);
  }, []);
  useEffect(() => {
    const target = focusAfterTakeOver.current;
    focusAfterTakeOver.current = null;
    if (!gridShown || !target || !gridBox.current) return;
    const cell = gridBox.current.querySelector<HTMLElement>(`.ag-row[row-index="${target.row}"] .ag-cell[col-id="${CSS.escape(target.colId)}"]`);
    (cell?.querySelector<HTMLElement>('button, a[href]') ?? cell)?.focus();
  }, [gridShown]);

  // The export writes the view as shown: its filters and sort, and the columns the width shows.
  const exportView = () => ({
    ...tableQueryParams(currentQuery()),
    columns: columnDefs.filter((c) => !c.hide && c.field && init?.columns.some((i) => i.field === c.field)).map((c) => c.field!).join(',') || undefined,
  });

  if (initError) return <ErrorState message={`${label} could not be loaded.`} onRetry={() => setAttempt((a) => a + 1)} />;
  if (!init) return <LoadingState label={`Loading ${label}…`} />;

  const Grid = grid?.default as ((props: GridProps<Row>) => React.ReactNode) | undefined;
  // The grid is created under the first rows once they show, and takes over when it shows the
  // same page; until then it is inert (neither focus nor screen readers find a second table).
  const gridMounted = Grid && wanted && narrow !== null && (gridShown || firstPage.status === 'ok');
  return (
    <div className={total === 0 ? 'data-table is-empty' : 'data-table'}>
      <div className="data-table-toolbar">
        {toolbar}
        <span className="data-table-summary">
          <span className="muted data-table-count" aria-live="polite">
            {total === null ? '' : `${formatNumber(total)} ${total === 1 ? 'row' : 'rows'}`}
          </span>
          <ExportControl endpoint={table.export} query={exportView} fileName={exportFileName ?? tableNameOf(table)} />
        </span>
      </div>
      <div ref={gridBox} className="data-table-grid" style={{ height, maxHeight: fittedHeight(total, pageSize, wrappedRows) }} aria-label={label} role="region">
        {gridMounted && (
          <div className="data-table-grid-layer" inert={!gridShown}>
            <Grid
              columnDefs={columnDefs}
              datasource={datasource}
              pageSize={pageSize}
              compact={compact}
              wrappedRows={wrappedRows}
              initialState={gridInitialState}
              noRowsParams={noRowsParams}
              onGridReady={onGridReady}
              onSortChanged={emitView}
              onFilterChanged={emitView}
              onRowClicked={rowClicked}
              onShown={onShown}
            />
          </div>
        )}
        {!gridShown && narrow !== null && (
          <FirstRows<Row>
            label={label}
            columnDefs={columnDefs}
            defaultColDef={DEFAULT_COL_DEF as ColDef<Row>}
            page={firstPage}
            sortModel={firstQuery?.sortModel ?? []}
            compact={compact}
            wrappedRows={wrappedRows}
            emptyMessage={emptyMessage.current()}
            onRowClicked={onRowClicked}
            shownName={shownName}
            gridFailed={gridFailed ? () => setGridFailed(false) : undefined}
          />
        )}
      </div>
    </div>
  );
}

/** The rows' room an empty table keeps for its message. */
const EMPTY_ROWS = 3;

/**
 * A result shorter than a page takes the room of its rows, not the table's full height: one row
 * found is not a row above a tall empty box, and what follows the table moves up. A longer
 * result keeps the height given (the page scrolls, the grid pages).
 */
function fittedHeight(total: number | null, pageSize: number, wrappedRows: boolean): number | undefined {
  if (total === null || total >= pageSize) return undefined;
  return 2 + HEADER_HEIGHT + PAGER_HEIGHT + Math.max(total, EMPTY_ROWS) * (wrappedRows ? WRAPPED_ROW_HEIGHT : ROW_HEIGHT);
}
