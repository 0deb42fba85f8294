import type { ColDef } from 'ag-grid-community';
import type { TableColumn } from '@portal/contracts/table/contract';
import { tFor, SHARED_UI_NS } from '@portal/kit';
import { CELL_PADDING, headerMinWidth } from './headerWidth';

/**
 * The grid's column definitions from the table contract's columns. Types only from AG Grid: the
 * table's first rows are drawn (dataTable/FirstRows) from these same definitions before AG Grid's
 * code has loaded, so this module must not pull it in. The choice filter is named here and
 * registered with the grid (dataTable/Grid's `components`).
 */
export const CHOICE_FILTER = 'portalChoiceFilter';

/** The columns' defaults (AG Grid's defaultColDef): every column takes a share of the room. */
export const DEFAULT_COL_DEF: ColDef = { resizable: true, flex: 1 };

function dateOnly(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 10) : '';
}

function filterOf(column: TableColumn): ColDef['filter'] {
  if (column.filter === false) return false;
  if (column.options?.length) return CHOICE_FILTER;
  return column.type === 'number' ? 'agNumberColumnFilter' : column.type === 'date' ? 'agDateColumnFilter' : column.type === 'text' ? 'agTextColumnFilter' : false;
}

export function toColDef<Row>(column: TableColumn, override: Partial<ColDef<Row>> | undefined, padding: number): ColDef<Row> {
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
  if (column.type === 'boolean') def.valueFormatter = (p) => tFor(SHARED_UI_NS)(p.value ? 'table.yes' : 'table.no');
  if (column.wrap) def.wrapText = true;
  const merged = { ...def, ...override };
  // A page's minimum width holds its content and the theme's padding; a compact table pads less.
  if (merged.minWidth && padding < CELL_PADDING) merged.minWidth -= 2 * (CELL_PADDING - padding);
  // Whatever the page asks, the whole header (with its sort and filter icons) stays readable:
  // the header shown, which a page may have put in the reader's language.
  merged.minWidth = Math.max(merged.minWidth ?? 0, headerMinWidth(merged.headerName ?? column.headerName, { sortable: merged.sortable !== false, filter: Boolean(merged.filter), padding }));
  return merged;
}
