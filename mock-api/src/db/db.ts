import type { Dialect } from './dialect';

/**
 * The one query layer, over SQLite (SqliteDb, embedded, the default) or PostgreSQL (PostgresDb,
 * DATABASE_URL). SQL uses named parameters (`@name`, keys without the `@`) and is written once,
 * in the portable subset both engines share; the few differences (ids, LIKE, JSON, clock, upserts
 * that ignore) are translated in one place, dialect.ts. Every method is asynchronous on both
 * engines, so a call site never knows which one it talks to.
 */
export type Params = Record<string, unknown>;

export interface RunResult {
  changes: number;
  /** The id of the row an INSERT made (0 when the table has no `id` or nothing was inserted). */
  lastInsertRowid: number;
}

export interface RunOptions {
  /**
   * Bookkeeping that no query result depends on (a session's last activity): it leaves
   * `generation` alone, so the caches of data survive it.
   */
  bookkeeping?: boolean;
}

export abstract class Db {
  abstract readonly dialect: Dialect;
  /** Where the data lives, for messages (a file, or the URL without its password). */
  abstract readonly location: string;
  protected writes = 0;

  /**
   * Changes whenever anything is written through this Db: an in-process cache of query results
   * (ReadCache) is true while the generation it was filled at is still current. It moves after a
   * write statement finished and again when a transaction ended, so a reader that looked at the
   * generation before reading never keeps a result older than it.
   */
  get generation(): number {
    return this.writes;
  }

  abstract all<T = Record<string, unknown>>(sql: string, params?: Params): Promise<T[]>;

  abstract get<T = Record<string, unknown>>(sql: string, params?: Params): Promise<T | undefined>;

  /** Rows one by one (exports); every caller bounds its query with LIMIT. */
  async *iterate<T = Record<string, unknown>>(sql: string, params?: Params): AsyncIterableIterator<T> {
    for (const row of await this.all<T>(sql, params)) yield row;
  }

  abstract run(sql: string, params?: Params, options?: RunOptions): Promise<RunResult>;

  /**
   * Runs fn in one transaction: every query made inside it, however deep in awaits, goes to the
   * transaction (nested calls become savepoints). One transaction writes at a time on both engines
   * (SQLite: BEGIN IMMEDIATE on its one connection; PostgreSQL: a transaction-scoped advisory
   * lock), so a read-then-write inside fn sees no other writer in between. Keep fn to queries:
   * awaiting anything slow inside it holds every other writer back.
   */
  abstract tx<T>(fn: () => Promise<T> | T): Promise<T>;

  /** The tables of the database (lower case), without the engine's own. */
  async tableNames(): Promise<string[]> {
    const sql =
      this.dialect.engine === 'postgres'
        ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
        : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'";
    return (await this.all<{ name: string }>(sql)).map((r) => r.name.toLowerCase());
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
