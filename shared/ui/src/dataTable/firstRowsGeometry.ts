/**
 * The grid's frame as the portal's themes draw it (dataTable/gridTheme: Quartz, 14 px text),
 * measured on AG Grid 36 in Chromium: what the table's first rows (dataTable/FirstRows) take
 * before the grid exists. firstRows.spec (e2e) checks them against a real grid at three widths.
 */
/** The header row and its bottom border. */
export const HEADER_HEIGHT = 48 + 1;
/** The pager under the rows, its top border included. */
export const PAGER_HEIGHT = 42;
/** A row, its bottom border included: one line, or the wrapped rows' three (the wrapped rows' height is gridTheme's too). */
export const ROW_HEIGHT = 42;
export const WRAPPED_ROW_HEIGHT = 62;

export interface GeometryInput {
  /** The grid's height inside its 1 px border, px. */
  innerHeight: number;
  /** The rows of the first page. */
  rows: number;
  wrappedRows: boolean;
  /** The browser's scrollbar width (0 where scrollbars are laid over the content, as on a phone). */
  scrollbarWidth: number;
}

export interface Geometry {
  rowHeight: number;
  bodyHeight: number;
  /** The scrollbar's width when the rows overflow the body (the grid then narrows its columns by it), else 0. */
  scrollbarShown: number;
}

export function firstRowsGeometry({ innerHeight, rows, wrappedRows, scrollbarWidth: scrollbar }: GeometryInput): Geometry {
  const rowHeight = wrappedRows ? WRAPPED_ROW_HEIGHT : ROW_HEIGHT;
  const bodyHeight = Math.max(0, innerHeight - HEADER_HEIGHT - PAGER_HEIGHT);
  return { rowHeight, bodyHeight, scrollbarShown: rows * rowHeight > bodyHeight ? scrollbar : 0 };
}

let measured: number | null = null;

/** The browser's scrollbar width, measured as AG Grid measures it (a scrolling box's offset minus client width). */
export function scrollbarWidth(): number {
  if (measured !== null) return measured;
  if (typeof document === 'undefined' || !document.body) return 0;
  const probe = document.createElement('div');
  probe.style.cssText = 'width:100px;height:100px;overflow:scroll;position:absolute;opacity:0';
  document.body.appendChild(probe);
  measured = probe.offsetWidth - probe.clientWidth;
  probe.remove();
  return measured;
}
