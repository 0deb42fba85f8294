import { MAX_FILTER_CONDITIONS, type ColumnType, type SortItem, type TableColumn } from '@portal/contracts/table/contract';
import type { FieldErrors } from './wire';
import { addFieldError } from './errors';

/**
 * Turns AG Grid sort and filter models into SQL for declared columns only. Column expressions
 * come from the table definition (trusted code); every value from the client is a bound
 * parameter (`@tf_N`), so nothing the client sends is ever spliced into SQL.
 *
 * Semantics: text filters are case-insensitive; number and date `inRange` include both ends;
 * date filters compare on the day (a datetime column matches by its date part); `notEqual` and
 * `notContains` on text include blanks, on numbers and dates they do not (AG Grid's defaults).
 */
export interface ColumnDef extends TableColumn {
  /** SQL expression for the column; defaults to the quoted field name. Trusted, never user input. */
  sql?: string;
}

export interface CompiledColumn extends TableColumn {
  sortable: boolean;
  filter: boolean;
  expr: string;
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const MAX_CONDITIONS = MAX_FILTER_CONDITIONS;
const MAX_FILTER_TEXT = 200;

export const quoteIdent = (name: string): string => `"${name}"`;

export function compileColumns(tableName: string, columns: ColumnDef[]): Map<string, CompiledColumn> {
  const map = new Map<string, CompiledColumn>();
  for (const col of columns) {
    if (!IDENT.test(col.field)) throw new Error(`Table ${tableName}: column field "${col.field}" must be a plain identifier`);
    if (map.has(col.field)) throw new Error(`Table ${tableName}: column "${col.field}" declared twice`);
    map.set(col.field, { ...col, sortable: col.sortable ?? true, filter: col.filter ?? true, expr: col.sql ?? quoteIdent(col.field) });
  }
  return map;
}

/** Collects bound parameters under names no table scope may use (`tf_` prefix). */
export class ParamBag {
  readonly params: Record<string, unknown> = {};
  private n = 0;
  add(value: unknown): string {
    const name = `tf_${this.n++}`;
    this.params[name] = value;
    return `@${name}`;
  }
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function parseDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const day = value.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : day;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

class FilterError extends Error {}
const fail = (message: string): never => {
  throw new FilterError(message);
};

function textSql(e: string, f: Obj, bag: ParamBag): string {
  const type = f.type;
  if (type === 'blank') return `(${e} IS NULL OR ${e} = '')`;
  if (type === 'notBlank') return `(${e} IS NOT NULL AND ${e} <> '')`;
  if (typeof f.filter !== 'string' || f.filter.length > MAX_FILTER_TEXT) fail(`needs a text "filter" of at most ${MAX_FILTER_TEXT} characters`);
  const v = f.filter as string;
  const like = (pattern: string) => `LOWER(${e}) LIKE LOWER(CAST(${bag.add(pattern)} AS TEXT)) ESCAPE '\\'`;
  switch (type) {
    case 'contains':
      return like(`%${escapeLike(v)}%`);
    case 'notContains':
      return `(${e} IS NULL OR NOT (${like(`%${escapeLike(v)}%`)}))`;
    case 'startsWith':
      return like(`${escapeLike(v)}%`);
    case 'endsWith':
      return like(`%${escapeLike(v)}`);
    case 'equals':
      return `LOWER(${e}) = LOWER(CAST(${bag.add(v)} AS TEXT))`;
    case 'notEqual':
      return `(${e} IS NULL OR LOWER(${e}) <> LOWER(CAST(${bag.add(v)} AS TEXT)))`;
    default:
      return fail(`unknown text filter type "${String(type)}"`);
  }
}

function numberSql(e: string, f: Obj, bag: ParamBag): string {
  const type = f.type;
  if (type === 'blank') return `${e} IS NULL`;
  if (type === 'notBlank') return `${e} IS NOT NULL`;
  const num = (v: unknown, key: string): number => (typeof v === 'number' && Number.isFinite(v) ? v : fail(`needs a numeric "${key}"`));
  const ops: Record<string, string> = { equals: '=', notEqual: '<>', lessThan: '<', lessThanOrEqual: '<=', greaterThan: '>', greaterThanOrEqual: '>=' };
  if (type === 'inRange') return `(${e} >= ${bag.add(num(f.filter, 'filter'))} AND ${e} <= ${bag.add(num(f.filterTo, 'filterTo'))})`;
  if (typeof type === 'string' && ops[type]) return `${e} ${ops[type]} ${bag.add(num(f.filter, 'filter'))}`;
  return fail(`unknown number filter type "${String(type)}"`);
}

function dateSql(e: string, f: Obj, bag: ParamBag): string {
  const type = f.type;
  if (type === 'blank') return `${e} IS NULL`;
  if (type === 'notBlank') return `${e} IS NOT NULL`;
  const day = (v: unknown, key: string): string => parseDay(v) ?? fail(`needs "${key}" as YYYY-MM-DD`);
  switch (type) {
    case 'equals': {
      const d = day(f.dateFrom, 'dateFrom');
      return `(${e} >= ${bag.add(d)} AND ${e} < ${bag.add(nextDay(d))})`;
    }
    case 'notEqual': {
      const d = day(f.dateFrom, 'dateFrom');
      return `(${e} < ${bag.add(d)} OR ${e} >= ${bag.add(nextDay(d))})`;
    }
    case 'lessThan':
      return `${e} < ${bag.add(day(f.dateFrom, 'dateFrom'))}`;
    case 'greaterThan':
      return `${e} >= ${bag.add(nextDay(day(f.dateFrom, 'dateFrom')))}`;
    case 'inRange': {
      const from = day(f.dateFrom, 'dateFrom');
      const to = day(f.dateTo, 'dateTo');
      if (to < from) fail('"dateTo" is before "dateFrom"');
      return `(${e} >= ${bag.add(from)} AND ${e} < ${bag.add(nextDay(to))})`;
    }
    default:
      return fail(`unknown date filter type "${String(type)}"`);
  }
}

/**
 * Boolean columns accept `{ filterType: 'boolean', type: 'true' | 'false' | 'blank' | 'notBlank' }`,
 * AG Grid's own boolean form (`filterType: 'text'` with type 'true'/'false'), or a text
 * `equals` with filter 'true'/'false'.
 */
function booleanSql(e: string, f: Obj): string {
  let type = f.type;
  if (type === 'equals' && typeof f.filter === 'string') type = f.filter.toLowerCase();
  if (type === 'true') return `${e} = TRUE`;
  if (type === 'false') return `${e} = FALSE`;
  if (type === 'blank') return `${e} IS NULL`;
  if (type === 'notBlank') return `${e} IS NOT NULL`;
  return fail(`unknown boolean filter type "${String(f.type)}"`);
}

const FILTER_TYPES: Record<ColumnType, string[]> = { text: ['text'], number: ['number'], date: ['date'], boolean: ['boolean', 'text'] };

function simpleSql(col: CompiledColumn, f: unknown, bag: ParamBag): string {
  if (!isObj(f)) return fail('must be a filter object');
  if (!FILTER_TYPES[col.type].includes(String(f.filterType))) fail(`filterType "${String(f.filterType)}" does not fit a ${col.type} column`);
  switch (col.type) {
    case 'text':
      return textSql(col.expr, f, bag);
    case 'number':
      return numberSql(col.expr, f, bag);
    case 'date':
      return dateSql(col.expr, f, bag);
    case 'boolean':
      return booleanSql(col.expr, f);
  }
}

/** One column's filter: a simple condition or AND/OR of up to MAX_CONDITIONS of them. */
function columnFilterSql(col: CompiledColumn, model: unknown, bag: ParamBag): string {
  if (!isObj(model)) return fail('must be a filter object');
  const combined = 'operator' in model || 'conditions' in model || 'condition1' in model;
  if (!combined) return simpleSql(col, model, bag);
  const operator = model.operator;
  if (operator !== 'AND' && operator !== 'OR') fail('"operator" must be AND or OR');
  // `conditions` is AG Grid's current form; condition1/condition2 its older one.
  const conditions = Array.isArray(model.conditions) ? model.conditions : [model.condition1, model.condition2].filter((c) => c !== undefined);
  if (conditions.length === 0 || conditions.length > MAX_CONDITIONS) fail(`needs 1 to ${MAX_CONDITIONS} conditions`);
  return `(${conditions.map((c) => simpleSql(col, c, bag)).join(` ${operator as string} `)})`;
}

/** SQL conditions for the filter model; problems go to errors as `filterModel.<field>`. */
export function filterConditions(columns: Map<string, CompiledColumn>, filterModel: unknown, bag: ParamBag, errors: FieldErrors): string[] {
  if (filterModel === undefined || filterModel === null) return [];
  if (!isObj(filterModel)) {
    addFieldError(errors, 'filterModel', 'The filterModel must be an object.');
    return [];
  }
  const out: string[] = [];
  for (const [field, model] of Object.entries(filterModel)) {
    const col = columns.get(field);
    if (!col || !col.filter) {
      addFieldError(errors, `filterModel.${field}`, `Filtering on "${field}" is not allowed.`);
      continue;
    }
    try {
      out.push(columnFilterSql(col, model, bag));
    } catch (err) {
      if (!(err instanceof FilterError)) throw err;
      addFieldError(errors, `filterModel.${field}`, `The filter on "${field}" ${err.message}.`);
    }
  }
  return out;
}

/** One key of a view's order: a sortable column and its direction. */
export interface SortKey {
  field: string;
  expr: string;
  desc: boolean;
}

/**
 * The keys of the view's order: the sort model (declared sortable columns only), or the fallback,
 * ending on the id so that the order is total (pages and export batches never overlap or skip).
 */
export function sortKeys(columns: Map<string, CompiledColumn>, sortModel: SortItem[] | undefined, fallback: SortItem[], idField: string, errors: FieldErrors): SortKey[] {
  const items = sortModel && sortModel.length > 0 ? sortModel : fallback;
  const keys: SortKey[] = [];
  for (const item of items) {
    const col = columns.get(item.colId);
    if (!col || !col.sortable) {
      addFieldError(errors, 'sortModel', `Sorting on "${item.colId}" is not allowed.`);
      continue;
    }
    keys.push({ field: col.field, expr: col.expr, desc: item.sort === 'desc' });
  }
  if (!items.some((i) => i.colId === idField)) keys.push({ field: idField, expr: columns.get(idField)!.expr, desc: false });
  return keys;
}

/**
 * ORDER BY for the keys. `sortKey` wraps each key: Dialect.unindexed where the few rows a filter
 * left are sorted in memory, instead of walking the sort column's index through the whole table.
 */
export function orderBy(keys: SortKey[], sortKey: (expr: string) => string = (expr) => expr): string {
  return keys.map((key) => `${sortKey(key.expr)} ${key.desc ? 'DESC' : 'ASC'}`).join(', ');
}
