import { useEffect, useRef, useState } from 'react';
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
  RowApiModule,
  type ColDef,
  type GridApi,
  type GridReadyEvent,
  type GridState,
  type IDatasource,
  type ModelUpdatedEvent,
  type RowClickedEvent,
  type SortChangedEvent,
  type FilterChangedEvent,
} from 'ag-grid-community';
import { ChoiceFilter } from './ChoiceFilter';
import { CHOICE_FILTER, DEFAULT_COL_DEF } from './columns';
import { compactTheme, compactWrappedTheme, gridStylesPrepared, portalTheme, prepareGridStyles, wrappedTheme } from './gridTheme';
import { NoRowsOverlay } from './NoRowsOverlay';
import { gridLocaleReady, gridLocaleText, loadGridLocale } from './gridLocale';
import { useShownLanguage } from '../messages';

/**
 * AG Grid itself, in a chunk of its own that DataTable asks for once the table's first rows are
 * on screen (dataTable/FirstRows draws them before): AG Grid is one 962 KB module (218 KB
 * compressed), and on a phone's connection its download alone took a second before the first
 * row could show.
 */
// ColumnApiModule: getColumnState (onViewChange); GridStateModule: the initial (URL-kept) sort and filters;
// CustomFilterModule: the choice filter (dataTable/ChoiceFilter); RowApiModule: whether the first
// page has been drawn (onShown). Each remote bundles its own AG Grid
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
  RowApiModule,
]);

const PAGE_SIZES = [25, 50, 100];
const ROW_BUFFER = 3;
const COMPONENTS = { [CHOICE_FILTER]: ChoiceFilter };

export interface GridProps<Row> {
  columnDefs: ColDef<Row>[];
  datasource: IDatasource;
  pageSize: number;
  compact: boolean;
  wrappedRows: boolean;
  initialState: GridState;
  noRowsParams: { message: () => string };
  onGridReady(event: GridReadyEvent<Row>): void;
  onSortChanged(event: SortChangedEvent<Row>): void;
  onFilterChanged(event: FilterChangedEvent<Row>): void;
  onRowClicked(event: RowClickedEvent<Row>): void;
  /** Called once the grid shows its first page (its rows, or its empty state): it may take over from the first rows. */
  onShown(): void;
}

export default function Grid<Row>(props: GridProps<Row>) {
  const { columnDefs, datasource, pageSize, compact, wrappedRows, initialState, noRowsParams, onShown } = props;
  // The grid is created once its theme's styles are in the page, written a piece per task
  // (dataTable/gridTheme): they were the larger part of the task that created it.
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
  // AG Grid takes its words when it is created: they are fetched first, and a grid shown in
  // another language starts afresh in it (its data source reads the page again).
  const language = useShownLanguage();
  const [localeReady, setLocaleReady] = useState(() => gridLocaleReady(language));
  useEffect(() => {
    if (gridLocaleReady(language)) return setLocaleReady(true);
    let mounted = true;
    setLocaleReady(false);
    void loadGridLocale(language).then(() => mounted && setLocaleReady(true));
    return () => {
      mounted = false;
    };
  }, [language]);
  const shown = useRef(false);
  const onShownRef = useRef(onShown);
  onShownRef.current = onShown;
  const modelUpdated = useRef((event: ModelUpdatedEvent<Row>) => {
    if (shown.current) return;
    // The infinite model shows one placeholder row until its first block has loaded, none once
    // an empty page has.
    const api = event.api as GridApi<Row>;
    if (api.getDisplayedRowCount() > 0 && !api.getDisplayedRowAtIndex(0)?.data) return;
    shown.current = true;
    // The rows are drawn in this task; the next frame has them on screen.
    requestAnimationFrame(() => onShownRef.current());
  }).current;

  if (!stylesReady || !localeReady) return null;
  return (
    <AgGridReact<Row>
      // The infinite row model measures its row height once: a grid that turns into a phone's
      // wrapped one (or back) starts afresh, its sort and filters kept (DataTable's initialState).
      key={`${wrappedRows ? 'wrapped' : 'one-line'}-${language}`}
      localeText={gridLocaleText(language)}
      theme={wrappedRows ? (compact ? compactWrappedTheme : wrappedTheme) : compact ? compactTheme : portalTheme}
      columnDefs={columnDefs}
      defaultColDef={DEFAULT_COL_DEF as ColDef<Row>}
      components={COMPONENTS}
      rowModelType="infinite"
      datasource={datasource}
      pagination
      paginationPageSize={pageSize}
      paginationPageSizeSelector={PAGE_SIZES}
      cacheBlockSize={pageSize}
      rowBuffer={ROW_BUFFER}
      maxBlocksInCache={10}
      initialState={initialState}
      onGridReady={props.onGridReady}
      onSortChanged={props.onSortChanged}
      onFilterChanged={props.onFilterChanged}
      onRowClicked={props.onRowClicked}
      onModelUpdated={modelUpdated}
      noRowsOverlayComponent={NoRowsOverlay}
      noRowsOverlayComponentParams={noRowsParams}
      suppressCellFocus={false}
      ensureDomOrder
    />
  );
}
