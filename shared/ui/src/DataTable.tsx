import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ColDef, GridApi, GridReadyEvent, RowClickedEvent, SortChangedEvent, FilterChangedEvent } from 'ag-grid-community';
// Stateful pieces (client, store, hooks) come through the package name so that this subpath
// module, bundled into each remote, uses the one shared singleton instead of a copy of its own.
import { ErrorState, LoadingState, useSelectionVersion } from '@portal/kit';
import { TABLE_PAGE_SIZE, tableNameOf, type TableContract } from '@portal/contracts/tables';
import type { ColumnFilter, TableInit } from '@portal/contracts/table/contract';
import { DEFAULT_COL_DEF } from './dataTable/columns';
import { FirstRows } from './dataTable/FirstRows';
import { HEADER_HEIGHT, PAGER_HEIGHT, ROW_HEIGHT, WRAPPED_ROW_HEIGHT } from './dataTable/firstRowsGeometry';
import './dataTable/dataTable.css';
import { useIntentWithin } from './dataTable/useIntentWithin';
import { ExportControl } from './dataTable/ExportControl';
import { exportView } from './dataTable/exportView';
import { useTableSetup } from './dataTable/useTableSetup';
import { useColumnLayout } from './dataTable/useColumnLayout';
import { useFirstPage, type TableViewState } from './dataTable/useFirstPage';
import { useDatasource } from './dataTable/useDatasource';
import { gridLoaded, useLazyGrid } from './dataTable/useLazyGrid';
import { useFocusHandOver } from './dataTable/useFocusHandOver';
import { useCountFormat, useUiT } from './messages';

export type { TableViewState } from './dataTable/useFirstPage';
export { CELL_PADDING, headerMinWidth, textsMinWidth } from './dataTable/headerWidth';

// AG Grid compares each option by reference on every render of the table and applies what
// changed: a new defaultColDef (or columnDefs built from a new `[]`) rebuilt every column and
// redrew every cell whenever anything re-rendered the table, the row count arriving say
// (the longest tasks of a phone's list pages). Options that never change are constants; the rest
// change only with what they are made of.
const NO_EXTRA_COLUMNS: ColDef[] = [];
const NO_OVERRIDES: Partial<Record<string, Partial<ColDef>>> = {};

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
 * contract, so paging, sorting and filtering all happen on the server. Its parts: the set-up read
 * (useTableSetup), the columns at the table's width (useColumnLayout), the first page drawn as
 * plain HTML while AG Grid loads (useFirstPage, FirstRows), AG Grid itself once a person reaches
 * for the table (useLazyGrid, Grid) with its data source (useDatasource), and the export
 * (ExportControl, exportView).
 */
export function DataTable<Row extends object>(props: DataTableProps<Row>) {
  const { table, label, showFrom, externalFilter, params, initialState, onViewChange, onInit, onRowClicked, exportFileName, pageSize = TABLE_PAGE_SIZE, height = 520, reloadKey, toolbar } = props;
  const extraColumns = props.extraColumns ?? (NO_EXTRA_COLUMNS as ColDef<Row>[]);
  const columnOverrides = props.columnOverrides ?? (NO_OVERRIDES as Partial<Record<string, Partial<ColDef<Row>>>>);
  const t = useUiT();
  const count = useCountFormat();
  const selectionVersion = useSelectionVersion();
  const setup = useTableSetup(table, params, onInit);
  const init = setup.init;
  const [total, setTotal] = useState<number | null>(null);
  const [gridShown, setGridShown] = useState(false);
  useEffect(() => {
    if (!init) setGridShown(false);
  }, [init]);
  const gridApi = useRef<GridApi<Row> | null>(null);
  const view = useRef<TableViewState>({ sortModel: initialState?.sortModel ?? [], filterModel: initialState?.filterModel ?? {} });
  const gridBox = useRef<HTMLDivElement>(null);
  const { columnDefs, narrow, compact, wrappedRows } = useColumnLayout<Row>(gridBox, { init, columnOverrides, extraColumns, showFrom, words: t });
  const first = useFirstPage<Row>({ table, init, view, externalFilter, params, pageSize, wrappedRows, gridShown, reloadKey, onTotal: setTotal });
  // The first rows (FirstRows) are the table until a person reaches for it: the pointer over it, a
  // touch, the focus, a key, a wheel or a scroll. Its rows, Download buttons, record links and row
  // clicks work before; sorting, filters and further pages are the grid's.
  const wanted = useIntentWithin(gridBox, gridLoaded(), init);
  const shownName = `first-rows-${useId()}`;
  const { Grid, retry: retryGrid } = useLazyGrid<Row>(first.page.status === 'ok', wanted, shownName);

  // What the empty grid says: a filtered view that matches nothing is not an empty table.
  const filtered = () => Object.keys({ ...view.current.filterModel, ...(externalFilter ?? {}) }).length > 0;
  const emptyMessage = useRef((): string => '');
  emptyMessage.current = () => t(filtered() ? 'table.emptyFiltered' : 'table.empty', { label });
  const noRowsParams = useMemo(() => ({ message: () => emptyMessage.current() }), []);

  const datasource = useDatasource<Row>({ table, params, externalFilter, takeRead: first.takeRead, onTotal: setTotal, failure: () => t('table.rowsFailed', { label }) });
  // Outside filters, the selection or an explicit reload: start again from the first page.
  const externalFilterKey = JSON.stringify(externalFilter);
  useEffect(() => {
    gridApi.current?.purgeInfiniteCache();
  }, [externalFilterKey, selectionVersion, reloadKey]);

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
  const onShown = useFocusHandOver(gridBox, gridShown, () => setGridShown(true));

  // The export writes the view as shown: its filters and sort, and the columns the width shows.
  const exportQuery = () => exportView({ ...view.current, filterModel: { ...view.current.filterModel, ...(externalFilter ?? {}) }, params, columnDefs, init });

  if (setup.error) return <ErrorState message={t('table.loadFailed', { label })} onRetry={setup.retry} />;
  if (!init) return <LoadingState label={t('table.loading', { label })} />;

  // The grid is created under the first rows once they show, and takes over when it shows the
  // same page; until then it is inert and hidden from the accessibility tree (neither focus nor
  // screen readers, nor tools that read roles without honouring inert, find a second table).
  const gridMounted = Grid && wanted && narrow !== null && (gridShown || first.page.status === 'ok');
  return (
    <div className={total === 0 ? 'data-table is-empty' : 'data-table'}>
      <div className="data-table-toolbar">
        {toolbar}
        <span className="data-table-summary">
          <span className="muted data-table-count" aria-live="polite">
            {total === null ? '' : t('table.rows', { count: total, formatted: count(total) })}
          </span>
          <ExportControl endpoint={table.export} query={exportQuery} fileName={exportFileName ?? tableNameOf(table)} />
        </span>
      </div>
      <div ref={gridBox} className="data-table-grid" style={{ height, maxHeight: fittedHeight(total, pageSize, wrappedRows) }} aria-label={label} role="region">
        {gridMounted && (
          <div className="data-table-grid-layer" inert={!gridShown} aria-hidden={gridShown ? undefined : true}>
            <Grid
              columnDefs={columnDefs}
              datasource={datasource}
              pageSize={pageSize}
              compact={compact}
              wrappedRows={wrappedRows}
              initialState={first.gridInitialState}
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
            page={first.page}
            sortModel={first.sortModel}
            compact={compact}
            wrappedRows={wrappedRows}
            emptyMessage={emptyMessage.current()}
            onRowClicked={onRowClicked}
            shownName={shownName}
            gridFailed={retryGrid}
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
