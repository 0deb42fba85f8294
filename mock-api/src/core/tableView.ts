import type { ColumnFilter, SortItem } from '@portal/contracts/table/contract';
import type { CompiledColumn } from './tableSql';

/**
 * The view an export was made of, in words, for the workbook's first line: someone who opens the
 * file a week later sees which filters and sort made it (`Filters: Status is In transit; ETD from
 * 2026-01-01 to 2026-02-01. Sorted by ETA, descending.`). The filters were checked already
 * (tableSql.ts): this only reads them.
 */
const TYPES: Record<string, string> = {
  contains: 'contains',
  notContains: 'does not contain',
  equals: 'is',
  notEqual: 'is not',
  startsWith: 'starts with',
  endsWith: 'ends with',
  blank: 'is blank',
  notBlank: 'is not blank',
  lessThan: 'is before',
  lessThanOrEqual: 'is at most',
  greaterThan: 'is after',
  greaterThanOrEqual: 'is at least',
};

type Condition = Record<string, unknown>;

const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : String(value ?? ''));

function condition(c: Condition): string {
  const type = String(c.type);
  const isDate = c.filterType === 'date';
  const value = isDate ? day(c.dateFrom) : String(c.filter ?? '');
  if (type === 'inRange') return `from ${isDate ? day(c.dateFrom) : String(c.filter)} to ${isDate ? day(c.dateTo) : String(c.filterTo)}`;
  if (type === 'blank' || type === 'notBlank') return TYPES[type];
  const words = !isDate && (type === 'lessThan' || type === 'greaterThan') ? (type === 'lessThan' ? 'is below' : 'is above') : (TYPES[type] ?? type);
  return `${words} ${value}`;
}

function filterWords(filter: ColumnFilter): string {
  const f = filter as unknown as Condition;
  if (Array.isArray(f.conditions)) return (f.conditions as Condition[]).map(condition).join(f.operator === 'OR' ? ' or ' : ' and ');
  return condition(f);
}

export function describeView(columns: Map<string, CompiledColumn>, filterModel: Record<string, ColumnFilter> | null | undefined, sortModel: SortItem[]): string {
  const name = (field: string) => columns.get(field)?.headerName ?? field;
  const filters = Object.entries(filterModel ?? {}).map(([field, filter]) => `${name(field)} ${filterWords(filter)}`);
  const sort = sortModel.map((s) => `${name(s.colId)}${s.sort === 'desc' ? ', descending' : ''}`);
  return [`Filters: ${filters.length > 0 ? filters.join('; ') : 'none'}.`, sort.length > 0 ? `Sorted by ${sort.join(', then ')}.` : ''].filter(Boolean).join(' ');
}
