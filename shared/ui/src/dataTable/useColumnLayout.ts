import { useMemo, type RefObject } from 'react';
import type { ColDef } from 'ag-grid-community';
import type { TableInit } from '@portal/contracts/table/contract';
import { toColDef } from './columns';
import { hiddenColumnsAt } from './fitColumns';
import { CELL_PADDING, COMPACT_CELL_PADDING } from './headerWidth';
import { useHiddenColumns, useNarrowerThan } from './useShownColumns';

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

export interface ColumnLayout<Row> {
  columnDefs: ColDef<Row>[];
  /** null until the table's box has been measured (before paint). */
  narrow: boolean | null;
  compact: boolean;
  /** Rows of three lines (a wrapping column in a table narrower than a laptop's). */
  wrappedRows: boolean;
}

interface ColumnLayoutInput<Row> {
  init: TableInit | null;
  columnOverrides: Partial<Record<string, Partial<ColDef<Row>>>>;
  extraColumns: ColDef<Row>[];
  showFrom?: Record<string, number>;
  /** Words the column definitions carry (a yes/no column's): new ones redraw the columns. */
  words: unknown;
}

/**
 * The table's columns at its width: which fit, each at its least width (header and content
 * whole), beside the page's own columns (actions, a pinned Download) and the grid's chrome; the
 * compact theme below a phone's width; three-line rows below a laptop's. Measured before paint,
 * so the grid is created once with the columns and theme of its width.
 */
export function useColumnLayout<Row>(box: RefObject<HTMLElement | null>, { init, columnOverrides, extraColumns, showFrom, words }: ColumnLayoutInput<Row>): ColumnLayout<Row> {
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
  const hiddenByWidth = useHiddenColumns(box, hiddenAt, hiddenAt);
  const narrow = useNarrowerThan(box, COMPACT_BELOW, init);
  const compact = narrow === true;
  const threeLineWidth = useNarrowerThan(box, WRAPPED_THREE_LINES_BELOW, init) === true;

  const columnDefs = useMemo<ColDef<Row>[]>(() => {
    if (!init) return [];
    const hidden = new Set(hiddenByWidth.split(','));
    const padding = compact ? COMPACT_CELL_PADDING : CELL_PADDING;
    return [...init.columns.map((c) => toColDef<Row>({ ...c, hide: c.hide || hidden.has(c.field) }, columnOverrides[c.field], padding)), ...extraColumns];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [init, hiddenByWidth, compact, extraColumns, words]);

  const wrappedRows = threeLineWidth && columnDefs.some((c) => c.wrapText && !c.hide);
  return { columnDefs, narrow, compact, wrappedRows };
}
