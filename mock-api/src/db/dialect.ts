/**
 * Every difference between the two engines the code base meets, in one place. Nothing here
 * rewrites SQL: the statement an engine runs is the text in the repository, plus PostgreSQL's
 * numbered placeholders.
 *
 * - Queries are written in the subset both engines run as written: `INSERT … ON CONFLICT DO
 *   NOTHING`, `CAST(x AS BIGINT)` (SQLite reads BIGINT as INTEGER, 64-bit), `LOWER(CAST(@p AS
 *   TEXT))` (a bare parameter has no type on PostgreSQL), `AS "camelCase"` (PostgreSQL folds an
 *   unquoted name to lower case), `LOWER(col) LIKE LOWER(@p)` where a match ignores case (SQLite's
 *   LIKE ignores ASCII case, PostgreSQL's does not), REAL written `DOUBLE PRECISION` where it is a
 *   cast. Booleans are compared with TRUE/FALSE and bound as 1/0 (PostgreSQL reads 1/0 as a
 *   boolean where the column is one; postgres.ts reads booleans back as 1/0).
 * - What has no spelling both accept is a function below that returns each engine's text:
 *   `jsonText` (json_extract / `->>`), `epochSeconds` (strftime / EXTRACT), `dayNumber` (date
 *   arithmetic on ISO text), `zonedDayStart` (a calendar day's first moment in a time zone: AT TIME
 *   ZONE / a function sqlite.ts registers), `unindexed` (SQLite's unary plus that keeps an index out of a sort),
 *   `nullsSortLow` (where NULLs come in a sort), `lockRows` (PostgreSQL's row locks; SQLite's one
 *   writer already holds every row).
 * - Migrations are files per engine where they differ (identity columns, BLOB/BYTEA, REAL,
 *   foreign keys to later tables): src/db/migrations/README.md.
 * - `@name` parameters: SQLite binds them by name; node-postgres binds only `$1, $2…`, so
 *   `bindParameters` numbers them (a name used twice is one parameter). It is a tokenizer that
 *   changes nothing but the placeholders: string literals, quoted names and comments are skipped.
 * - The id of an inserted row: the statement says `RETURNING id` and is run with get (SQLite runs
 *   RETURNING since 3.35); no engine appends anything to a statement.
 * - Constraint errors: SQLITE_CONSTRAINT_* and SQLSTATE 23505 / 23503 / 23502 / 23514 alike.
 *
 * Values (postgres.ts): a string with U+0000 is stored with U+FFFD there (PostgreSQL text cannot
 * hold it); a read given a value its column's type cannot hold (an id of "Infinity") finds
 * nothing, as on SQLite, instead of failing. Text sorts byte-wise on both: the PostgreSQL
 * database is created with the C collation (scripts/postgres.mjs; say so for a managed one:
 * `CREATE DATABASE … LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0`).
 */
export type Engine = 'sqlite' | 'postgres';

export type ConstraintKind = 'unique' | 'foreignKey' | 'notNull' | 'check';

export interface CompiledQuery {
  text: string;
  /** Parameter names in $n order (PostgreSQL); empty for SQLite, which binds by name. */
  names: string[];
  /** True when the statement only reads (it leaves Db.generation alone). */
  readonly: boolean;
}

export interface Dialect {
  readonly engine: Engine;
  /** The statement as the driver takes it: the same text, with numbered placeholders on PostgreSQL. */
  query(sql: string): CompiledQuery;
  constraintKind(err: unknown): ConstraintKind | null;
  /** The text value of `key` in the JSON object held as text in `expr` (NULL when absent). */
  jsonText(expr: string, key: string): string;
  /** The current time in whole seconds since 1970 (an integer). */
  epochSeconds(): string;
  /**
   * The (fractional) Julian day number of an ISO-8601 date or timestamp in text, as a SQL
   * expression; `'now'` is the current instant. Differences are days on both engines.
   */
  dayNumber(expr: string): string;
  /**
   * The first moment of the calendar day `day` (YYYY-MM-DD text) in the IANA time zone `zone` (a
   * text expression or parameter), as the ISO text updated_at columns hold:
   * ('2026-12-06', 'Europe/Amsterdam') → '2026-12-05T23:00:00.000Z'.
   */
  zonedDayStart(day: string, zone: string): string;
  /**
   * A sort key no index can provide, in the same order as `expr`: SQLite then filters first and
   * sorts the few rows left instead of walking the sort column's index through the whole table
   * (a unary plus keeps the value and, for a column, its collation). PostgreSQL plans that alone.
   */
  unindexed(expr: string): string;
  /**
   * NULL sorts below every value (SQLite: first in ascending order, last in descending) or above
   * it (PostgreSQL: last ascending, first descending). The SQL keeps each engine's own placement;
   * an export reading a view in keyset batches needs to know where its NULLs come.
   */
  readonly nullsSortLow: boolean;
  /**
   * Rows per INSERT when many are written at once (the seed's and the daily feed's shipments).
   * PostgreSQL: 500, one round trip and one parse for all of them instead of one each. SQLite: 1,
   * in-process with no round trip, where one prepared statement run per row costs a third of the
   * CPU that binding a statement of 25 000 named parameters does (measured on 30 000 shipments:
   * 1.4 s against 4.7 s).
   */
  readonly bulkInsertRows: number;
  /**
   * Appended to a SELECT whose rows the transaction holds until it ends (Db.lockRow). `change`: as
   * an UPDATE of them would (FOR NO KEY UPDATE: a row that refers to one may still be inserted,
   * its foreign key check does not wait); `delete`: as a DELETE would (FOR UPDATE: such an insert
   * waits, and then fails or is seen). Nothing on SQLite, whose one writing transaction at a time
   * (BEGIN IMMEDIATE) already holds the whole file.
   */
  lockRows(purpose: 'change' | 'delete'): string;
}

const READ_ONLY = /^\s*(SELECT|WITH|EXPLAIN|VALUES)\b/i;
const WRITES = /\b(INSERT|UPDATE|DELETE|REPLACE|CREATE|DROP|ALTER)\b/i;

function isReadonly(sql: string): boolean {
  return READ_ONLY.test(sql) && !WRITES.test(sql.replace(/'(?:[^']|'')*'/g, "''"));
}

/** `'…'` and `"…"` (a doubled quote inside), `-- …` to the end of the line, `/* … *\/`. */
function skipQuotedOrComment(sql: string, i: number): number {
  const c = sql[i];
  if (c === "'" || c === '"') {
    let end = i + 1;
    while (end < sql.length) {
      if (sql[end] !== c) end++;
      else if (sql[end + 1] === c) end += 2;
      else return end + 1;
    }
    return sql.length;
  }
  if (c === '-' && sql[i + 1] === '-') {
    const end = sql.indexOf('\n', i);
    return end < 0 ? sql.length : end;
  }
  if (c === '/' && sql[i + 1] === '*') {
    const end = sql.indexOf('*/', i + 2);
    return end < 0 ? sql.length : end + 2;
  }
  return i;
}

const PARAMETER = /^@([A-Za-z_]\w*)/;

/** `@name` → `$n` outside literals, quoted names and comments; every other character is kept. */
export function bindParameters(sql: string): { text: string; names: string[] } {
  const names: string[] = [];
  let text = '';
  let i = 0;
  while (i < sql.length) {
    const skipped = skipQuotedOrComment(sql, i);
    if (skipped > i) {
      text += sql.slice(i, skipped);
      i = skipped;
      continue;
    }
    const parameter = sql[i] === '@' ? PARAMETER.exec(sql.slice(i, i + 200)) : null;
    if (!parameter) {
      text += sql[i++];
      continue;
    }
    let index = names.indexOf(parameter[1]);
    if (index < 0) index = names.push(parameter[1]) - 1;
    text += `$${index + 1}`;
    i += parameter[0].length;
  }
  return { text, names };
}

/** The SQL function SQLite runs for zonedDayStart (registered on each connection, sqlite.ts). */
export const ZONED_DAY_START = 'zoned_day_start';

export const sqliteDialect: Dialect = {
  engine: 'sqlite',
  query: (sql) => ({ text: sql, names: [], readonly: isReadonly(sql) }),
  jsonText: (expr, key) => `json_extract(${expr}, '$.${key}')`,
  epochSeconds: () => "CAST(strftime('%s', 'now') AS INTEGER)",
  dayNumber: (expr) => `julianday(${expr})`,
  zonedDayStart: (day, zone) => `${ZONED_DAY_START}(${day}, ${zone})`,
  unindexed: (expr) => `+(${expr})`,
  nullsSortLow: true,
  bulkInsertRows: 1,
  lockRows: () => '',
  constraintKind(err) {
    const code = (err as { code?: string } | null)?.code;
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return 'unique';
    if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return 'foreignKey';
    if (code === 'SQLITE_CONSTRAINT_NOTNULL') return 'notNull';
    if (code === 'SQLITE_CONSTRAINT_CHECK') return 'check';
    return null;
  },
};

/** Days from the Julian epoch to 1970-01-01 00:00 UTC (SQLite's julianday of the Unix epoch). */
const UNIX_EPOCH_JULIAN_DAY = 2440587.5;

export const postgresDialect: Dialect = {
  engine: 'postgres',
  query: (sql) => ({ ...bindParameters(sql), readonly: isReadonly(sql) }),
  jsonText: (expr, key) => `(CAST(${expr} AS JSONB) ->> '${key}')`,
  epochSeconds: () => 'CAST(FLOOR(EXTRACT(EPOCH FROM now())) AS BIGINT)',
  // A timestamp without time zone: the text's own clock reading, as SQLite takes it (UTC).
  dayNumber: (expr) => `(EXTRACT(EPOCH FROM ${expr === "'now'" ? 'now()' : `CAST(${expr} AS TIMESTAMP)`}) / 86400.0 + ${UNIX_EPOCH_JULIAN_DAY})`,
  // timestamp AT TIME ZONE reads the clock reading as the zone's (a timestamptz); AT TIME ZONE
  // 'UTC' turns that into UTC's clock reading, written out as the ISO text of nowIso().
  zonedDayStart: (day, zone) =>
    `to_char((CAST(${day} AS TIMESTAMP) AT TIME ZONE CAST(${zone} AS TEXT)) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  unindexed: (expr) => `(${expr})`,
  nullsSortLow: false,
  bulkInsertRows: 500,
  lockRows: (purpose) => (purpose === 'delete' ? ' FOR UPDATE' : ' FOR NO KEY UPDATE'),
  constraintKind(err) {
    const code = (err as { code?: string } | null)?.code;
    if (code === '23505') return 'unique';
    if (code === '23503') return 'foreignKey';
    if (code === '23502') return 'notNull';
    if (code === '23514') return 'check';
    return null;
  },
};

/** Either engine's constraint error, for the race between a check and the write. */
export function constraintKind(err: unknown): ConstraintKind | null {
  return sqliteDialect.constraintKind(err) ?? postgresDialect.constraintKind(err);
}
