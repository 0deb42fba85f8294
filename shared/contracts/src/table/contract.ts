/**
 * The generic table contract. Every administrative or shipments table is declared by its slice
 * with tableContract (shared/contracts/src/tables.ts), its address written there in full
 * (`/api/myShipments/sea`, `/api/reference/customers`, …):
 *
 *   GET {base}/initTable            → TableInit   columns, filter bounds, default sort
 *   GET {base}/rows?<TableQuery>    → TablePage   one page
 *   GET {base}/export?<TableQuery>  → text/csv    the filtered, sorted view (paging ignored)
 *
 * The query travels in the address (queryString.ts): paging as numbers, the models as JSON.
 *
 * Filters follow AG Grid's filter model so the grid's own filters map one to one.
 */

export type ColumnType = 'text' | 'number' | 'date' | 'boolean';

export interface TableColumn {
  field: string;
  headerName: string;
  type: ColumnType;
  sortable?: boolean;
  filter?: boolean;
  hide?: boolean;
  width?: number;
  /** A text column that holds one of a fixed set of values: its filter is a choice of them. */
  options?: string[];
  /** A long value (a name) takes a second line in its cell rather than being cut. */
  wrap?: boolean;
  /**
   * Shown only where the table is at least this wide (px), even where it would fit: a phone
   * keeps its room for what matters more there. How a browser's table shows the column; the
   * server passes it on.
   */
  showFrom?: number;
}

export interface DateBounds {
  min: string | null;
  max: string | null;
}

export interface TableInit {
  name: string;
  columns: TableColumn[];
  /** Per date column: the earliest and latest value in the caller's scope (ETD and ETA for shipments). */
  filterData?: Record<string, DateBounds>;
  defaultSort?: SortItem[];
  /** The primary key field, used for links to show and edit pages. */
  idField?: string;
}

export interface SortItem {
  colId: string;
  sort: 'asc' | 'desc';
}

/** Conditions a combined filter may join. */
export const MAX_FILTER_CONDITIONS = 10;
export const TEXT_FILTER_TYPES = ['contains', 'notContains', 'equals', 'notEqual', 'startsWith', 'endsWith', 'blank', 'notBlank'] as const;
export const NUMBER_FILTER_TYPES = ['equals', 'notEqual', 'lessThan', 'lessThanOrEqual', 'greaterThan', 'greaterThanOrEqual', 'inRange', 'blank', 'notBlank'] as const;
export const DATE_FILTER_TYPES = ['equals', 'notEqual', 'lessThan', 'greaterThan', 'inRange', 'blank', 'notBlank'] as const;
type TextFilterType = (typeof TEXT_FILTER_TYPES)[number];
type NumberFilterType = (typeof NUMBER_FILTER_TYPES)[number];

export interface TextFilter {
  filterType: 'text';
  type: TextFilterType;
  filter?: string;
}

interface NumberFilter {
  filterType: 'number';
  type: NumberFilterType;
  filter?: number;
  filterTo?: number;
}

export interface DateFilter {
  filterType: 'date';
  type: (typeof DATE_FILTER_TYPES)[number];
  /** 'YYYY-MM-DD' or 'YYYY-MM-DD hh:mm:ss' (AG Grid's form); only the date part is used. */
  dateFrom?: string | null;
  dateTo?: string | null;
}

type SimpleFilter = TextFilter | NumberFilter | DateFilter;

interface CombinedFilter {
  filterType: SimpleFilter['filterType'];
  operator: 'AND' | 'OR';
  conditions: SimpleFilter[];
}

export type ColumnFilter = SimpleFilter | CombinedFilter;

export interface TableQuery {
  startRow: number;
  endRow: number;
  sortModel?: SortItem[];
  filterModel?: Record<string, ColumnFilter>;
  /** Extra scoping the page adds, such as a group id on the group-users route. */
  params?: Record<string, string | number>;
  /** Only the rows changed at or after this ISO 8601 moment (a table whose rows carry updatedAt). */
  updatedSince?: string;
}

export interface TablePage<Row = Record<string, unknown>> {
  rows: Row[];
  /** Total rows matching the filter. */
  total: number;
}

export const MAX_PAGE_SIZE = 500;
