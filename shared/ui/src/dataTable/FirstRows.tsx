import { useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { ColDef } from 'ag-grid-community';
import { ErrorState, LoadingState } from '@portal/kit';
import type { SortItem } from '@portal/contracts/table/contract';
import { useCountFormat, useUiT } from '../messages';
import { cellText, cellValue, layoutColumns, type LaidColumn } from './previewLayout';
import { firstRowsGeometry, scrollbarWidth } from './firstRowsGeometry';

/** The class names of the three sections of a row (pinned left, scrolled, pinned right), as the grid has them. */
const PINNED_LEFT = 'first-rows-pinned';
const CENTER = 'first-rows-center';
const PINNED_RIGHT = 'first-rows-pinned first-rows-pinned-right';

export type FirstPage<Row> = { status: 'loading' } | { status: 'error'; onRetry(): void } | { status: 'ok'; rows: Row[]; total: number };

export interface FirstRowsProps<Row> {
  label: string;
  /** The grid's column definitions (hidden ones included) and its defaults. */
  columnDefs: ColDef<Row>[];
  defaultColDef: ColDef<Row>;
  page: FirstPage<Row>;
  sortModel: SortItem[];
  compact: boolean;
  wrappedRows: boolean;
  emptyMessage: string;
  onRowClicked?(row: Row): void;
  /** The Element Timing name of the rows' cells and of the empty state: DataTable learns when they are on screen (whenShown). */
  shownName?: string;
  /** Set when AG Grid's code could not be loaded: the rows stay, and the pager offers to try again. */
  gridFailed?: () => void;
}

/**
 * The table's first page as plain, read-only HTML, drawn while AG Grid's code loads (on
 * a phone the grid's 218 KB took a second before the first row could show). It is laid over the
 * grid's area in the grid's own layout (dataTable/firstRowsGeometry: the same header, columns,
 * widths, row heights, padding and fonts), so nothing moves when the grid, created underneath,
 * takes over. What it shows works: a row's renderers are the grid's own (a Download button, a
 * link to the record), and a row click reaches the page as the grid's would.
 */
export function FirstRows<Row>({ label, columnDefs, defaultColDef, page, sortModel, compact, wrappedRows, emptyMessage, onRowClicked, shownName, gridFailed }: FirstRowsProps<Row>) {
  const t = useUiT();
  const count = useCountFormat();
  const root = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const apply = (width: number, height: number) => width > 0 && setSize((s) => (s && s.width === width && s.height === height ? s : { width, height }));
    apply(element.clientWidth, element.clientHeight);
    const observer = new ResizeObserver((entries) => apply(entries[0].contentRect.width, entries[0].contentRect.height));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const rows = page.status === 'ok' ? page.rows : [];
  // Element Timing's attribute (not in React's types): the browser reports when these paint.
  const timing: Record<string, string> = shownName ? { elementtiming: shownName } : {};
  let body: ReactNode = null;
  let columns: ReturnType<typeof layoutColumns<Row>> | null = null;
  let geometry: ReturnType<typeof firstRowsGeometry> | null = null;
  if (size) {
    geometry = firstRowsGeometry({ innerHeight: size.height, rows: rows.length, wrappedRows, scrollbarWidth: scrollbarWidth() });
    columns = layoutColumns(columnDefs, defaultColDef, { viewportWidth: size.width, scrollbarWidth: geometry.scrollbarShown });
  }
  const shown = columns ? [...columns.left, ...columns.center, ...columns.right] : [];
  const sortOf = (def: ColDef<Row>) => sortModel.find((s) => s.colId === (def.colId ?? def.field))?.sort;

  if (page.status === 'loading') body = <LoadingState label={t('table.loading', { label })} />;
  else if (page.status === 'error') body = <ErrorState message={t('table.loadFailed', { label })} onRetry={page.onRetry} />;
  else if (rows.length === 0)
    body = (
      <div className="state data-table-empty" role="status">
        <span {...timing}>{emptyMessage}</span>
      </div>
    );

  const section = (laid: LaidColumn<Row>[], className: string, cell: (c: LaidColumn<Row>, index: number) => ReactNode, offset: number) =>
    laid.length > 0 && <div className={className}>{laid.map((c, i) => cell(c, offset + i))}</div>;
  const sections = (cell: (c: LaidColumn<Row>, index: number) => ReactNode) =>
    columns && (
      <>
        {section(columns.left, PINNED_LEFT, cell, 0)}
        {section(columns.center, CENTER, cell, columns.left.length)}
        {section(columns.right, PINNED_RIGHT, cell, columns.left.length + columns.center.length)}
      </>
    );

  return (
    <div
      ref={root}
      className={`data-table-first-rows${compact ? ' is-compact' : ''}${wrappedRows ? ' is-wrapped' : ''}`}
      role="table"
      aria-label={label}
      aria-rowcount={page.status === 'ok' ? page.total + 1 : -1}
      aria-colcount={shown.length}
      aria-busy={page.status === 'loading'}
    >
      {geometry && (
        <>
          <div className="first-rows-header" role="rowgroup" style={{ paddingRight: geometry.scrollbarShown }}>
            <div className="first-rows-row" role="row" aria-rowindex={1}>
              {sections((c, index) => {
                const sort = sortOf(c.def);
                return (
                  <div key={c.def.colId ?? String(c.def.field)} className={c.def.resizable === false ? 'first-rows-cell' : 'first-rows-cell is-resizable'} role="columnheader" aria-colindex={index + 1} aria-sort={sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : undefined} style={{ width: c.width }}>
                    <span className="first-rows-header-text">{c.def.headerName ?? String(c.def.field ?? '')}</span>
                    {sort && <SortArrow sort={sort} />}
                  </div>
                );
              })}
            </div>
          </div>
          <div className="first-rows-body" role="rowgroup" style={{ height: geometry.bodyHeight }}>
            {body ? (
              // A rowgroup holds rows only (axe's aria-required-children): the state is a row's one cell, both boxless.
              <div className="first-rows-state-row" role="row" aria-rowindex={2}>
                <div className="first-rows-state-cell" role="cell" aria-colindex={1} aria-colspan={Math.max(shown.length, 1)}>
                  {body}
                </div>
              </div>
            ) : (
              rows.map((row, r) => (
                <div key={r} className={`first-rows-row${onRowClicked ? ' is-clickable' : ''}`} role="row" aria-rowindex={r + 2} onClick={onRowClicked && (() => onRowClicked(row))}>
                  {sections((c, index) => (
                    <div key={c.def.colId ?? String(c.def.field)} className={c.def.wrapText ? 'first-rows-cell is-wrapped' : 'first-rows-cell'} role="cell" aria-colindex={index + 1} data-col-id={c.def.colId ?? String(c.def.field)} {...timing} style={{ width: c.width }}>
                      <CellContent def={c.def} row={row} />
                    </div>
                  ))}
                </div>
              ))
            )}
          </div>
          {/* The pager's room: the grid draws its controls there once a person reaches for the table. */}
          <div className="first-rows-pager">
            {!gridFailed && page.status === 'ok' && rows.length > 0 && (
              <span className="first-rows-summary">
                {t('table.firstRowsSummary', { last: count(rows.length), total: count(page.total) })}
              </span>
            )}
            {gridFailed && (
              <span className="first-rows-failed" role="alert">
                {t('table.gridFailed')}
                <button type="button" className="btn btn-sm" onClick={gridFailed}>
                  {t('states.retry')}
                </button>
              </span>
            )}
          </div>
        </>
      )}
    </div>
  );
}

/** A cell as the grid draws it: the column's renderer (the grid's own component, given what it reads), else its text. */
function CellContent<Row>({ def, row }: { def: ColDef<Row>; row: Row }) {
  const value = cellValue(def, row);
  const renderer = def.cellRenderer;
  if (!renderer || typeof renderer === 'string') return <>{cellText(def, row, value)}</>;
  const Renderer = renderer as ComponentType<Record<string, unknown>>;
  const base = { value, valueFormatted: typeof def.valueFormatter === 'function' ? cellText(def, row, value) : null, data: row, colDef: def };
  const extra = typeof def.cellRendererParams === 'function' ? def.cellRendererParams(base) : def.cellRendererParams;
  // The grid hands a renderer its cellRendererParams over its own.
  return <Renderer {...base} {...extra} />;
}

/** The sorted column's arrow, drawn as the grid's (Quartz's) where the grid draws it. */
function SortArrow({ sort }: { sort: 'asc' | 'desc' }) {
  return (
    <svg className="first-rows-sort" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={sort === 'asc' ? 'M12 19V5M5 12l7-7 7 7' : 'M12 5v14M19 12l-7 7-7-7'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
