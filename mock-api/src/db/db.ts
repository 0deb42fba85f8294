import type { Dialect } from './dialect';

/**
 * The one query layer, over SQLite (SqliteDb, embedded, the default) or PostgreSQL (PostgresDb,
 * DATABASE_URL). SQL uses named parameters (`@name`, keys without the `@`) and is written once,
 * in the subset both engines run as written; what has no common spelling (JSON, the clock, date
 * arithmetic, row locks) is a function of dialect.ts that gives each engine's text. Every method is asynchronous on both
 * engines, so a call site never knows which one it talks to.
 */
export type Params = Record<string, unknown>;

/** A write's outcome. The id of a row an INSERT made: `INSERT … RETURNING id` through get (both engines run RETURNING). */
export interface RunResult {
  changes: number;
}

/**
 * The counters every instance shares through the database (table change_counters, migrations
 * 002 and 102): `data` moves with any write a cached answer could depend on, `sessions` with a
 * session stored or ended, `records` with a write of a customer's own records that no session,
 * user or scope depends on (a quote request): it drops the cached answers, not who is asking
 * (Db.accessGeneration), so a request after it does not read its session, user and scope again.
 * See pollChanges.
 */
export type ChangeKind = 'data' | 'sessions' | 'records';

export const CHANGE_KINDS: readonly ChangeKind[] = ['data', 'sessions', 'records'];

export interface RunOptions {
  /**
   * Bookkeeping that no query result depends on (a session's last activity, a throttle's count):
   * it leaves `generation` and the shared counters alone, so the caches survive it.
   */
  bookkeeping?: boolean;
  /** The shared counter this write moves; default `data` (which also moves this process's generation). */
  changes?: ChangeKind;
  /**
   * Outside a transaction: the statement's commit need not wait for the disk (as
   * TxOptions.relaxedDurability), so on PostgreSQL it holds the rows it wrote no longer than it
   * runs, not through a flush of the log. Only for a write that a later durable commit depends on,
   * which flushes the log up to and including it: a quote's number, taken just before the quote
   * is stored. Inside a transaction the transaction's own setting holds.
   */
  relaxedDurability?: boolean;
  /**
   * PostgreSQL, outside a transaction: the statement moves its shared counter (`changes`) itself
   * (a data-modifying CTE running PG_COUNTER_SQL's), so it commits alone, in one round trip,
   * where any other write that moves a counter is a transaction of three (BEGIN; the statement;
   * the counter's move with COMMIT). SQLite never runs such a text: it has no data-modifying CTE.
   */
  movesOwnCounter?: boolean;
}

export interface TxOptions {
  /**
   * The commit need not wait for the disk (SQLite: synchronous=NORMAL for this commit;
   * PostgreSQL: SET LOCAL synchronous_commit = off). A crash (power loss, kill -9 of the database)
   * may lose the last such transactions, whole, never half of one, and never corrupts anything.
   * Only for work that is redone when lost: the daily refresh's batches (their cursor is in them).
   */
  relaxedDurability?: boolean;
  /**
   * Run at SERIALIZABLE isolation: for a transaction whose reads decide its writes in a way no row
   * lock covers. PostgreSQL may then refuse it (40001) when another transaction interleaved; tx
   * runs fn again (see TX_ATTEMPTS). SQLite's one writer is serializable already. Ignored by a
   * nested tx (a savepoint keeps its outer transaction's level).
   */
  serializable?: boolean;
}

/**
 * How often tx runs fn in all when PostgreSQL refuses its transaction for a serialization failure
 * (40001) or a deadlock (40P01): both mean "another transaction interleaved, try again", and the
 * rerun sees what that one committed. fn is queries only, so running it again is safe.
 */
export const TX_ATTEMPTS = 5;

export interface CounterRow {
  name: ChangeKind;
  value: number;
}

/** The statement that moves a shared counter's own row (SQLite; a PostgreSQL write moves a slot of it, migration 099). */
export const bumpCounterSql = (kind: ChangeKind): string => `UPDATE change_counters SET value = value + 1 WHERE name = '${kind}'`;
/** Each counter as the sum of its rows (the same text on both engines). */
export const READ_COUNTERS_SQL = 'SELECT kind AS name, SUM(value) AS value FROM change_counters GROUP BY kind';

export abstract class Db {
  abstract readonly dialect: Dialect;
  /** Where the data lives, for messages (a file, or the URL without its password). */
  abstract readonly location: string;
  /** Data writes made through this Db (and transactions ended), but those of `records` alone. */
  protected writes = 0;
  /** Writes of `records` made through this Db (and transactions that wrote only those ended). */
  protected recordWrites = 0;
  /** True once shareChanges found change_counters: every write then also moves a shared counter. */
  protected sharing = false;
  private readonly seen: Record<ChangeKind, number> = { data: -1, sessions: -1, records: -1 };
  /** How often another instance's change was noticed, per counter. */
  private readonly external: Record<ChangeKind, number> = { data: 0, sessions: 0, records: 0 };
  /** Writes that moved a shared counter (PostgreSQL): a reply after one awaits settle() first. */
  unsettled = 0;
  /**
   * Commits that wrote and waited for the disk (a transaction's, or a write's alone), not those
   * of relaxed durability. Each one costs a flush of the log: a request's count is the
   * difference around it (test/commitsPerRequest.test.ts holds the frequent writes to one).
   */
  durableCommits = 0;
  /** Told of each durable commit, in the async context of whoever made it (a test tells a request's own by its requestTag). */
  onDurableCommit: (() => void) | null = null;

  /** After a commit that wrote and waited for the disk. */
  protected committedDurably(): void {
    this.durableCommits++;
    this.onDurableCommit?.();
  }

  /**
   * Changes whenever data is written, through this Db or (noticed by pollChanges) by another
   * instance: an in-process cache of query results (ReadCache) is true while the generation it
   * was filled at is still current. It moves after a write statement finished and again when a
   * transaction ended, so a reader that looked at the generation before reading never keeps a
   * result older than it.
   */
  get generation(): number {
    return this.accessGeneration + this.recordWrites + this.external.records;
  }

  /**
   * As generation, but not moved by writes of `records`: what a session, a user or a scope is
   * read from (core/auth.ts) changes only with this.
   */
  get accessGeneration(): number {
    return this.writes + this.external.data;
  }

  /** As accessGeneration, and also moved when another instance stored or ended a session (DbSessionStore). */
  get sessionGeneration(): number {
    return this.accessGeneration + this.external.sessions;
  }

  /** A write statement of this kind finished (a `sessions` one moves no generation: the session store keeps its own row). */
  protected wrote(kind: ChangeKind): void {
    if (kind === 'data') this.writes++;
    else if (kind === 'records') this.recordWrites++;
  }

  /** A transaction that moved these counters ended: one of `records` alone leaves the access generation. */
  protected transactionEnded(kinds: ReadonlySet<ChangeKind>): void {
    if (kinds.size === 1 && kinds.has('records')) this.recordWrites++;
    else this.writes++;
  }

  /**
   * From now on every write also moves a counter in change_counters, in the write's own
   * transaction, so other instances over the same database see it (pollChanges). Called by
   * openDb after the migrations; a bare Db (unit tests) keeps to its own process.
   */
  async shareChanges(): Promise<void> {
    this.sharing = (await this.tableNames()).includes('change_counters');
  }

  /**
   * Once per request, before anything cached is trusted: did another instance change data or
   * sessions since the last look? Each engine answers in its cheapest way (SqliteDb: PRAGMA
   * data_version; PostgresDb: one read of the counter rows).
   */
  abstract pollChanges(): void | Promise<void>;

  /**
   * Pushed instead of polled, where the engine can (PostgresDb: LISTEN/NOTIFY): from then on
   * pollChanges costs nothing while the notifications are known to be current. A bare Db (tests,
   * scripts) keeps polling.
   */
  async listen(): Promise<void> {}

  /** Before a write is acknowledged: every instance that trusts its caches without asking has seen it. */
  settle(): Promise<void> | void {}

  /** A notification said another instance changed this. */
  protected noticeChange(kind: ChangeKind): void {
    this.external[kind]++;
  }

  /** Notifications may have been missed: nothing cached before now is trusted. */
  protected dropCaches(): void {
    for (const kind of CHANGE_KINDS) this.external[kind]++;
  }

  /** Takes the counters as read: each one that moved since the last look counts as a change elsewhere. */
  protected noticeCounters(rows: readonly CounterRow[]): void {
    for (const row of rows) {
      const value = Number(row.value);
      // Our own bumps are in there too: noticing them again only costs a cache refill.
      if (value !== this.seen[row.name]) {
        this.seen[row.name] = value;
        this.external[row.name]++;
      }
    }
  }

  abstract all<T = Record<string, unknown>>(sql: string, params?: Params): Promise<T[]>;

  /** A write with RETURNING is counted as run counts it (options alike). */
  abstract get<T = Record<string, unknown>>(sql: string, params?: Params, options?: RunOptions): Promise<T | undefined>;

  /** Rows one by one (exports); every caller bounds its query with LIMIT. */
  async *iterate<T = Record<string, unknown>>(sql: string, params?: Params): AsyncIterableIterator<T> {
    for (const row of await this.all<T>(sql, params)) yield row;
  }

  abstract run(sql: string, params?: Params, options?: RunOptions): Promise<RunResult>;

  /**
   * Runs fn in one transaction: every query made inside it, however deep in awaits, goes to the
   * transaction (nested calls become savepoints). The shared counters its writes moved are moved
   * once each, just before it commits. Keep fn to queries (it may run again, see TX_ATTEMPTS):
   * awaiting anything slow inside it holds its locks, and on SQLite every other writer, meanwhile.
   *
   * Isolation differs by engine, and a read-then-write must be safe on both:
   * - SQLite: BEGIN IMMEDIATE on its one connection, so one transaction writes at a time (across
   *   processes on the same file too) and nothing interleaves with a read-then-write.
   * - PostgreSQL: READ COMMITTED (or SERIALIZABLE, TxOptions.serializable), many at once, each
   *   taking only what its data needs. A read that decides a write locks what it read
   *   (lockRow, or `dialect.lockRows` on the SELECT); a write that must happen once is an
   *   INSERT … ON CONFLICT on a unique key, or an UPDATE whose WHERE states what it expects
   *   (`… AND version = @version`), so the second of two at once changes nothing.
   */
  /** True while the caller runs inside tx (its queries go to the transaction). */
  abstract get inTransaction(): boolean;

  abstract tx<T>(fn: () => Promise<T> | T, options?: TxOptions): Promise<T>;

  /**
   * Inside a transaction: locks the row of `table` whose `column` is `value` until the
   * transaction ends, so another transaction that locks (or updates) it waits meanwhile. The
   * start of a read-then-write that is safe once every writer of the same thing locks the same
   * row first (the user's row before counting their messages, say). `purpose` as in
   * Dialect.lockRows. False when there is no such row. `table` and `column` are trusted names.
   */
  async lockRow(table: string, column: string, value: unknown, purpose: 'change' | 'delete' = 'change'): Promise<boolean> {
    return (await this.get(`SELECT 1 AS locked FROM ${table} WHERE ${column} = @value${this.dialect.lockRows(purpose)}`, { value })) !== undefined;
  }

  /**
   * Inside a transaction: waits until no other transaction holds the lock called `name`, then
   * holds it until this one ends; for work on no one row (applying migrations at start).
   * PostgreSQL: a transaction-scoped advisory lock; SQLite: nothing, its writer holds the file.
   */
  abstract lockNamed(name: string): Promise<void>;

  /** The tables of the database (lower case), without the engine's own. */
  async tableNames(): Promise<string[]> {
    const sql =
      this.dialect.engine === 'postgres'
        ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
        : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'";
    return (await this.all<{ name: string }>(sql)).map((r) => r.name.toLowerCase());
  }

  /**
   * The indexes of `table` that enforce nothing (neither its key nor a unique one), each with the
   * statement that makes it again: a bulk load into an empty table drops them and builds each once
   * afterwards. `table` is a trusted name.
   */
  async plainIndexes(table: string): Promise<{ name: string; sql: string }[]> {
    const sql =
      this.dialect.engine === 'postgres'
        ? "SELECT indexname AS name, indexdef AS sql FROM pg_indexes WHERE schemaname = current_schema() AND tablename = @table AND indexdef NOT LIKE 'CREATE UNIQUE%'"
        : "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = @table AND sql IS NOT NULL AND sql NOT LIKE 'CREATE UNIQUE%'";
    return this.all<{ name: string; sql: string }>(sql, { table });
  }

  /** Identity columns continue after the highest id (PostgreSQL; after rows were loaded with their ids). */
  async syncIdentities(): Promise<void> {}

  /** Several statements without parameters (migrations, test fixtures). */
  abstract exec(sql: string): Promise<void>;

  abstract close(): Promise<void>;
}

/** Binds only numbers, strings, bigints, buffers and null on both engines: map the rest once, here. */
export function normalise(params: Params | undefined): Record<string, unknown> {
  if (!params) return {};
  const out: Record<string, unknown> = {};
  for (const key in params) {
    const value = params[key];
    if (value === undefined) out[key] = null;
    else if (typeof value === 'boolean') out[key] = value ? 1 : 0;
    else if (value instanceof Date) out[key] = value.toISOString();
    else out[key] = value;
  }
  return out;
}
