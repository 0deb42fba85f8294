import type { Params } from '../db';
import type { SortKey } from './tableSql';

/**
 * A view read batch after batch by keyset: each batch starts after the last row of the one before
 * (its sort keys, the id last), found through the sort column's index, so the 100 000th row costs
 * what the first does. LIMIT/OFFSET would walk and drop every row before the offset, and a batch
 * deep in the view took longer each time. The rows and their order are the view's own: the same
 * ORDER BY, and the condition "after this row" spelled out key by key with each engine's place
 * for NULLs (Dialect.nullsSortLow).
 *
 * The first key's NULLs form one run of the order (at its start or its end), so the view is read
 * as two segments, the rows with a value there and those without: within the first, a batch
 * starts at a plain range on that key (`eta <= @v`), which an index can seek to.
 */
export interface KeysetRead {
  /** The view's order, the id last (tableSql.sortKeys). */
  keys: SortKey[];
  /** The field of the id: never NULL. */
  idField: string;
  nullsSortLow: boolean;
  /** Runs `SELECT … WHERE <view> AND <condition> ORDER BY <view's order> LIMIT <limit>`. */
  read(condition: string, params: Params, limit: number): Promise<Record<string, unknown>[]>;
  /** Rows to read at most. */
  rows: number;
  batch: number;
}

interface Key extends SortKey {
  nullable: boolean;
}

interface Segment {
  /** Which rows: those with or without a value in the first key. */
  where: string;
  /** The keys that still vary within the segment. */
  keys: Key[];
}

/** NULLs of this key come before its values in the view's order. */
const nullsFirst = (key: SortKey, nullsSortLow: boolean): boolean => key.desc !== nullsSortLow;

class Bound {
  readonly params: Params = {};
  private n = 0;
  add(value: unknown): string {
    // `tf_k` and a number: the table's filters use `tf_` and a number only.
    const name = `tf_k${this.n++}`;
    this.params[name] = value;
    return `@${name}`;
  }
}

function segmentsOf(keys: Key[], nullsSortLow: boolean): Segment[] {
  const [first, ...rest] = keys;
  if (!first.nullable) return [{ where: '1 = 1', keys }];
  const withValue: Segment = { where: `${first.expr} IS NOT NULL`, keys: [{ ...first, nullable: false }, ...rest] };
  const without: Segment = { where: `${first.expr} IS NULL`, keys: rest };
  return nullsFirst(first, nullsSortLow) ? [without, withValue] : [withValue, without];
}

/** Rows strictly after `value` in this key's order, or null when none can be. */
function beyond(key: Key, value: unknown, nullsSortLow: boolean, bound: Bound): string | null {
  if (value === null || value === undefined) return key.nullable && nullsFirst(key, nullsSortLow) ? `${key.expr} IS NOT NULL` : null;
  const past = `${key.expr} ${key.desc ? '<' : '>'} ${bound.add(value)}`;
  return key.nullable && !nullsFirst(key, nullsSortLow) ? `(${past} OR ${key.expr} IS NULL)` : past;
}

/** Rows after the row whose keys hold `values`: the first key past it, or equal and the next past, … */
function after(keys: Key[], values: unknown[], nullsSortLow: boolean, bound: Bound): string {
  const alternatives: string[] = [];
  const equal: string[] = [];
  keys.forEach((key, i) => {
    const value = values[i];
    const past = beyond(key, value, nullsSortLow, bound);
    if (past) alternatives.push([...equal, past].join(' AND '));
    equal.push(value === null || value === undefined ? `${key.expr} IS NULL` : `${key.expr} = ${bound.add(value)}`);
  });
  const condition = alternatives.length > 0 ? alternatives.map((a) => `(${a})`).join(' OR ') : '1 = 0';
  // The same bound on the first key alone, as a range the sort column's index can seek to.
  const [first] = keys;
  const seek = !first.nullable && values[0] !== null && values[0] !== undefined ? `${first.expr} ${first.desc ? '<=' : '>='} ${bound.add(values[0])} AND ` : '';
  return `${seek}(${condition})`;
}

/** The view's rows in batches of at most `batch`, in its order; stops when `stopped()` says so. */
export async function* keysetBatches(view: KeysetRead, stopped: () => boolean): AsyncGenerator<Record<string, unknown>[]> {
  const keys: Key[] = view.keys.map((key) => ({ ...key, nullable: key.field !== view.idField }));
  let read = 0;
  for (const segment of segmentsOf(keys, view.nullsSortLow)) {
    let last: unknown[] | null = null;
    while (read < view.rows && !stopped()) {
      const bound = new Bound();
      const condition = last && segment.keys.length > 0 ? `${segment.where} AND ${after(segment.keys, last, view.nullsSortLow, bound)}` : segment.where;
      const limit = Math.min(view.batch, view.rows - read);
      const rows = await view.read(condition, bound.params, limit);
      if (rows.length === 0) break;
      const lastRow = rows[rows.length - 1];
      last = segment.keys.map((key) => lastRow[key.field]);
      read += rows.length;
      yield rows;
      if (rows.length < limit) break;
    }
  }
}
