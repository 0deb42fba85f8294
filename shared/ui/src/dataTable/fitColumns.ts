/**
 * Which columns a table of a given width leaves out, so the ones it shows fit side by side and
 * none is squeezed below its minimum (a cut header or value, a sideways scroll inside the grid).
 * Columns are taken in order of importance, left to right as declared: the first ones that fit
 * are shown, from the first that does not on the rest are left out (a phone shows the record's
 * name and what follows it, a laptop the details as far as there is room). The first column is
 * always shown.
 */
export interface FitColumn {
  field: string;
  /** The least width the column needs at the table's normal padding, and at a phone's (compact). */
  minWidth: number;
  compactMinWidth: number;
  /** Shown only from this table width on (px), even where it would fit (a page's choice). */
  showFrom?: number;
}

export interface FitOptions {
  /** Columns in order of importance (columns the server hides are not in it). */
  columns: readonly FitColumn[];
  /** Width taken by what is always shown beside them (a pinned Download, row actions, the scrollbar). */
  reserved: number;
  /** Below this table width the compact minimums apply. */
  compactBelow: number;
}

export function hiddenColumnsAt(width: number, { columns, reserved, compactBelow }: FitOptions): string[] {
  const compact = width < compactBelow;
  let room = width - reserved;
  const hidden: string[] = [];
  let full = false;
  columns.forEach((column, index) => {
    const need = compact ? column.compactMinWidth : column.minWidth;
    if (column.showFrom !== undefined && width < column.showFrom) {
      hidden.push(column.field);
      return;
    }
    if (full || (index > 0 && need > room)) {
      full = true;
      hidden.push(column.field);
      return;
    }
    room -= need;
  });
  return hidden;
}
