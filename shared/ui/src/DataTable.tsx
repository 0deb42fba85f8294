import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AgGridReact } from 'ag-grid-react';
import {
  ModuleRegistry,
  InfiniteRowModelModule,
  PaginationModule,
  TextFilterModule,
  NumberFilterModule,
  DateFilterModule,
  CustomFilterModule,
  ColumnApiModule,
  GridStateModule,
  type GridState,
  type ColDef,
  type GridApi,
  type GridReadyEvent,
  type IDatasource,
  type RowClickedEvent,
  type SortChangedEvent,
  type FilterChangedEvent,
} from 'ag-grid-community';
// Stateful pieces (client, store, hooks) come through the package name so that this subpath
// module, bundled into each remote, uses the one shared singleton instead of a copy of its own.
import { handleError, isAbortError, useOnSelectionChange, useSelectionVersion, ErrorState, LoadingState } from '@portal/kit';
import { call, download } from '@portal/kit';
import { TABLE_PAGE_SIZE, tableNameOf, tableWireQuery, type TableContract } from '@portal/contracts/tables';
import { formatNumber } from '@portal/contracts/format/numbers';
import type { ColumnFilter, SortItem, TableColumn, TableInit } from '@portal/contracts/table/contract';
import { ChoiceFilter } from './dataTable/ChoiceFilter';
import { CELL_PADDING, COMPACT_CELL_PADDING, headerMinWidth } from './dataTable/headerWidth';
import { compactTheme, compactWrappedTheme, gridStylesPrepared, portalTheme, prepareGridStyles, wrappedTheme } from './dataTable/gridTheme';
import { NoRowsOverlay } from './dataTable/NoRowsOverlay';
import './dataTable/dataTable.css';
import { hiddenColumnsAt } from './dataTable/fitColumns';
import { useHiddenColumns, useNarrowerThan } from './dataTable/useShownColumns';

// ColumnApiModule: getColumnState (onViewChange); GridStateModule: the initial (URL-kept) sort and filters;
// CustomFilterModule: the choice filter (dataTable/ChoiceFilter). Each remote bundles its own AG Grid
// (shared/webpack), so this list is the whole of what its grids can use.
ModuleRegistry.registerModules([
  InfiniteRowModelModule,
  PaginationModule,
  TextFilterModule,
  NumberFilterModule,
  DateFilterModule,
  CustomFilterModule,
  ColumnApiModule,
  GridStateModule,
]);

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
const DEFAULT_COL_DEF: ColDef = { resizable: true, flex: 1 };
const PAGE_SIZES = [25, 50, 100];
const ROW_BUFFER = 3;
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

function dateOnly(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 10) : '';
}

function filterOf(column: TableColumn): ColDef['filter'] {
  if (column.filter === false) return false;
  if (column.options?.length) return ChoiceFilter;
  return column.type === 'number' ? 'agNumberColumnFilter' : column.type === 'date' ? 'agDateColumnFilter' : column.type === 'text' ? 'agTextColumnFilter' : false;
}

function toColDef<Row>(column: TableColumn, override: Partial<ColDef<Row>> | undefined, padding: number): ColDef<Row> {
  const filter = filterOf(column);
  const sortable = column.sortable !== false;
  const def: ColDef<Row> = {
    field: column.field as ColDef<Row>['field'],
    colId: column.field,
    headerName: column.headerName,
    sortable,
    filter,
    hide: column.hide,
    width: column.width,
    minWidth: 110,
    filterParams: column.options?.length ? { options: column.options } : { buttons: ['reset', 'apply'], closeOnApply: true, maxNumConditions: 2 },
  };
  if (column.type === 'date') def.valueFormatter = (p) => dateOnly(p.value);
  if (column.type === 'boolean') def.valueFormatter = (p) => (p.value ? 'Yes' : 'No');
  if (column.wrap) def.wrapText = true;
  const merged = { ...def, ...override };
  // A page's minimum width holds its content and the theme's padding; a compact table pads less.
  if (merged.minWidth && padding < CELL_PADDING) merged.minWidth -= 2 * (CELL_PADDING - padding);
  // Whatever the page asks, the whole header (with its sort and filter icons) stays readable.
  merged.minWidth = Math.max(merged.minWidth ?? 0, headerMinWidth(column.headerName, { sortable: merged.sortable !== false, filter: Boolean(merged.filter), padding }));
  return merged;
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
  // The grid is created once its theme's styles are in the page, written a piece per task
  // (dataTable/gridTheme): they were the larger part of the task that created it. They start with
  // the table, so they are usually in place by the time its columns have arrived.
  const [stylesReady, setStylesReady] = useState(gridStylesPrepared);
  useEffect(() => {
    if (stylesReady) return;
    let mounted = true;
    prepareGridStyles().then(() => mounted && setStylesReady(true));
    return () => {
      mounted = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
        call(table.rows, { query: tableWireQuery({ startRow: request.startRow, endRow: request.endRow, sortModel, filterModel, params }) })
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

  const exportView = () => {
    const query = currentQuery();
    download(table.export, { query: tableWireQuery(query) }, `${exportFileName ?? tableNameOf(table)}.csv`).catch((error) => handleError(error, 'An error occured exporting the table.'));
  };

  if (initError) return <ErrorState message={`${label} could not be loaded.`} onRetry={() => setAttempt((a) => a + 1)} />;
  if (!init) return <LoadingState label={`Loading ${label}…`} />;

  return (
    <div className={total === 0 ? 'data-table is-empty' : 'data-table'}>
      <div className="data-table-toolbar">
        {toolbar}
        <span className="spacer" />
        <span className="muted" aria-live="polite">
          {total === null ? '' : `${formatNumber(total)} ${total === 1 ? 'row' : 'rows'}`}
        </span>
        <button type="button" className="btn btn-sm" onClick={exportView}>
          Export
        </button>
      </div>
      <div ref={gridBox} className="data-table-grid" style={{ height }} aria-label={label} role="region">
        {narrow !== null && stylesReady && (
          <AgGridReact<Row>
            // The infinite row model measures its row height once: a grid that turns into a phone's
            // wrapped one (or back) starts afresh, its sort and filters kept (gridInitialState).
            key={wrappedRows ? 'wrapped' : 'one-line'}
            theme={wrappedRows ? (compact ? compactWrappedTheme : wrappedTheme) : compact ? compactTheme : portalTheme}
            columnDefs={columnDefs}
            defaultColDef={DEFAULT_COL_DEF as ColDef<Row>}
            rowModelType="infinite"
            datasource={datasource}
            pagination
            paginationPageSize={pageSize}
            paginationPageSizeSelector={PAGE_SIZES}
            cacheBlockSize={pageSize}
            rowBuffer={ROW_BUFFER}
            maxBlocksInCache={10}
            initialState={gridInitialState}
            onGridReady={onGridReady}
            onSortChanged={emitView}
            onFilterChanged={emitView}
            onRowClicked={rowClicked}
            noRowsOverlayComponent={NoRowsOverlay}
            noRowsOverlayComponentParams={noRowsParams}
            suppressCellFocus={false}
            ensureDomOrder
          />
        )}
      </div>
    </div>
  );
}
