import type { SortItem } from '@portal/contracts/table/contract';

/**
 * The orders a phone's list offers in its "Sorted by" choice: the two dates a shipper plans by
 * and the reference, each either way. A phone shows one column, so the sort cannot be read from
 * (or changed in) the grid's headers there.
 */
export const LIST_SORTS = [
  { key: 'etd-desc', colId: 'etd', sort: 'desc' },
  { key: 'etd-asc', colId: 'etd', sort: 'asc' },
  { key: 'eta-desc', colId: 'eta', sort: 'desc' },
  { key: 'eta-asc', colId: 'eta', sort: 'asc' },
  { key: 'shipmentid-asc', colId: 'shipmentid', sort: 'asc' },
  { key: 'shipmentid-desc', colId: 'shipmentid', sort: 'desc' },
] as const;

export type ListSortKey = (typeof LIST_SORTS)[number]['key'];

/** The key of the order shown: the view's own sort, else the table's default (null: one the choice does not offer). */
export function listSortKey(sortModel: readonly SortItem[], defaultSort: readonly SortItem[]): ListSortKey | null {
  const first = (sortModel.length ? sortModel : defaultSort)[0];
  if (!first) return null;
  return LIST_SORTS.find((s) => s.colId === first.colId && s.sort === first.sort)?.key ?? null;
}

export function sortModelOf(key: ListSortKey): SortItem[] {
  const { colId, sort } = LIST_SORTS.find((s) => s.key === key)!;
  return [{ colId, sort }];
}

/** The date a row shows beside its route: the one it is sorted by, the ETA when sorted by reference. */
export const sortDateField = (key: ListSortKey | null): 'etd' | 'eta' => (key?.startsWith('etd') ? 'etd' : 'eta');
