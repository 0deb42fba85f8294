import type { ColumnFilter, SortItem, TableColumn } from '@portal/contracts/table/contract';
import { EMPTY_DATE_FILTER, formatDateFilterParam, parseDateFilterParam, type DateFilterState } from '@portal/contracts/dates';

/**
 * The MyShipments view in the URL, so it can be bookmarked, shared and reloaded:
 *   ?etd=ThisWeek&eta=2025-01-01..2025-01-31&sort=eta:asc,shipmentid:desc&filter={"goods":{…}}&delayed=1
 * Pure functions: reading never throws (a hand-edited link falls back to the default view).
 */
export interface ShipmentsView {
  etd: DateFilterState;
  eta: DateFilterState;
  sortModel: SortItem[];
  filterModel: Record<string, ColumnFilter>;
  /** Only delayed shipments (rules/shipmentDelay): `?delayed=1`. */
  delayed: boolean;
}

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function parseSort(value: string | null): SortItem[] {
  if (!value) return [];
  const out: SortItem[] = [];
  for (const part of value.split(',').slice(0, 5)) {
    const [colId, dir] = part.split(':');
    if (FIELD.test(colId ?? '') && (dir === 'asc' || dir === 'desc')) out.push({ colId, sort: dir });
  }
  return out;
}

function formatSort(sort: SortItem[]): string | null {
  return sort.length ? sort.map((s) => `${s.colId}:${s.sort}`).join(',') : null;
}

export function parseFilter(value: string | null): Record<string, ColumnFilter> {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed as Record<string, unknown>).filter(([k, v]) => FIELD.test(k) && v && typeof v === 'object')) as Record<string, ColumnFilter>;
  } catch {
    return {};
  }
}

export function readView(params: URLSearchParams, today?: string): ShipmentsView {
  return {
    etd: parseDateFilterParam(params.get('etd'), today),
    eta: parseDateFilterParam(params.get('eta'), today),
    sortModel: parseSort(params.get('sort')),
    filterModel: parseFilter(params.get('filter')),
    delayed: params.get('delayed') === '1',
  };
}

/** The search string for a view; empty parts are left out. */
export function writeView(view: ShipmentsView): URLSearchParams {
  const params = new URLSearchParams();
  const etd = formatDateFilterParam(view.etd ?? EMPTY_DATE_FILTER);
  const eta = formatDateFilterParam(view.eta ?? EMPTY_DATE_FILTER);
  const sort = formatSort(view.sortModel);
  if (etd) params.set('etd', etd);
  if (eta) params.set('eta', eta);
  if (sort) params.set('sort', sort);
  if (Object.keys(view.filterModel).length) params.set('filter', JSON.stringify(view.filterModel));
  if (view.delayed) params.set('delayed', '1');
  return params;
}

/** Column types the grid gives a filter (booleans have none). */
const FILTER_TYPES = new Set(['text', 'number', 'date']);

/**
 * The sort and column filters the table can actually apply: entries whose column is not in the
 * table's columns (initTable), not sortable or not filterable are dropped, as are filters on
 * `external` columns (ETD and ETA have their own filters above the table). A hand-edited link
 * such as `sort=progress:asc` or a loading-port filter under /roa then falls back instead of
 * being refused by the server.
 */
export function keepApplicable(
  view: Pick<ShipmentsView, 'sortModel' | 'filterModel'>,
  columns: readonly TableColumn[],
  external: readonly string[] = [],
): Pick<ShipmentsView, 'sortModel' | 'filterModel'> {
  const byField = new Map(columns.map((c) => [c.field, c]));
  const sortModel = view.sortModel.filter((s) => {
    const column = byField.get(s.colId);
    return !!column && column.sortable !== false;
  });
  const filterModel = Object.fromEntries(
    Object.entries(view.filterModel).filter(([field]) => {
      const column = byField.get(field);
      return !!column && column.filter !== false && FILTER_TYPES.has(column.type) && !external.includes(field);
    }),
  );
  return { sortModel, filterModel };
}

export function sameSortAndFilter(a: Pick<ShipmentsView, 'sortModel' | 'filterModel'>, b: Pick<ShipmentsView, 'sortModel' | 'filterModel'>): boolean {
  return JSON.stringify(a.sortModel) === JSON.stringify(b.sortModel) && JSON.stringify(a.filterModel) === JSON.stringify(b.filterModel);
}
