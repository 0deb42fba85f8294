import type { ColumnFilter, SortItem } from '@portal/contracts/table/contract';

// The view an export was made of, in words, for the workbook's first line: someone who opens the
// file a week later sees which filters and sort made it (`Filters: Status is In transit; ETD from
// 2026-01-01 to 2026-02-01. Sorted by ETA, descending.`), in the language of the request. The
// filters were checked already (tableSql.ts): this only reads them; their values stay as sent.

/** Words of the view line, by key (`export.view` of src/locales/<language>.json), with their values. */
export type ViewWords = (key: string, values?: Record<string, string>) => string;

/** A filter's type → the key of its words; "below"/"above" for numbers, "before"/"after" for days. */
const TYPES: Record<string, string> = {
  contains: 'contains',
  notContains: 'notContains',
  equals: 'equals',
  notEqual: 'notEqual',
  startsWith: 'startsWith',
  endsWith: 'endsWith',
  blank: 'blank',
  notBlank: 'notBlank',
  lessThan: 'before',
  lessThanOrEqual: 'atMost',
  greaterThan: 'after',
  greaterThanOrEqual: 'atLeast',
};

type Condition = Record<string, unknown>;

const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : String(value ?? ''));

function condition(c: Condition, words: ViewWords): string {
  const type = String(c.type);
  const isDate = c.filterType === 'date';
  const value = isDate ? day(c.dateFrom) : String(c.filter ?? '');
  if (type === 'inRange') return words('inRange', { from: isDate ? day(c.dateFrom) : String(c.filter), to: isDate ? day(c.dateTo) : String(c.filterTo) });
  if (type === 'blank' || type === 'notBlank') return words(TYPES[type]);
  const key = !isDate && (type === 'lessThan' || type === 'greaterThan') ? (type === 'lessThan' ? 'below' : 'above') : TYPES[type];
  return key ? words(key, { value }) : `${type} ${value}`;
}

function filterWords(filter: ColumnFilter, words: ViewWords): string {
  const f = filter as unknown as Condition;
  if (Array.isArray(f.conditions)) return (f.conditions as Condition[]).map((c) => condition(c, words)).join(words(f.operator === 'OR' ? 'or' : 'and'));
  return condition(f, words);
}

/** The view line; `name` is a column's name as the file's header row writes it. */
export function describeView(name: (field: string) => string, filterModel: Record<string, ColumnFilter> | null | undefined, sortModel: SortItem[], words: ViewWords): string {
  const filters = Object.entries(filterModel ?? {}).map(([field, filter]) => words('filter', { column: name(field), condition: filterWords(filter, words) }));
  const sort = sortModel.map((s) => words(s.sort === 'desc' ? 'descending' : 'ascending', { column: name(s.colId) }));
  return [filters.length > 0 ? words('filters', { filters: filters.join('; ') }) : words('noFilters'), sort.length > 0 ? words('sorted', { sort: sort.join(words('then')) }) : '']
    .filter(Boolean)
    .join(' ');
}
